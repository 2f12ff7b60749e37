/**
 * The money side: payment results, payouts and refunds move the order (and with it the booking).
 * Only the system (payment webhook, jobs) takes these transitions. No I/O.
 */
import { applyTransition, canApply, type NextState, type Transition } from './transition';
import type { BookingState, OrderState } from './states';

export const ORDER_ACTIONS = [
  'PAYMENT_STARTED', 'PAYMENT_SUCCEEDED', 'PAYMENT_PARTIAL', 'PAYMENT_FAILED', 'POST_PAYMENT_PAID', 'POST_PAYMENT_PARTIAL',
  'PAYOUT_SUCCEEDED', 'PAYOUT_FAILED', 'REFUND_COMPLETED', 'VENDOR_FEE_PAID',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

const SYSTEM = ['system'] as const;
const open = (...states: OrderState[]) => states.flatMap((s) => [['PENDING', s] as const, ['PAYMENT_PROCESSING', s] as const]);

export const ORDER_TRANSITIONS: readonly Transition<OrderAction>[] = [
  // the guest is at the bank (provider: open/pending): the slot stays held while the payment runs
  { action: 'PAYMENT_STARTED', from: open('PAYMENT_PENDING', 'PAYMENT_FAILED'), to: { booking_status: 'PAYMENT_PROCESSING', order_state: 'PAYMENT_PROCESSING' }, label: 'PAYMENT_PROCESSING', roles: SYSTEM },
  // the provider says paid: the booking is confirmed
  { action: 'PAYMENT_SUCCEEDED', from: open('PAYMENT_PENDING', 'PAYMENT_PROCESSING', 'PAYMENT_FAILED'), to: { booking_status: 'PAID', order_state: 'PAID', waiting_reason: null }, label: 'PAID', roles: SYSTEM },
  // money arrived but less than the order is owed (the price went up after the payment started): not PAID,
  // the rest is still to pay (total_paid holds what came in)
  { action: 'PAYMENT_PARTIAL', from: open('PAYMENT_PENDING', 'PAYMENT_PROCESSING', 'PAYMENT_FAILED'), to: { booking_status: 'PENDING', order_state: 'PAYMENT_PENDING' }, label: 'PAYMENT_PENDING', roles: SYSTEM },
  // failed / cancelled / expired at the bank: back to unpaid, the guest may try again until the deadline
  { action: 'PAYMENT_FAILED', from: open('PAYMENT_PENDING', 'PAYMENT_PROCESSING'), to: { booking_status: 'PENDING', order_state: 'PAYMENT_FAILED' }, label: 'PAYMENT_FAILED', roles: SYSTEM },
  // a post-payment invoice was paid after the meeting: the host's payout is due
  { action: 'POST_PAYMENT_PAID', from: [['PASSED', 'PAYMENT_PENDING'], ['PASSED', 'PAYMENT_PROCESSING'], ['PASSED', 'PAYMENT_FAILED']], to: { booking_status: null, order_state: 'PAYOUT_PENDING' }, label: 'PAID', roles: SYSTEM },
  // part of a post-payment invoice was paid: the rest stays due
  { action: 'POST_PAYMENT_PARTIAL', from: [['PASSED', 'PAYMENT_PENDING'], ['PASSED', 'PAYMENT_PROCESSING'], ['PASSED', 'PAYMENT_FAILED']], to: { booking_status: null, order_state: 'PAYMENT_PENDING' }, label: 'PAYMENT_PENDING', roles: SYSTEM },
  // the host got the money
  { action: 'PAYOUT_SUCCEEDED', from: [['PASSED', 'PAYOUT_PENDING'], ['PASSED', 'PAYOUT_FAILED']], to: { booking_status: 'COMPLETED', order_state: 'PAYOUT_COMPLETED' }, label: 'PAYOUT_COMPLETED', roles: SYSTEM },
  // the payout bounced (e.g. no IBAN): retried later
  { action: 'PAYOUT_FAILED', from: [['PASSED', 'PAYOUT_PENDING']], to: { booking_status: null, order_state: 'PAYOUT_FAILED' }, label: 'PAYOUT_FAILED', roles: SYSTEM },
  // everything paid came back to the guest
  { action: 'REFUND_COMPLETED', from: [['CANCELLED', 'CLOSED_BY_HOST'], ['CANCELLED', 'CLOSED_BY_CUSTOMER']], to: { booking_status: 'REFUNDED', order_state: null }, label: 'REFUNDED', roles: SYSTEM },
  // post-payment: the host paid the platform's service fee
  { action: 'VENDOR_FEE_PAID', from: [['PASSED', '*'], ['COMPLETED', '*'], ['PENDING', 'PAYMENT_PENDING']], to: { booking_status: null, order_state: null }, label: 'SERVICE_FEE_PAID_BY_VENDOR', roles: SYSTEM },
];

/**
 * An order is paid only when everything it is owed has come in: what was paid before plus this
 * payment covers the order total. Anything less leaves it unpaid (PAYMENT_PARTIAL).
 */
export const settlesOrder = (owed: number, paidBefore: number, amount: number): boolean => paidBefore + amount >= owed;

export function orderTransition(state: BookingState, action: OrderAction): NextState {
  return applyTransition(ORDER_TRANSITIONS, state, action, { role: 'SYSTEM' });
}

export const canDoOrder = (state: BookingState, action: OrderAction): boolean => canApply(ORDER_TRANSITIONS, state, action, { role: 'SYSTEM' });

/**
 * An extra CHANGE order (the price difference of an approved change request on a paid booking)
 * moves on its own; the booking stays PAID. Returns the order's next state for a payment result,
 * or null when the result changes nothing (already paid, or a late/duplicate result).
 */
export type ChangeOrderState = 'PAYMENT_PENDING' | 'PAYMENT_PROCESSING' | 'PAYMENT_FAILED' | 'PAID';
export function changeOrderNext(state: string, result: 'PENDING' | 'FAILED' | 'COMPLETED', settles = true): ChangeOrderState | null {
  const unpaid = state === 'PAYMENT_PENDING' || state === 'PAYMENT_FAILED' || state === 'PAYMENT_PROCESSING';
  if (!unpaid) return null;
  if (result === 'COMPLETED') return settles ? 'PAID' : 'PAYMENT_PENDING';
  if (result === 'PENDING') return state === 'PAYMENT_PROCESSING' ? null : 'PAYMENT_PROCESSING';
  return state === 'PAYMENT_FAILED' ? null : 'PAYMENT_FAILED';
}

/** A CHANGE order that still waits for the guest's money. */
export const OPEN_CHANGE_ORDER_STATES: readonly OrderState[] = ['PAYMENT_PENDING', 'PAYMENT_FAILED', 'PAYMENT_PROCESSING'];
export const isOpenChangeOrder = (state: string): boolean => (OPEN_CHANGE_ORDER_STATES as readonly string[]).includes(state);

/**
 * The state an open (unpaid) CHANGE order is closed with: superseded by a newer approved change
 * request, or the booking ended without it (expired / declined) -> EXPIRED; the booking cancelled
 * -> the main order's closed state (CLOSED_BY_HOST / CLOSED_BY_CUSTOMER). Null for a paid/closed order.
 */
export function closedChangeOrderState(state: string, mainOrderNext: OrderState | null = null): OrderState | null {
  if (!isOpenChangeOrder(state)) return null;
  return mainOrderNext === 'CLOSED_BY_HOST' || mainOrderNext === 'CLOSED_BY_CUSTOMER' ? mainOrderNext : 'EXPIRED';
}
