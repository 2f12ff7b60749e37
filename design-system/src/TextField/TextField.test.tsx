import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { TextField } from './TextField';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField label="Naam" value={value} onChange={(e) => setValue(e.target.value)} />
      <output role="status">{value}</output>
    </>
  );
}

describe('TextField', () => {
  it('is labelled and reports typed text', async () => {
    renderWithProviders(<Controlled />);
    await userEvent.type(screen.getByLabelText('Naam'), 'Zaal de Kroon');
    expect(screen.getByRole('status')).toHaveTextContent('Zaal de Kroon');
  });

  it('links hint and error through aria-describedby and marks invalid', () => {
    renderWithProviders(<TextField label="E-mail" type="email" hint="We delen dit nooit" error="Ongeldig e-mailadres" />);
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Ongeldig e-mailadres We delen dit nooit');
    expect(screen.getByRole('alert')).toHaveTextContent('Ongeldig e-mailadres');
  });

  it('is valid without an error and limits input to 255 characters by default', async () => {
    renderWithProviders(<TextField label="Titel" />);
    const input = screen.getByLabelText('Titel') as HTMLInputElement;
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAttribute('maxLength', '255');
  });

  it('marks required fields', () => {
    renderWithProviders(<TextField label="Voornaam" required />);
    expect(screen.getByRole('textbox', { name: /Voornaam/ })).toBeRequired();
  });
});
