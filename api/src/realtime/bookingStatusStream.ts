/**
 * The stream behind wait_for_booking_status: the booking's current status at once, then again on
 * every event of the booking on the hub (channel booking_status: booking status, and the order
 * state of ANY of its orders, main or CHANGE; a null event after a reconnect). Each event re-reads
 * the booking; an update is sent when the booking status, the main order state or the state of one
 * of its CHANGE orders moved, so paying the difference of an approved change request (the booking
 * stays PAID/PAID) still wakes the client waiting after checkout.
 */
import type { Knex } from 'knex';
import { displayStatus } from '../domain/booking/states';
import { loadBooking } from '../services/booking/store';
import type { BookingStatusHub } from './bookingStatusHub';
import { Pushable } from './pushable';

export interface BookingStatusUpdate {
  booking_id: number;
  booking_status: string;
  order_state: string | null;
  display_status: string | null;
}

/** What an update is compared on: booking status, main order state, and every CHANGE order's state. */
async function readState(knex: Knex, bookingId: number): Promise<{ update: BookingStatusUpdate; key: string } | null> {
  const rec = await loadBooking(knex, bookingId);
  if (!rec) return null;
  const changes = await knex('booking_order').where({ booking_id: bookingId, order_kind: 'CHANGE' }).orderBy('order_id').select('order_id', 'order_state');
  const update = { booking_id: rec.booking_id, booking_status: rec.booking_status, order_state: rec.order_state, display_status: displayStatus(rec) };
  const key = [update.booking_status, update.order_state, ...changes.map((c) => `${c.order_id}:${c.order_state}`)].join('/');
  return { update, key };
}

/** Subscribes to the hub and returns the stream; ending the stream unsubscribes. Events are handled in order. */
export async function bookingStatusStream(knex: Knex, hub: BookingStatusHub, bookingId: number): Promise<AsyncIterableIterator<BookingStatusUpdate>> {
  let last = '';
  let chain = Promise.resolve();
  let unsubscribe = () => undefined as void;
  const stream = new Pushable<BookingStatusUpdate>(() => unsubscribe());
  const refresh = () => {
    chain = chain.then(async () => {
      try {
        const state = await readState(knex, bookingId);
        if (state && state.key !== last) {
          last = state.key;
          stream.push(state.update);
        }
      } catch (err) {
        console.error('wait_for_booking_status: read failed', err);
      }
    });
  };
  unsubscribe = hub.subscribe(bookingId, () => refresh());
  refresh();
  await chain;
  return stream;
}
