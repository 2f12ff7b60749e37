/** Every booking status, order state, history label and waiting reason of the spec (guest-and-platform.md section 4). */

/** booking.booking_status (the spec's second set; OPTIONAL stays valid in the DB for old rows and is never produced). */
export const BOOKING_STATUSES = [
  'DRAFT', 'PENDING', 'PAYMENT_PROCESSING', 'PAID', 'PASSED', 'COMPLETED', 'EXPIRED', 'DECLINED', 'CANCELLED', 'REFUNDED',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that occupy a calendar slot (exclusion constraint booking_no_overlap). Host requests are PENDING too. */
export const SLOT_OCCUPYING: readonly BookingStatus[] = ['PENDING', 'PAYMENT_PROCESSING', 'PAID'];
/** Bookings that still bind guest and host: the slot-occupying ones plus OPTIONAL (old rows only). */
export const ACTIVE_BOOKING_STATUSES: readonly string[] = [...SLOT_OCCUPYING, 'OPTIONAL'];
export const FINAL_BOOKING_STATUSES: readonly BookingStatus[] = ['COMPLETED', 'EXPIRED', 'DECLINED', 'CANCELLED', 'REFUNDED'];

/** booking_order.order_state */
export const ORDER_STATES = [
  'HOST_APPROVAL', 'CUSTOMER_APPROVAL', 'PAYMENT_PENDING', 'PAYMENT_PROCESSING', 'PAYMENT_FAILED', 'PAID',
  'PAYOUT_PENDING', 'PAYOUT_COMPLETED', 'PAYOUT_FAILED', 'EXPIRED', 'CLOSED_BY_CUSTOMER', 'CLOSED_BY_HOST',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** The payment provider's outcome as the payments service reports it. */
export const PAYMENT_RESULTS = ['COMPLETED', 'DUPLICATED_REQUEST', 'FAILED', 'PENDING'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

/** The spec's first (display) set, derived from status + order state. */
export const DISPLAY_STATUSES = [
  'WAITING_FOR_HOST', 'WAITING_FOR_CUSTOMER', 'UNPAID', 'PAID', 'CANCELLED_BY_CUSTOMER', 'CANCELLED_BY_HOST',
  'DRAFT', 'PASSED', 'EXPIRED', 'DECLINED',
] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

export const WAITING_REASONS = ['HOST_REPLY', 'GUEST_REPLY', 'CHANGE_APPROVAL'] as const;
export type WaitingReason = (typeof WAITING_REASONS)[number];

export const HISTORY_LABELS = [
  'AWAITS_CONFIRMATION', 'PAYMENT_PENDING', 'PAID', 'PAYMENT_FAILED', 'EXPIRED', 'DECLINED_BY_HOST',
  'CANCELLED_BY_HOST_WITH_REFUND', 'CANCELLED_BY_HOST_WITHOUT_REFUND', 'CANCELLED_BY_GUEST_FULL_REFUND',
  'CANCELLED_BY_GUEST_NO_REFUND', 'AWAITS_VENDOR_PAYMENT', 'PASSED_AWAITING_PAYOUT', 'PAYOUT_COMPLETED',
  'POST_PAYMENT_CONFIRMED_BY_HOST', 'SERVICE_FEE_PAID_BY_VENDOR',
  // ours: events that do not change the status but belong in the timeline
  'DRAFT_CREATED', 'RESERVATION_EXTENDED', 'PAYMENT_PROCESSING', 'PAYOUT_FAILED', 'REFUNDED',
  'CHANGE_REQUESTED', 'CHANGE_APPROVED', 'CHANGE_DECLINED', 'CHANGE_CANCELLED', 'CHANGE_EXPIRED', 'AWAITS_GUEST_REPLY',
] as const;
export type HistoryLabel = (typeof HISTORY_LABELS)[number];

/** History filters of the timeline (spec: all, pending, under review). */
export const HISTORY_FILTERS = ['ALL', 'PENDING', 'UNDER_REVIEW'] as const;

export interface BookingState {
  booking_status: BookingStatus;
  order_state: OrderState;
  waiting_reason: WaitingReason | null;
}

/** The spec's display status for a booking (first status set). */
export function displayStatus(s: Pick<BookingState, 'booking_status' | 'order_state'>): DisplayStatus {
  switch (s.booking_status) {
    case 'DRAFT': return 'DRAFT';
    case 'PENDING':
    case 'PAYMENT_PROCESSING':
      if (s.order_state === 'HOST_APPROVAL') return 'WAITING_FOR_HOST';
      if (s.order_state === 'CUSTOMER_APPROVAL') return 'WAITING_FOR_CUSTOMER';
      return 'UNPAID';
    case 'PAID': return 'PAID';
    case 'PASSED':
    case 'COMPLETED': return 'PASSED';
    case 'EXPIRED': return 'EXPIRED';
    case 'DECLINED': return 'DECLINED';
    case 'CANCELLED':
    case 'REFUNDED': return s.order_state === 'CLOSED_BY_HOST' ? 'CANCELLED_BY_HOST' : 'CANCELLED_BY_CUSTOMER';
  }
}

/** booking.booking_type: DIRECT books at once, MANUAL is a request the host answers. */
export const BOOKING_TYPES = ['DIRECT', 'MANUAL'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

/** booking.payment_method and booking_order.payment_method: iDEAL now, or after the meeting (the API's POST_PAYMENT). */
export const PAYMENT_METHODS = ['DIRECT', 'AFTERPAY'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** booking_order.order_kind: the booking's own order, or the extra order of an approved change request. */
export const ORDER_KINDS = ['BOOKING', 'CHANGE'] as const;

/** booking_order.order_status: the money side of an order (paid, refunded), next to its order_state. */
export const ORDER_STATUSES = ['OPEN', 'PAID', 'REFUNDED', 'PARTIALLY_REFUNDED', 'CANCELLED'] as const;

/** booking_order_item.item_type */
export const ORDER_ITEM_TYPES = ['SPACE', 'CONFIGURATION', 'SERVICE', 'SERVICE_FEE', 'DISCOUNT'] as const;

/** booking_change_request.status and who asked for the change. */
export const CHANGE_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'DECLINED', 'CANCELLED', 'EXPIRED'] as const;
export const CHANGE_REQUESTERS = ['GUEST', 'HOST'] as const;
