import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Table, type SortDirection, type TableColumn } from './Table';

interface Row {
  id: number;
  space: string;
  city: string;
  guests: number;
}

const data: Row[] = [
  { id: 1, space: 'De Bovenzaal', city: 'Utrecht', guests: 40 },
  { id: 2, space: 'Serre', city: 'Amsterdam', guests: 30 },
  { id: 3, space: 'Kelder', city: 'Rotterdam', guests: 80 },
];

const columns: TableColumn<Row>[] = [
  { key: 'space', header: 'Ruimte', sortable: true },
  { key: 'city', header: 'Plaats', sortable: true },
  { key: 'guests', header: 'Max. gasten', align: 'right', sortable: true },
];

function SortableDemo({ rows }: { rows: Row[] }) {
  const [sort, setSort] = useState<{ key: string; direction: SortDirection }>({ key: 'space', direction: 'asc' });
  const sorted = useMemo(() => {
    const k = sort.key as keyof Row;
    return [...rows].sort((a, b) => (a[k] < b[k] ? -1 : a[k] > b[k] ? 1 : 0) * (sort.direction === 'asc' ? 1 : -1));
  }, [rows, sort]);
  return <Table caption="Ruimtes" columns={columns} rows={sorted} getRowKey={(r) => r.id} sort={sort} onSortChange={setSort} />;
}

const meta: Meta<typeof Table<Row>> = {
  title: 'Data/Table',
  component: Table<Row>,
  args: { caption: 'Ruimtes', columns, rows: data, getRowKey: (r: Row) => r.id, hideCaption: false },
};
export default meta;
type Story = StoryObj<typeof Table<Row>>;

export const Playground: Story = {};
export const Sortable: Story = { render: () => <SortableDemo rows={data} /> };
export const Empty: Story = { args: { rows: [] } };
