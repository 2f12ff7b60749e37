import type { Booking } from './types';

/**
 * What the direct step offers, read from the API's booking (status, order state, payment option,
 * order total): the API decides the flow; this only picks the button.
 * - SEND_REQUEST: a draft that becomes a host request (MANUAL space, discount asked or post-payment)
 * - SUBMIT_FREE: nothing to pay (100 % coupon) and no request pending
 * - PAY: a direct draft, or a reservation waiting for (another) payment
 * - NONE: nothing to do now (waiting for the host, paid, closed, post-payment invoice later)
 */
export type NextAction = 'SEND_REQUEST' | 'SUBMIT_FREE' | 'PAY' | 'NONE';

const PAYABLE_STATES = ['PAYMENT_PENDING', 'PAYMENT_FAILED'];

export function isRequestBooking(booking: Booking): boolean {
  return (
    booking.space?.space_booking_type === 'MANUAL' || booking.is_discount_applied || booking.payment_option === 'POST_PAYMENT'
  );
}

export function nextAction(booking: Booking): NextAction {
  const total = booking.order?.order_total ?? null;
  if (booking.booking_status === 'DRAFT') {
    if (isRequestBooking(booking)) return 'SEND_REQUEST';
    return total === 0 ? 'SUBMIT_FREE' : 'PAY';
  }
  if (booking.booking_status !== 'PENDING' || booking.payment_option === 'POST_PAYMENT') return 'NONE';
  if (!PAYABLE_STATES.includes(booking.order_state ?? '')) return 'NONE';
  return total === 0 ? 'SUBMIT_FREE' : 'PAY';
}
