export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { pageWindow } from './pageWindow';
