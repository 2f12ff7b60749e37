import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Checkbox } from './Checkbox';

function Harness() {
  const [checked, setChecked] = useState(false);
  return <Checkbox label="Ik ga akkoord met de voorwaarden" checked={checked} onChange={(e) => setChecked(e.target.checked)} />;
}

describe('Checkbox', () => {
  it('toggles by clicking the label and with the space bar', async () => {
    renderWithProviders(<Harness />);
    const box = screen.getByRole('checkbox', { name: 'Ik ga akkoord met de voorwaarden' });
    await userEvent.click(screen.getByText('Ik ga akkoord met de voorwaarden'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('describes itself and announces errors', () => {
    renderWithProviders(<Checkbox label="Nieuwsbrief" description="Maximaal één mail per maand" error="Verplicht" />);
    const box = screen.getByRole('checkbox', { name: 'Nieuwsbrief' });
    expect(box).toHaveAccessibleDescription('Verplicht Maximaal één mail per maand');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('cannot be toggled when disabled', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Checkbox label="Wifi" disabled onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
