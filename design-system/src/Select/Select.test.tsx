import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Select } from './Select';

const options = [
  { value: 'BOARDROOM', label: 'Boardroom' },
  { value: 'THEATER', label: 'Theater' },
  { value: 'U_SHAPE', label: 'U-vorm', disabled: true },
];

describe('Select', () => {
  it('reports the chosen value', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Select label="Opstelling" options={options} value={null} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Opstelling'), 'THEATER');
    expect(onChange).toHaveBeenCalledWith('THEATER');
  });

  it('shows a localised placeholder that maps to null', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Select label="Layout" options={options} value="THEATER" onChange={onChange} />, { locale: 'en' });
    expect(screen.getByRole('option', { name: 'Choose an option' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Layout'), 'Choose an option');
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('reflects the value, disables options and can drop the placeholder', () => {
    renderWithProviders(<Select label="Opstelling" options={options} value="BOARDROOM" onChange={() => {}} placeholder={false} />);
    expect(screen.getByLabelText('Opstelling')).toHaveValue('BOARDROOM');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('option', { name: 'U-vorm' })).toBeDisabled();
  });

  it('announces errors', () => {
    renderWithProviders(<Select label="Opstelling" options={options} value={null} onChange={() => {}} error="Kies een opstelling" />);
    expect(screen.getByLabelText('Opstelling')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Opstelling')).toHaveAccessibleDescription('Kies een opstelling');
  });
});
