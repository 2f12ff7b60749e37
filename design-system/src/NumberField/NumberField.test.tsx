import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { NumberField, parseDigits } from './NumberField';

function Harness({ max, initial = null }: { max?: number; initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <NumberField label="Aantal gasten" value={value} onChange={setValue} max={max} />
      <output data-testid="value">{value === null ? 'null' : value}</output>
    </>
  );
}

describe('parseDigits', () => {
  it('keeps digits only, drops leading zeros and clamps to max', () => {
    expect(parseDigits('1a2-3.4e5')).toBe(12345);
    expect(parseDigits('007')).toBe(7);
    expect(parseDigits('abc')).toBeNull();
    expect(parseDigits('900', 500)).toBe(500);
  });
});

describe('NumberField', () => {
  it('ignores anything that is not a digit', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Aantal gasten');
    await userEvent.type(input, '1-2,a5e');
    expect(input).toHaveValue('125');
    expect(screen.getByTestId('value')).toHaveTextContent('125');
  });

  it('never goes above max', async () => {
    renderWithProviders(<Harness max={500} />);
    const input = screen.getByLabelText('Aantal gasten');
    await userEvent.type(input, '6000');
    expect(input).toHaveValue('500');
    expect(screen.getByTestId('value')).toHaveTextContent('500');
  });

  it('reports null when cleared', async () => {
    renderWithProviders(<Harness initial={15} />);
    await userEvent.clear(screen.getByLabelText('Aantal gasten'));
    expect(screen.getByTestId('value')).toHaveTextContent('null');
  });

  it('steps with the arrow keys within min and max', async () => {
    renderWithProviders(<Harness initial={499} max={500} />);
    const input = screen.getByLabelText('Aantal gasten');
    input.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByTestId('value')).toHaveTextContent('500');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByTestId('value')).toHaveTextContent('499');
  });

  it('offers a numeric keyboard on phones', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByLabelText('Aantal gasten')).toHaveAttribute('inputmode', 'numeric');
  });
});
