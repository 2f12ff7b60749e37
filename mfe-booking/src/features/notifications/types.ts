import type { GetDayOverviewQuery, GetNotificationsQuery } from '../../generated/graphql';

export type EventNotification = GetNotificationsQuery['get_notifications'][number];
export type NotificationType = EventNotification['event_type'];
export type NotificationStatus = EventNotification['event_status'];
export type DayOverviewBooking = GetDayOverviewQuery['get_day_overview'][number];
