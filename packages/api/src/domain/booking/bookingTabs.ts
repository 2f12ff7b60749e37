/**
 * The guest's booking list tabs (spec: /bookings/all with UPCOMING, REQUESTS, RESERVATIONS,
 * ARCHIVED). One rule per tab, as data, used by the SQL filter and by `bookingTabOf`.
 * DRAFT bookings belong to no tab.
 */
export const BOOKING_TABS = ['UPCOMING', 'REQUESTS', 'RESERVATIONS', 'ARCHIVED'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

export interface TabRule {
  /** booking_status in this list ... */
  statuses: readonly string[];
  /** ... and booking_type in this list (null: any) ... */
  types: readonly string[] | null;
  /** ... and the meeting has not ended yet. ARCHIVED instead also takes any ended, non-draft booking. */
  open: boolean;
}

/** statuses after which nothing happens any more */
export const FINAL_STATUSES = ['EXPIRED', 'DECLINED', 'CANCELLED', 'COMPLETED'] as const;

export const TAB_RULES: Record<BookingTab, TabRule> = {
  // paid meetings still to come
  UPCOMING: { statuses: ['PAID'], types: null, open: true },
  // on-request bookings waiting for the host
  REQUESTS: { statuses: ['PENDING'], types: ['MANUAL'], open: true },
  // direct bookings held for the guest, not paid yet
  RESERVATIONS: { statuses: ['PENDING', 'PAYMENT_PROCESSING', 'OPTIONAL'], types: ['DIRECT'], open: true },
  // finished one way or another, or simply in the past
  ARCHIVED: { statuses: FINAL_STATUSES, types: null, open: false },
};

export interface BookingForTab {
  booking_status: string;
  booking_type: string;
  booking_end: Date;
}

export function bookingTabOf(booking: BookingForTab, now: Date): BookingTab | null {
  if (booking.booking_status === 'DRAFT') return null;
  const ended = booking.booking_end.getTime() <= now.getTime();
  for (const tab of BOOKING_TABS) {
    const rule = TAB_RULES[tab];
    const statusOk = rule.statuses.includes(booking.booking_status);
    const typeOk = rule.types === null || rule.types.includes(booking.booking_type);
    if (rule.open && statusOk && typeOk && !ended) return tab;
  }
  return 'ARCHIVED';
}
