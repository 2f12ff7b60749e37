// @zaalplek/design-system/core: what a guest's first page renders (theme, buttons, the search form's
// fields, cards, carousel, tabs, toasts). A federated singleton of its own, so the first load of the
// home page carries only these; the package's root (src/index.ts) re-exports them from here (the
// same shared instance) and adds the components of later pages (tables, dialogs, chat, notifications).
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
export * from './Tabs';
export * from './Carousel';
export { useMediaQuery } from './hooks/useMediaQuery';
export * from './DatePicker';
