export { Table } from './Table';
export type { TableProps, TableColumn, SortDirection } from './Table';
