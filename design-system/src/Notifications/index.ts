export { NotificationBell, BELL_MAX } from './NotificationBell';
export type { NotificationBellProps } from './NotificationBell';
export { NotificationItem } from './NotificationItem';
export type { NotificationItemProps, NotificationType, NotificationStatus } from './NotificationItem';
export { DayOverviewTable } from './DayOverviewTable';
export type { DayOverviewTableProps, DayOverviewRow, DayOverviewItem } from './DayOverviewTable';
