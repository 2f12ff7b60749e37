/** The tabs of /bookings/all (spec section 2), also the `tab` of BookingFilters. */
export const BOOKING_TABS = ['UPCOMING', 'REQUESTS', 'RESERVATIONS', 'ARCHIVED'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

export function isBookingTab(value: string | null): value is BookingTab {
  return value !== null && (BOOKING_TABS as readonly string[]).includes(value);
}

/** Variables of `get_bookings(filters: BookingFilters)`; dates are YYYY-MM-DD days in Europe/Amsterdam. */
export interface BookingFilters {
  tab: BookingTab;
  date_from?: string;
  date_to?: string;
}

/** The fields of the API's Booking type this list shows (money in cents, times ISO UTC). */
export interface BookingListItem {
  booking_id: number;
  booking_status: string;
  /** the status shown to the guest (WAITING_FOR_HOST, UNPAID, PAID, ...), as on the booking's page */
  display_status?: string | null;
  booking_type: string;
  slot_start: string;
  slot_end: string;
  attendees: number;
  /** cents; null before an order exists */
  order_total: number | null;
  space: { space_id: number; space_name: string } | null;
}
