/**
 * The guest's booking list tabs (spec: /bookings/all with UPCOMING, REQUESTS, RESERVATIONS,
 * ARCHIVED), from booking status + order state (contract "Booking"):
 * - REQUESTS: PENDING while the host (HOST_APPROVAL) or the guest (CUSTOMER_APPROVAL) must answer
 *   (old rows without an order: PENDING on a MANUAL space);
 * - RESERVATIONS: direct bookings held unpaid (PENDING / PAYMENT_PROCESSING, not a request);
 * - UPCOMING: PAID, confirmed post-payment bookings (paid by invoice after the meeting), and accepted
 *   requests waiting for the guest's payment (the guest looks for them there; the list marks them);
 * - ARCHIVED: final statuses, PASSED, or anything whose meeting has ended.
 * DRAFT bookings belong to no tab. `bookingTabOf` is the rule; `TAB_SQL` is the same rule in SQL.
 */
export const BOOKING_TABS = ['UPCOMING', 'REQUESTS', 'RESERVATIONS', 'ARCHIVED'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

/** statuses after which nothing happens any more (PASSED/REFUNDED: the meeting is over or the money back) */
export const FINAL_STATUSES = ['EXPIRED', 'DECLINED', 'CANCELLED', 'COMPLETED', 'REFUNDED', 'PASSED'] as const;
const APPROVAL = ['HOST_APPROVAL', 'CUSTOMER_APPROVAL'];
const HELD = ['PENDING', 'PAYMENT_PROCESSING', 'OPTIONAL'];

export interface BookingForTab {
  booking_status: string;
  booking_type: string;
  booking_end: Date;
  order_state?: string | null;
  payment_method?: string | null;
}

export function bookingTabOf(b: BookingForTab, now: Date): BookingTab | null {
  if (b.booking_status === 'DRAFT') return null;
  if (b.booking_end.getTime() <= now.getTime() || (FINAL_STATUSES as readonly string[]).includes(b.booking_status)) return 'ARCHIVED';
  if (b.booking_status === 'PAID') return 'UPCOMING';
  if (!HELD.includes(b.booking_status)) return 'ARCHIVED';
  const state = b.order_state ?? null;
  if (state ? APPROVAL.includes(state) : b.booking_type === 'MANUAL') return 'REQUESTS';
  if (b.payment_method === 'AFTERPAY') return 'UPCOMING';
  if (b.booking_type !== 'DIRECT') return 'UPCOMING'; // an accepted request, to be paid
  return 'RESERVATIONS';
}

/**
 * The same rule as a SQL CASE over `b` (booking) and `o_state` / `o_method` (main order's state and
 * payment method, possibly null); `?` = now.
 */
export const TAB_SQL = `CASE
  WHEN b.booking_status = 'DRAFT' THEN NULL
  WHEN b.booking_end <= ? OR b.booking_status IN (${FINAL_STATUSES.map((s) => `'${s}'`).join(',')}) THEN 'ARCHIVED'
  WHEN b.booking_status = 'PAID' THEN 'UPCOMING'
  WHEN b.booking_status NOT IN (${HELD.map((s) => `'${s}'`).join(',')}) THEN 'ARCHIVED'
  WHEN (o_state IS NOT NULL AND o_state IN (${APPROVAL.map((s) => `'${s}'`).join(',')})) OR (o_state IS NULL AND b.booking_type = 'MANUAL') THEN 'REQUESTS'
  WHEN o_method = 'AFTERPAY' THEN 'UPCOMING'
  WHEN b.booking_type <> 'DIRECT' THEN 'UPCOMING'
  ELSE 'RESERVATIONS' END`;
