/**
 * The guest's bookings list. Stays SQL because the tab (domain/booking/bookingTabs TAB_SQL) is a
 * CASE over status, the main order's state and the time that the list filters and sorts on.
 */
import type { Knex } from 'knex';
import { TIME_ZONE } from '../domain/availability/amsterdamTime';
import { TAB_SQL, type BookingTab } from '../domain/booking/bookingTabs';

export interface GuestBookingRow {
  booking_id: number;
  booking_hash: string;
  booking_status: string;
  booking_type: string;
  booking_start: Date;
  booking_end: Date;
  attendees: number;
  meeting_name: string | null;
  ts_created: Date;
  space_id: number;
  order_total: number | null;
  order_state: string | null;
  tab: BookingTab | null;
}

/** Non-draft, not deleted bookings of the account; `from`/`to` are Europe/Amsterdam days (YYYY-MM-DD) of the start. At most 500. */
export async function guestBookings(
  knex: Knex,
  accountId: number,
  f: { tab: BookingTab | null; from: string | null; to: string | null },
  now: Date,
): Promise<GuestBookingRow[]> {
  // the main order (first BOOKING order) gives order_state / payment method for the tab and display status
  const inner = knex('booking as b')
    .joinRaw(`LEFT JOIN LATERAL (SELECT o.order_total, o.order_state AS o_state, o.payment_method AS o_method FROM booking_order o
      WHERE o.booking_id = b.booking_id AND o.order_kind = 'BOOKING' ORDER BY o.order_id LIMIT 1) mo ON true`)
    .where('b.account_id', accountId)
    .whereNot('b.booking_status', 'DRAFT')
    .where('b.is_deleted', false)
    .select(
      'b.booking_id', 'b.booking_hash', 'b.booking_status', 'b.booking_type', 'b.booking_start', 'b.booking_end',
      'b.attendees', 'b.meeting_name', 'b.ts_created', 'b.space_id', 'mo.order_total', 'mo.o_state as order_state',
      knex.raw(`${TAB_SQL} AS tab`, [now]),
    );
  const q = knex.from(inner.as('b'))
    .select('*')
    // what is still to come: soonest first; the archive (and everything at once): latest first
    .orderBy(f.tab && f.tab !== 'ARCHIVED'
      ? [{ column: 'b.booking_start', order: 'asc' }, { column: 'b.booking_id', order: 'asc' }]
      : [{ column: 'b.booking_start', order: 'desc' }, { column: 'b.booking_id', order: 'desc' }])
    .limit(500);
  if (f.tab) q.where('b.tab', f.tab);
  if (f.from) q.whereRaw(`b.booking_start >= (?::date)::timestamp AT TIME ZONE ?`, [f.from, TIME_ZONE]);
  if (f.to) q.whereRaw(`b.booking_start < ((?::date) + 1)::timestamp AT TIME ZONE ?`, [f.to, TIME_ZONE]);
  return q;
}
