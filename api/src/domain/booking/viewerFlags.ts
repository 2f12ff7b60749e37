/**
 * What the viewer may do with a booking (the `can_be_*` flags) and which of the spec's screen
 * modes the booking screen shows them. Derived from the booking machine, so the buttons never
 * offer a transition the API would refuse. Pure.
 */
import { canDoBooking } from './bookingMachine';
import { CANCEL_PAID_AS_VENDOR, type Actor } from './roles';
import type { BookingState } from './states';

export interface BookingFacts extends BookingState {
  booking_start: Date;
  booking_end: Date;
  payment_method: 'DIRECT' | 'AFTERPAY' | null;
  order_total: number;
  total_paid: number;
  refunded_total: number;
  is_reservation_extended: boolean;
  has_pending_change_request: boolean;
  /** post-payment invoice due date (null before the final invoice) */
  ts_invoice_due: Date | null;
  /** last cancellation label in the history (CANCELLED_BY_...) */
  last_label: string | null;
}

export interface ViewerFlags {
  can_be_edited: boolean;
  can_be_cancelled: boolean;
  can_extend_reservation: boolean;
  can_be_paid: boolean;
  can_be_approved: boolean;
  can_be_declined: boolean;
  can_be_deleted: boolean;
  can_be_rebooked: boolean;
  can_request_change: boolean;
}

const isGuest = (a: Actor) => a.role === 'GUEST';

export function viewerFlags(b: BookingFacts, actor: Actor, now: Date): ViewerFlags {
  const ended = b.booking_end.getTime() <= now.getTime();
  const state: BookingState = { booking_status: b.booking_status, order_state: b.order_state, waiting_reason: b.waiting_reason };
  const paidOrUnpaidDirect = b.payment_method !== 'AFTERPAY' && b.order_total > 0;
  let cancel = false;
  if (!ended) {
    if (isGuest(actor)) cancel = canDoBooking(state, 'GUEST_CANCEL', actor) && b.booking_status !== 'DRAFT';
    else if (actor.role === 'ADMIN') cancel = ['SUPPORT_CANCEL_FULL_REFUND', 'HOST_CANCEL_WITHOUT_REFUND'].some((a) => canDoBooking(state, a as never, actor));
    else {
      const paidAllowed = (actor.permissions ?? []).includes(CANCEL_PAID_AS_VENDOR);
      cancel = canDoBooking(state, 'HOST_CANCEL_WITHOUT_REFUND', actor) || (paidAllowed && canDoBooking(state, 'HOST_CANCEL_WITH_REFUND', actor));
    }
  }
  const changeable = !ended && !b.has_pending_change_request && canDoBooking(state, 'CHANGE_REQUEST', actor);
  return {
    can_be_edited: isGuest(actor) && b.booking_status === 'DRAFT' ? true : changeable,
    can_be_cancelled: cancel,
    can_extend_reservation: isGuest(actor) && !ended && paidOrUnpaidDirect && !b.is_reservation_extended && canDoBooking(state, 'EXTEND_RESERVATION', actor),
    can_be_paid: isGuest(actor) && !ended && paidOrUnpaidDirect && b.booking_status === 'PENDING' && ['PAYMENT_PENDING', 'PAYMENT_FAILED'].includes(b.order_state),
    can_be_approved: !ended && canDoBooking(state, 'HOST_APPROVE', actor),
    can_be_declined: !ended && canDoBooking(state, 'HOST_DECLINE', actor),
    can_be_deleted: canDoBooking(state, 'DELETE_DRAFT', actor),
    can_be_rebooked: isGuest(actor) && ['EXPIRED', 'DECLINED'].includes(b.booking_status) && b.booking_start.getTime() > now.getTime(),
    can_request_change: changeable,
  };
}

export const SCREEN_MODES = [
  'BOOKING_REQUEST_GUEST_VIEW', 'BOOKING_REQUEST_VENDOR_VIEW', 'CUSTOMER_CANCEL_WITH_REFUND', 'CUSTOMER_CANCEL_WITHOUT_REFUND',
  'EDIT_BOOKING', 'POST_PAYMENT_FOR_BOOKER', 'POST_PAYMENT_FOR_VENDOR', 'VENDOR_CANCEL', 'VENDOR_CANCEL_WITH_REFUND',
  'VENDOR_POST_PAYMENT_INVOICING', 'OVERDUE_PAYMENT', 'PASSED', 'PAY', 'RESERVED', 'REVIEW', 'USER_INFO', 'EXPIRED', 'FINANCE', 'DECLINED',
] as const;
export type ScreenMode = (typeof SCREEN_MODES)[number];

/** The booking screen's mode for this viewer (spec section 2). null for a draft (the booking flow shows it). */
export function screenMode(b: BookingFacts, actor: Actor, now: Date): ScreenMode | null {
  const guestSide = isGuest(actor);
  const afterpay = b.payment_method === 'AFTERPAY';
  switch (b.booking_status) {
    case 'DRAFT':
      return null;
    case 'PENDING':
    case 'PAYMENT_PROCESSING':
      if (b.order_state === 'HOST_APPROVAL' || b.order_state === 'CUSTOMER_APPROVAL') return guestSide ? 'BOOKING_REQUEST_GUEST_VIEW' : 'BOOKING_REQUEST_VENDOR_VIEW';
      if (afterpay) {
        if (b.ts_invoice_due && b.ts_invoice_due.getTime() < now.getTime()) return guestSide ? 'OVERDUE_PAYMENT' : 'VENDOR_POST_PAYMENT_INVOICING';
        return guestSide ? 'POST_PAYMENT_FOR_BOOKER' : 'POST_PAYMENT_FOR_VENDOR';
      }
      return guestSide ? 'PAY' : 'RESERVED';
    case 'PAID':
      if (b.booking_end.getTime() <= now.getTime()) return guestSide ? 'REVIEW' : 'PASSED';
      return guestSide && b.has_pending_change_request ? 'EDIT_BOOKING' : 'RESERVED';
    case 'PASSED':
    case 'COMPLETED':
      if (afterpay && b.total_paid < b.order_total) {
        if (b.ts_invoice_due && b.ts_invoice_due.getTime() < now.getTime()) return guestSide ? 'OVERDUE_PAYMENT' : 'VENDOR_POST_PAYMENT_INVOICING';
        return guestSide ? 'POST_PAYMENT_FOR_BOOKER' : 'VENDOR_POST_PAYMENT_INVOICING';
      }
      return guestSide ? 'REVIEW' : 'PASSED';
    case 'EXPIRED':
      return 'EXPIRED';
    case 'DECLINED':
      return b.order_state === 'EXPIRED' ? 'EXPIRED' : 'DECLINED';
    case 'CANCELLED':
    case 'REFUNDED': {
      const refunded = b.refunded_total > 0 || b.last_label === 'CANCELLED_BY_GUEST_FULL_REFUND' || b.last_label === 'CANCELLED_BY_HOST_WITH_REFUND';
      if (b.order_state === 'CLOSED_BY_HOST') return refunded ? 'VENDOR_CANCEL_WITH_REFUND' : 'VENDOR_CANCEL';
      return refunded ? 'CUSTOMER_CANCEL_WITH_REFUND' : 'CUSTOMER_CANCEL_WITHOUT_REFUND';
    }
    default:
      return null;
  }
}
