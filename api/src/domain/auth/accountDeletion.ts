import { ACTIVE_BOOKING_STATUSES } from '../booking/states';

/** Bookings that block deleting an account: still occupying a slot (or held as option) and not yet ended. */

export function isActiveBooking(booking: { booking_status: string; booking_end: Date }, now: Date): boolean {
  return ACTIVE_BOOKING_STATUSES.includes(booking.booking_status) && booking.booking_end.getTime() > now.getTime();
}
