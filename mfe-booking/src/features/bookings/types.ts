import type { BookingFilters as GeneratedBookingFilters, GetBookingsQuery } from '../../generated/graphql';

/** The tabs of /bookings/all (spec section 2), also the `tab` of BookingFilters. */
export const BOOKING_TABS = ['UPCOMING', 'REQUESTS', 'RESERVATIONS', 'ARCHIVED'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

export function isBookingTab(value: string | null): value is BookingTab {
  return value !== null && (BOOKING_TABS as readonly string[]).includes(value);
}

/** Variables of `get_bookings(filters: BookingFilters)`; dates are YYYY-MM-DD days in Europe/Amsterdam. */
export type BookingFilters = Omit<GeneratedBookingFilters, 'tab'> & { tab: BookingTab };

/**
 * The fields of the API's Booking type this list shows (money in cents, times ISO UTC): display_status is
 * the status shown to the guest (WAITING_FOR_HOST, UNPAID, PAID, ...); order_total is null before an order exists.
 */
export type BookingListItem = GetBookingsQuery['get_bookings'][number];
