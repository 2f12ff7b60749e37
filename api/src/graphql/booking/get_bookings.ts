/** get_bookings(filters): the caller's bookings as booker, by tab and date range. */
import { requireLogin } from '../../auth/guards';
import { ApiError } from '../../errors/ApiError';
import { TAB_SQL, type BookingTab } from '../../domain/booking/bookingTabs';
import { TIME_ZONE } from '../../domain/availability/amsterdamTime';
import { displayStatus, type BookingStatus, type OrderState } from '../../domain/booking/states';
import { clock } from '../../jobs/clock';
import type { GraphQLContext } from '../context';
import { toSpaceCard } from '../search/rows';

interface BookingFilters {
  tab?: BookingTab | null;
  date_from?: string | null;
  date_to?: string | null;
}

interface BookingRow {
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

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function checkDay(field: 'date_from' | 'date_to', value: string | null | undefined): string | null {
  if (value == null || value === '') return null;
  if (!DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new ApiError('FIELD_VALIDATION', { entity: 'booking_filters', key: 'invalid_date', meta: { field, fields: { [field]: 'invalid_date' } } });
  }
  return value;
}

export async function get_bookings(_: unknown, args: { filters?: BookingFilters | null }, ctx: GraphQLContext) {
  const viewer = requireLogin(ctx.viewer);
  const filters = args.filters ?? {};
  const from = checkDay('date_from', filters.date_from);
  const to = checkDay('date_to', filters.date_to);
  if (from && to && from > to) {
    throw new ApiError('FIELD_VALIDATION', { entity: 'booking_filters', key: 'from_after_to', meta: { field: 'date_from', fields: { date_from: 'from_after_to' } } });
  }
  const now = clock.now();
  // the main order (first BOOKING order) gives order_state / payment method for the tab and display status
  const inner = ctx.knex('booking as b')
    .joinRaw(`LEFT JOIN LATERAL (SELECT o.order_total, o.order_state AS o_state, o.payment_method AS o_method FROM booking_order o
      WHERE o.booking_id = b.booking_id AND o.order_kind = 'BOOKING' ORDER BY o.order_id LIMIT 1) mo ON true`)
    .where('b.account_id', viewer.accountId)
    .whereNot('b.booking_status', 'DRAFT')
    .where('b.is_deleted', false)
    .select(
      'b.booking_id', 'b.booking_hash', 'b.booking_status', 'b.booking_type', 'b.booking_start', 'b.booking_end',
      'b.attendees', 'b.meeting_name', 'b.ts_created', 'b.space_id', 'mo.order_total', 'mo.o_state as order_state',
      ctx.knex.raw(`${TAB_SQL} AS tab`, [now]),
    );
  const q = ctx.knex.from(inner.as('b'))
    .select('*')
    // what is still to come: soonest first; the archive (and everything at once): latest first
    .orderBy(filters.tab && filters.tab !== 'ARCHIVED'
      ? [{ column: 'b.booking_start', order: 'asc' }, { column: 'b.booking_id', order: 'asc' }]
      : [{ column: 'b.booking_start', order: 'desc' }, { column: 'b.booking_id', order: 'desc' }])
    .limit(500);
  if (filters.tab) q.where('b.tab', filters.tab);
  if (from) q.whereRaw(`b.booking_start >= (?::date)::timestamp AT TIME ZONE ?`, [from, TIME_ZONE]);
  if (to) q.whereRaw(`b.booking_start < ((?::date) + 1)::timestamp AT TIME ZONE ?`, [to, TIME_ZONE]);
  const rows: BookingRow[] = await q;
  return rows.map((r) => ({
    booking_id: r.booking_id,
    booking_hash: r.booking_hash,
    booking_status: r.booking_status,
    booking_type: r.booking_type,
    slot_start: r.booking_start.toISOString(),
    slot_end: r.booking_end.toISOString(),
    attendees: r.attendees,
    meeting_name: r.meeting_name,
    ts_created: r.ts_created.toISOString(),
    order_total: r.order_total,
    space_id: r.space_id,
    order_state: r.order_state,
    display_status: displayStatus({
      booking_status: r.booking_status as BookingStatus,
      order_state: (r.order_state ?? (r.booking_type === 'MANUAL' ? 'HOST_APPROVAL' : 'PAYMENT_PENDING')) as OrderState,
    }) ?? null,
  }));
}

/** Booking.space: the booked space's card (also when it is no longer public). */
export const bookingTypeResolvers = {
  Booking: {
    space: async (booking: { space_id: number }, _: unknown, ctx: GraphQLContext) => {
      const row = await ctx.loaders.space.load(booking.space_id);
      return row ? toSpaceCard(row) : null;
    },
  },
};
