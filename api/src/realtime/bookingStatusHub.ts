/**
 * The `booking_status` channel (triggers booking_status_notify on booking and booking_order) fanned
 * out to the subscribers of that booking; see channelHub.ts for the connection handling.
 * startServer starts it and registers it here; wait_for_booking_status reads it.
 */
import type pg from 'pg';
import { startChannelHub, type ChannelHub } from './channelHub';

export interface BookingStatusEvent {
  booking_id: number;
  account_id: number;
  booking_status: string;
  order_state: string | null;
}

export type BookingStatusHub = ChannelHub<BookingStatusEvent>;

export const BOOKING_STATUS_CHANNEL = 'booking_status';

let current: BookingStatusHub | null = null;
/** The process's hub (null when the server did not start one, e.g. plain HTTP test apps). */
export const bookingStatusHub = (): BookingStatusHub | null => current;

export async function startBookingStatusHub(
  connection: string | pg.ClientConfig,
  log?: (message: string) => void,
): Promise<BookingStatusHub> {
  const inner = await startChannelHub<BookingStatusEvent>({ connection, channel: BOOKING_STATUS_CHANNEL, keyOf: (e) => e.booking_id, log });
  const hub: BookingStatusHub = {
    subscribe: inner.subscribe,
    isConnected: inner.isConnected,
    async close() {
      if (current === hub) current = null;
      await inner.close();
    },
  };
  current = hub;
  return hub;
}
