import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { RadioGroup } from './Radio';

const options = [
  { value: 'REQUEST', label: 'Op aanvraag' },
  { value: 'INSTANT', label: 'Direct boeken', description: 'Zonder goedkeuring' },
  { value: 'CLOSED', label: 'Gesloten', disabled: true },
];

function Harness({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState<string | null>('REQUEST');
  return (
    <RadioGroup
      legend="Boekingstype"
      name="booking_type"
      options={options}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('RadioGroup', () => {
  it('is a labelled group whose options select one at a time', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Boekingstype' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Op aanvraag' })).toBeChecked();
    await userEvent.click(screen.getByText('Direct boeken'));
    expect(onChange).toHaveBeenCalledWith('INSTANT');
    expect(screen.getByRole('radio', { name: 'Direct boeken' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Op aanvraag' })).not.toBeChecked();
  });

  it('describes options and keeps disabled ones unselectable', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Direct boeken' })).toHaveAccessibleDescription('Zonder goedkeuring');
    await userEvent.click(screen.getByRole('radio', { name: 'Gesloten' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shares one name so the browser treats them as one group', () => {
    renderWithProviders(<Harness />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAttribute('name', 'booking_type');
  });
});
