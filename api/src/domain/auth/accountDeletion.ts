/** Bookings that block deleting an account: still occupying a slot (or held as option) and not yet ended. */
export const ACTIVE_BOOKING_STATUSES = ['PENDING', 'PAYMENT_PROCESSING', 'PAID', 'OPTIONAL'] as const;

export function isActiveBooking(booking: { booking_status: string; booking_end: Date }, now: Date): boolean {
  return (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(booking.booking_status) && booking.booking_end.getTime() > now.getTime();
}
