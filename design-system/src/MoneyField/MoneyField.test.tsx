import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { MoneyField } from './MoneyField';

function Harness({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <MoneyField label="Prijs" value={value} onChange={setValue} />
      <output data-testid="cents">{value === null ? 'null' : value}</output>
    </>
  );
}

describe.each([
  ['nl', '17,50', '1.234,50'],
  ['en', '17.50', '1,234.50'],
] as const)('MoneyField in %s', (locale, shown, shownThousands) => {
  it.each(['17,50', '17.50', '17,5'])('reads %p as 1750 cents and shows it in the locale format', async (typed) => {
    renderWithProviders(<Harness />, { locale });
    const input = screen.getByLabelText('Prijs');
    await userEvent.type(input, typed);
    expect(screen.getByTestId('cents')).toHaveTextContent('1750');
    await userEvent.tab();
    expect(input).toHaveValue(shown);
  });

  it('reads a whole amount as euros', async () => {
    renderWithProviders(<Harness />, { locale });
    await userEvent.type(screen.getByLabelText('Prijs'), '17');
    expect(screen.getByTestId('cents')).toHaveTextContent('1700');
  });

  it('shows a stored amount in the locale format', () => {
    renderWithProviders(<Harness initial={123450} />, { locale });
    expect(screen.getByLabelText('Prijs')).toHaveValue(shownThousands);
  });

  it('says so when the text is not an amount and reports no amount', async () => {
    renderWithProviders(<Harness initial={1000} />, { locale });
    const input = screen.getByLabelText('Prijs');
    await userEvent.clear(input);
    await userEvent.type(input, 'abc');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(locale === 'nl' ? 'Vul een bedrag in, bijvoorbeeld 17,50' : 'Enter an amount, for example 17.50')).toBeInTheDocument();
    expect(screen.getByTestId('cents')).toHaveTextContent('null');
  });
});
