import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { DatePicker } from './DatePicker';

function Harness(props: { initial?: string | null; min?: string; max?: string; onChange?: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(props.initial ?? null);
  return (
    <>
      <DatePicker
        label="Datum"
        value={value}
        min={props.min}
        max={props.max}
        onChange={(v) => {
          setValue(v);
          props.onChange?.(v);
        }}
      />
      <output data-testid="value">{value ?? 'null'}</output>
    </>
  );
}

/** Opens the calendar and waits for its month grid (loaded on first opening). */
const openCalendar = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Kies datum uit kalender' }));
  await screen.findByRole('heading');
};

describe('DatePicker', () => {
  it('displays the value as DD-MM-YYYY', () => {
    renderWithProviders(<Harness initial="2025-03-07" />);
    expect(screen.getByLabelText('Datum')).toHaveValue('07-03-2025');
  });

  it('shows a Monday-first calendar and picks a day', async () => {
    renderWithProviders(<Harness initial="2025-06-10" />);
    await openCalendar();
    const dialog = screen.getByRole('dialog', { name: 'Kalender' });
    const headers = within(dialog).getAllByRole('columnheader');
    expect(headers[0]).toHaveAttribute('abbr', 'maandag');
    expect(headers[6]).toHaveAttribute('abbr', 'zondag');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('juni 2025');
    // June 2025 starts on a Sunday: the first row has six empty cells before the 1st.
    const firstRow = within(dialog).getAllByRole('row')[1];
    expect(firstRow.querySelectorAll('td')[6]).toHaveTextContent('1');
    expect(within(dialog).getByRole('button', { name: 'dinsdag 10 juni 2025' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'vrijdag 20 juni 2025' }));
    expect(screen.getByTestId('value')).toHaveTextContent('2025-06-20');
    expect(screen.getByLabelText('Datum')).toHaveValue('20-06-2025');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves with the keyboard and selects with Enter', async () => {
    renderWithProviders(<Harness initial="2025-06-10" />);
    await openCalendar();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'woensdag 18 juni 2025' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('heading')).toHaveTextContent('juli 2025');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'maandag 14 juli 2025' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('2025-07-14');
  });

  it('blocks days outside min and max', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness initial="2025-06-10" min="2025-06-05" max="2025-06-25" onChange={onChange} />);
    await openCalendar();
    const early = screen.getByRole('button', { name: 'woensdag 4 juni 2025' });
    expect(early).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(early);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Vorige maand' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Volgende maand' })).toBeDisabled();
    await userEvent.keyboard('{End}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'woensdag 25 juni 2025' })).toHaveFocus();
  });

  it('accepts typed DD-MM-YYYY and rejects invalid or out-of-range dates', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness max="2025-12-31" onChange={onChange} />);
    const input = screen.getByLabelText('Datum');
    await userEvent.type(input, '5-1-2025');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('2025-01-05');
    expect(input).toHaveValue('05-01-2025');
    await userEvent.clear(input);
    await userEvent.type(input, '31-02-2025{Enter}');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Vul een geldige datum in');
    await userEvent.clear(input);
    await userEvent.type(input, '01-01-2026{Enter}');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('closes the calendar with Escape and returns focus to the button', async () => {
    renderWithProviders(<Harness initial="2025-06-10" />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Choose date from calendar' }));
    expect(await screen.findByRole('heading')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Calendar' })).toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('June 2025');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose date from calendar' })).toHaveFocus();
  });
});
