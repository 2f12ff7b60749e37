/**
 * The booking process as data (after sharetribe's transactionProcessBooking): every transition
 * between (booking_status, order_state) pairs with the roles that may take it and the history
 * label it writes. Payments, payouts and refunds are in orderMachine.ts. No I/O.
 */
import { TransitionError, applyTransition, canApply, type NextState, type Transition } from './transition';
import type { Actor } from './roles';
import type { BookingState, OrderState } from './states';

export const BOOKING_ACTIONS = [
  'CREATE_RESERVATION', 'CREATE_REQUEST', 'CREATE_DRAFT', 'SUBMIT_DRAFT_RESERVATION', 'SUBMIT_DRAFT_REQUEST', 'DELETE_DRAFT',
  'HOST_APPROVE', 'HOST_CONFIRM_POST_PAYMENT', 'HOST_PROPOSE', 'HOST_DECLINE', 'HOST_APPROVAL_EXPIRE',
  'GUEST_ACCEPT_PROPOSAL', 'GUEST_REJECT_PROPOSAL', 'CUSTOMER_APPROVAL_EXPIRE',
  'EXTEND_RESERVATION', 'RESERVATION_EXPIRE', 'SUBMIT_FREE',
  'GUEST_CANCEL', 'SUPPORT_CANCEL_FULL_REFUND', 'SUPPORT_CANCEL_NO_REFUND', 'HOST_CANCEL_WITH_REFUND', 'HOST_CANCEL_WITHOUT_REFUND',
  'MEETING_END', 'POST_PAYMENT_MEETING_END',
  'CHANGE_REQUEST', 'CHANGE_APPROVE', 'CHANGE_DECLINE', 'CHANGE_CANCEL', 'CHANGE_EXPIRE',
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

const UNPAID: OrderState[] = ['PAYMENT_PENDING', 'PAYMENT_FAILED'];
const pend = (...states: OrderState[]) => states.map((s) => ['PENDING', s] as const);
/** bookings a change request may concern: confirmed or awaiting payment, not while a payment runs */
const CHANGEABLE = [...pend('PAYMENT_PENDING', 'PAYMENT_FAILED'), ['PAID', 'PAID'] as const];

export const BOOKING_TRANSITIONS: readonly Transition<BookingAction>[] = [
  // a direct space: the slot is held at once, the guest pays before ts_payment_expiration_dl
  { action: 'CREATE_RESERVATION', from: [[null, null]], to: { booking_status: 'PENDING', order_state: 'PAYMENT_PENDING', waiting_reason: null }, label: 'PAYMENT_PENDING', roles: ['guest'] },
  // a MANUAL space, a social discount, post-payment or a prospect: the slot is held while the host decides
  { action: 'CREATE_REQUEST', from: [[null, null]], to: { booking_status: 'PENDING', order_state: 'HOST_APPROVAL', waiting_reason: 'HOST_REPLY' }, label: 'AWAITS_CONFIRMATION', roles: ['guest'] },
  // a priced draft that occupies nothing yet
  { action: 'CREATE_DRAFT', from: [[null, null]], to: { booking_status: 'DRAFT', order_state: 'PAYMENT_PENDING', waiting_reason: null }, label: 'DRAFT_CREATED', roles: ['guest'] },
  // submitting a draft is creating it for real (the slot is checked again)
  { action: 'SUBMIT_DRAFT_RESERVATION', from: [['DRAFT', '*']], to: { booking_status: 'PENDING', order_state: 'PAYMENT_PENDING', waiting_reason: null }, label: 'PAYMENT_PENDING', roles: ['guest'] },
  { action: 'SUBMIT_DRAFT_REQUEST', from: [['DRAFT', '*']], to: { booking_status: 'PENDING', order_state: 'HOST_APPROVAL', waiting_reason: 'HOST_REPLY' }, label: 'AWAITS_CONFIRMATION', roles: ['guest'] },
  // only drafts are deleted (is_deleted); the status stays DRAFT
  { action: 'DELETE_DRAFT', from: [['DRAFT', '*']], to: { booking_status: null, order_state: null }, label: 'DRAFT_CREATED', roles: ['guest', 'admin'] },
  // the host accepts a request: the guest pays next
  { action: 'HOST_APPROVE', from: pend('HOST_APPROVAL'), to: { booking_status: null, order_state: 'PAYMENT_PENDING', waiting_reason: null }, label: 'PAYMENT_PENDING', roles: ['host'] },
  // the host accepts a post-payment request: the guest pays the invoice after the meeting
  { action: 'HOST_CONFIRM_POST_PAYMENT', from: pend('HOST_APPROVAL'), to: { booking_status: null, order_state: 'PAYMENT_PENDING', waiting_reason: null }, label: 'POST_PAYMENT_CONFIRMED_BY_HOST', roles: ['host'] },
  // the host answers a request with other terms: the guest must agree (CUSTOMER_APPROVAL)
  { action: 'HOST_PROPOSE', from: pend('HOST_APPROVAL'), to: { booking_status: null, order_state: 'CUSTOMER_APPROVAL', waiting_reason: 'GUEST_REPLY' }, label: 'AWAITS_GUEST_REPLY', roles: ['host'] },
  // the host says no: the slot is freed
  { action: 'HOST_DECLINE', from: pend('HOST_APPROVAL', 'CUSTOMER_APPROVAL'), to: { booking_status: 'DECLINED', order_state: 'CLOSED_BY_HOST', waiting_reason: null }, label: 'DECLINED_BY_HOST', roles: ['host'] },
  // host_approval_th (prospects: 48 h) ran out: declined automatically
  { action: 'HOST_APPROVAL_EXPIRE', from: pend('HOST_APPROVAL'), to: { booking_status: 'DECLINED', order_state: 'EXPIRED', waiting_reason: null }, label: 'EXPIRED', roles: ['system'] },
  // the guest agrees to the host's terms and pays next
  { action: 'GUEST_ACCEPT_PROPOSAL', from: pend('CUSTOMER_APPROVAL'), to: { booking_status: null, order_state: 'PAYMENT_PENDING', waiting_reason: null }, label: 'PAYMENT_PENDING', roles: ['guest'] },
  // the guest refuses the host's terms
  { action: 'GUEST_REJECT_PROPOSAL', from: pend('CUSTOMER_APPROVAL'), to: { booking_status: 'CANCELLED', order_state: 'CLOSED_BY_CUSTOMER', waiting_reason: null }, label: 'CANCELLED_BY_GUEST_NO_REFUND', roles: ['guest'] },
  // the guest did not answer in time (ts_customer_approval_dl)
  { action: 'CUSTOMER_APPROVAL_EXPIRE', from: pend('CUSTOMER_APPROVAL'), to: { booking_status: 'EXPIRED', order_state: 'EXPIRED', waiting_reason: null }, label: 'EXPIRED', roles: ['system'] },
  // one extension of an unpaid reservation (the service checks is_reservation_extended)
  { action: 'EXTEND_RESERVATION', from: pend(...UNPAID), to: { booking_status: null, order_state: null }, label: 'RESERVATION_EXTENDED', roles: ['guest'] },
  // not paid before ts_payment_expiration_dl: the slot is freed
  { action: 'RESERVATION_EXPIRE', from: pend(...UNPAID), to: { booking_status: 'EXPIRED', order_state: 'EXPIRED', waiting_reason: null }, label: 'EXPIRED', roles: ['system'] },
  // a free booking (100 % coupon, total 0) is confirmed without a payment
  { action: 'SUBMIT_FREE', from: pend('PAYMENT_PENDING'), to: { booking_status: 'PAID', order_state: 'PAID', waiting_reason: null }, label: 'PAID', roles: ['guest'] },
  // the guest withdraws an unpaid reservation or request: nothing was paid, nothing to refund
  { action: 'GUEST_CANCEL', from: [...pend('HOST_APPROVAL', 'CUSTOMER_APPROVAL', ...UNPAID), ['DRAFT', '*']], to: { booking_status: 'CANCELLED', order_state: 'CLOSED_BY_CUSTOMER', waiting_reason: null }, label: 'CANCELLED_BY_GUEST_NO_REFUND', roles: ['guest'] },
  // support cancels a paid booking for the guest, early enough: full refund
  { action: 'SUPPORT_CANCEL_FULL_REFUND', from: [['PAID', 'PAID']], to: { booking_status: 'CANCELLED', order_state: 'CLOSED_BY_CUSTOMER', waiting_reason: null }, label: 'CANCELLED_BY_GUEST_FULL_REFUND', roles: ['admin'] },
  // support cancels a paid booking for the guest too late: no refund, the host is paid out in full
  { action: 'SUPPORT_CANCEL_NO_REFUND', from: [['PAID', 'PAID']], to: { booking_status: 'CANCELLED', order_state: 'CLOSED_BY_CUSTOMER', waiting_reason: null }, label: 'CANCELLED_BY_GUEST_NO_REFUND', roles: ['admin'] },
  // the host cancels a paid booking (needs ALLOWED_TO_CANCEL_PAID_BOOKINGS_AS_VENDOR): the guest gets everything back
  { action: 'HOST_CANCEL_WITH_REFUND', from: [['PAID', 'PAID']], to: { booking_status: 'CANCELLED', order_state: 'CLOSED_BY_HOST', waiting_reason: null }, label: 'CANCELLED_BY_HOST_WITH_REFUND', roles: ['host'] },
  // the host cancels an unpaid booking (incl. a confirmed post-payment booking): nothing to refund
  { action: 'HOST_CANCEL_WITHOUT_REFUND', from: pend(...UNPAID, 'CUSTOMER_APPROVAL'), to: { booking_status: 'CANCELLED', order_state: 'CLOSED_BY_HOST', waiting_reason: null }, label: 'CANCELLED_BY_HOST_WITHOUT_REFUND', roles: ['host'] },
  // the meeting is over: the host's payout is due 48 h later
  { action: 'MEETING_END', from: [['PAID', 'PAID']], to: { booking_status: 'PASSED', order_state: 'PAYOUT_PENDING', waiting_reason: null }, label: 'PASSED_AWAITING_PAYOUT', roles: ['system'] },
  // a post-payment meeting is over: the final invoice goes out, the guest pays it later
  { action: 'POST_PAYMENT_MEETING_END', from: pend('PAYMENT_PENDING', 'PAYMENT_FAILED'), to: { booking_status: 'PASSED', order_state: null, waiting_reason: null }, label: 'PAYMENT_PENDING', roles: ['system'] },
  // either side asks to change a booking; it stays valid as it is until the other side approves
  { action: 'CHANGE_REQUEST', from: CHANGEABLE, to: { booking_status: null, order_state: null, waiting_reason: 'CHANGE_APPROVAL' }, label: 'CHANGE_REQUESTED', roles: ['guest', 'host'] },
  // the other side approves: the booking takes the new terms (extra payment, refund or nothing)
  { action: 'CHANGE_APPROVE', from: CHANGEABLE, to: { booking_status: null, order_state: null, waiting_reason: null }, label: 'CHANGE_APPROVED', roles: ['guest', 'host'] },
  { action: 'CHANGE_DECLINE', from: CHANGEABLE, to: { booking_status: null, order_state: null, waiting_reason: null }, label: 'CHANGE_DECLINED', roles: ['guest', 'host'] },
  { action: 'CHANGE_CANCEL', from: CHANGEABLE, to: { booking_status: null, order_state: null, waiting_reason: null }, label: 'CHANGE_CANCELLED', roles: ['guest', 'host'] },
  // not answered in time: discarded automatically, the booking is unchanged
  { action: 'CHANGE_EXPIRE', from: [...CHANGEABLE, ['PAYMENT_PROCESSING', '*'], ['PASSED', '*'], ['CANCELLED', '*'], ['EXPIRED', '*']], to: { booking_status: null, order_state: null, waiting_reason: null }, label: 'CHANGE_EXPIRED', roles: ['system'] },
];

export function bookingTransition(state: BookingState | null, action: BookingAction, actor: Actor): NextState {
  // the spec's own message for a guest trying to cancel what is already paid: go to support
  if (action === 'GUEST_CANCEL' && state && ['PAID', 'PAYMENT_PROCESSING'].includes(state.booking_status) && actor.role === 'GUEST') {
    throw new TransitionError('paid_booking_cancel_not_allowed');
  }
  return applyTransition(BOOKING_TRANSITIONS, state, action, actor);
}

export const canDoBooking = (state: BookingState | null, action: BookingAction, actor: Actor): boolean =>
  canApply(BOOKING_TRANSITIONS, state, action, actor);
