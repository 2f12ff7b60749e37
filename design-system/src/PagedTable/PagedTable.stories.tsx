import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { SortDirection, TableColumn } from '../Table';
import { PagedTable } from './PagedTable';

interface Row {
  id: number;
  space: string;
  city: string;
  guests: number;
}

const CITIES = ['Amsterdam', 'Utrecht', 'Rotterdam', 'Den Haag', 'Eindhoven'];
const all: Row[] = Array.from({ length: 87 }, (_, i) => ({ id: i + 1, space: `Zaal ${i + 1}`, city: CITIES[i % CITIES.length], guests: 10 + ((i * 7) % 90) }));

const columns: TableColumn<Row>[] = [
  { key: 'space', header: 'Ruimte', sortable: true },
  { key: 'city', header: 'Plaats', sortable: true },
  { key: 'guests', header: 'Max. gasten', align: 'right', sortable: true },
];

/** Stands in for the server: sorts, then hands out one page of 20. */
function Demo({ rows }: { rows: Row[] }) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ key: string; direction: SortDirection }>({ key: 'space', direction: 'asc' });
  const sorted = useMemo(() => {
    const k = sort.key as keyof Row;
    return [...rows].sort((a, b) => (a[k] < b[k] ? -1 : a[k] > b[k] ? 1 : 0) * (sort.direction === 'asc' ? 1 : -1));
  }, [rows, sort]);
  return (
    <PagedTable
      caption="Ruimtes"
      columns={columns}
      rows={sorted.slice((page - 1) * 20, page * 20)}
      getRowKey={(r) => r.id}
      sort={sort}
      onSortChange={(next) => { setSort(next); setPage(1); }}
      page={page}
      total={rows.length}
      onPageChange={setPage}
    />
  );
}

const meta: Meta<typeof Demo> = { title: 'Data/PagedTable', component: Demo, args: { rows: all } };
export default meta;
type Story = StoryObj<typeof Demo>;

export const Playground: Story = {};
export const OnePage: Story = { args: { rows: all.slice(0, 12) } };
export const Empty: Story = { args: { rows: [] } };
