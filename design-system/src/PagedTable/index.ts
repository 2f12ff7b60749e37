export { PagedTable, DEFAULT_PAGE_SIZE } from './PagedTable';
export type { PagedTableProps } from './PagedTable';
