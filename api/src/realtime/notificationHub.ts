/**
 * The `notifications` channel (trigger notification_notify) fanned out to the subscribers of the
 * affected account; see channelHub.ts for the connection handling.
 */
import type pg from 'pg';
import { startChannelHub, type ChannelHub } from './channelHub';

export interface NotificationEvent {
  account_id: number;
  venue_id: number | null;
  event_notification_id?: number;
  op?: string;
}

export type NotificationHub = ChannelHub<NotificationEvent>;

export const NOTIFICATIONS_CHANNEL = 'notifications';

export function startNotificationHub(
  connection: string | pg.ClientConfig,
  log?: (message: string) => void,
): Promise<NotificationHub> {
  return startChannelHub<NotificationEvent>({ connection, channel: NOTIFICATIONS_CHANNEL, keyOf: (e) => e.account_id, log });
}
