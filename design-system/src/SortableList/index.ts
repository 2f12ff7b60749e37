export { SortableList } from './SortableList';
export type { SortableListProps } from './SortableList';
