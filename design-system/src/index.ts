// Public API of @zaalplek/design-system (consumed as TypeScript source; a federated singleton).
// The first page's components come from @zaalplek/design-system/core (src/core.ts, a singleton of
// its own): imported by package name so the root and the core share one instance of each.
export * from '@zaalplek/design-system/core';
export { parseMoney, formatMoneyInput, type ParsedMoney } from './utils/money';

export * from './MoneyField';
export * from './Checkbox';
export * from './Radio';
export * from './Modal';
export * from './Table';
export * from './Pagination';
export * from './PagedTable';
export * from './SortableList';
export * from './ConfirmWithReasonDialog';
export * from './Breadcrumbs';
export * from './RatingStars';
export * from './Notifications';
export * from './ChatMessageList';
export * from './ChatInput';
export * from './ChatLink';
export { Calendar, type CalendarProps } from './DatePicker/Calendar';
