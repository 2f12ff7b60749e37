/** get_bookings(filters): the caller's bookings as booker, by tab and date range. */
import { requireLogin } from '../../auth/guards';
import { displayStatus, type BookingStatus, type OrderState } from '../../domain/booking/states';
import { clock } from '../../jobs/clock';
import { listGuestBookings, type GuestBookingFilters } from '../../services/booking/guestBookings';
import type { GraphQLContext } from '../context';
import { toSpaceCard } from '../search/rows';

export async function get_bookings(_: unknown, args: { filters?: GuestBookingFilters | null }, ctx: GraphQLContext) {
  const viewer = requireLogin(ctx.viewer);
  const rows = await listGuestBookings(ctx.knex, viewer.accountId, args.filters ?? {}, clock.now());
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
