export type NotificationType = 'ACTION' | 'NOTIFICATION' | 'SYSTEM';
export type NotificationStatus = 'ACTIVE' | 'EXPIRED' | 'PERFORMED';

export interface EventNotification {
  event_notification_id: number;
  event_name: string;
  event_type: NotificationType;
  event_status: NotificationStatus;
  is_read: boolean;
  venue_id: number | null;
  venue_name: string | null;
  booking_id: number | null;
  space_id: number | null;
  space_name: string | null;
  booking_start: string | null;
  ts_created: string;
  payload: Record<string, unknown> | null;
}

export interface DayOverviewBooking {
  booking_id: number;
  booking_status: string;
  attendees: number;
  slot_start: string;
  slot_end: string;
  space_id: number;
  space_name: string;
  venue_id: number;
  venue_name: string;
  order_items: Array<{ type: string; name: string; quantity: number }>;
}
