import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Table, type TableColumn } from './Table';

interface Booking {
  id: number;
  space: string;
  guests: number;
}

const rows: Booking[] = [
  { id: 1, space: 'De Bovenzaal', guests: 12 },
  { id: 2, space: 'Serre', guests: 30 },
];

const columns: TableColumn<Booking>[] = [
  { key: 'space', header: 'Ruimte', sortable: true },
  { key: 'guests', header: 'Gasten', align: 'right', render: (r) => `${r.guests} p.` },
];

describe('Table', () => {
  it('renders a captioned table with headers and cells', () => {
    renderWithProviders(<Table caption="Boekingen" columns={columns} rows={rows} getRowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Boekingen' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Ruimte', 'Gasten']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    expect(within(bodyRows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Serre', '30 p.']);
  });

  it('shows the localised empty text without rows', () => {
    renderWithProviders(<Table caption="Bookings" columns={columns} rows={[]} getRowKey={(r) => r.id} />, { locale: 'en' });
    expect(screen.getByRole('cell')).toHaveTextContent('No results');
  });

  it('toggles sorting through the header button and exposes aria-sort', async () => {
    const onSortChange = jest.fn();
    const { rerender } = renderWithProviders(
      <Table caption="Boekingen" columns={columns} rows={rows} getRowKey={(r) => r.id} sort={{ key: 'space', direction: 'asc' }} onSortChange={onSortChange} />,
    );
    expect(screen.getByRole('columnheader', { name: /Ruimte/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Ruimte/ }));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'space', direction: 'desc' });
    rerender(
      <Table caption="Boekingen" columns={columns} rows={rows} getRowKey={(r) => r.id} sort={{ key: 'space', direction: 'desc' }} onSortChange={onSortChange} />,
    );
    expect(screen.getByRole('columnheader', { name: /Ruimte/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('reports row clicks', async () => {
    const onRowClick = jest.fn();
    renderWithProviders(<Table caption="Boekingen" columns={columns} rows={rows} getRowKey={(r) => r.id} onRowClick={onRowClick} />);
    await userEvent.click(screen.getByText('Serre'));
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
  });
});
