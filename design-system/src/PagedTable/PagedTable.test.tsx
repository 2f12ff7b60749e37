import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import type { TableColumn } from '../Table';
import { PagedTable } from './PagedTable';

interface Row { id: number; name: string }
const rowsOf = (from: number, count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Rij ${from + i}` }));
const columns: TableColumn<Row>[] = [{ key: 'name', header: 'Naam', sortable: true }];

describe('PagedTable', () => {
  it('shows the range, the rows of the page and three page numbers around the current page', async () => {
    const onPageChange = jest.fn();
    renderWithProviders(<PagedTable caption="Lijst" columns={columns} rows={rowsOf(81, 20)} getRowKey={(r) => r.id} page={5} total={200} onPageChange={onPageChange} />);
    expect(screen.getByRole('status')).toHaveTextContent('81–100 van 200');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(21);
    const nav = screen.getByRole('navigation', { name: 'Paginering' });
    expect(within(nav).getAllByRole('button', { name: /^Pagina/ }).map((b) => b.textContent)).toEqual(['4', '5', '6']);
    expect(within(nav).getByRole('button', { name: 'Pagina 5' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Pagina 6' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Vorige pagina' }));
    expect(onPageChange.mock.calls).toEqual([[6], [4]]);
  });

  it('pages by 20 unless told otherwise, and hides the pager for one page', () => {
    const { rerender } = renderWithProviders(<PagedTable caption="Lijst" columns={columns} rows={rowsOf(21, 1)} getRowKey={(r) => r.id} page={2} total={21} onPageChange={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('21–21 van 21');
    expect(screen.getAllByRole('button', { name: /^Pagina/ })).toHaveLength(2);
    rerender(<PagedTable caption="Lijst" columns={columns} rows={rowsOf(1, 20)} getRowKey={(r) => r.id} page={1} total={20} onPageChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('passes sorting through to the headers and marks itself busy while loading (English)', async () => {
    const onSortChange = jest.fn();
    renderWithProviders(
      <PagedTable caption="List" columns={columns} rows={[]} getRowKey={(r) => r.id} page={1} total={0} onPageChange={jest.fn()} loading sort={{ key: 'name', direction: 'asc' }} onSortChange={onSortChange} />,
      { locale: 'en' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('0–0 of 0');
    expect(screen.getByRole('cell')).toHaveTextContent('No results');
    expect(screen.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(screen.getByRole('button', { name: /Naam/ }));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'name', direction: 'desc' });
  });
});
