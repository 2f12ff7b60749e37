// Public API of @zaalplek/design-system (consumed as TypeScript source; a federated singleton).
export * from './theme';
export { designSystemMessages } from './messages';
export type { DesignSystemLocale } from './messages';
export { useDsIntl } from './intl/useDsIntl';
export { truncate } from './utils/truncate';
export { formatEuroCents } from './utils/formatPrice';

export * from './Button';
export * from './Spinner';
export * from './TextField';
export * from './EmptyState';
export * from './SpaceCard';
export * from './Toast';
export * from './NumberField';
export * from './Select';
export * from './TimeSelect';
export * from './Checkbox';
export * from './Radio';
export * from './Modal';
export * from './Tabs';
export * from './Table';
export * from './Pagination';
export * from './Breadcrumbs';
export * from './RatingStars';
export * from './Carousel';
export { useMediaQuery } from './hooks/useMediaQuery';
export * from './DatePicker';
