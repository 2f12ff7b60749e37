/**
 * What is due for one booking at `now`, and when the next thing is due. The job handler and the
 * sweep both call `dueTimers` inside a transaction on the locked booking, so running twice or
 * late never does anything twice. Pure.
 */
import { BOOKING_POLICY, blockAt, dueReminderAt, finalInvoiceAt, payoutAt, reminderAt } from './policy';
import type { BookingStatus, OrderState } from './states';

export interface TimerSnapshot {
  booking_status: BookingStatus;
  order_state: OrderState;
  payment_method: 'DIRECT' | 'AFTERPAY';
  booking_start: Date;
  booking_end: Date;
  ts_payment_expiration_dl: Date | null;
  ts_host_approval_dl: Date | null;
  ts_customer_approval_dl: Date | null;
  ts_reminder_sent: Date | null;
  ts_invoice_due: Date | null;
  ts_due_reminder_sent: Date | null;
  ts_overdue_sent: Date | null;
  /** open change request deadline */
  change_request_expires: Date | null;
  account_blocked: boolean;
}

export type TimerAction =
  | 'RESERVATION_REMINDER' | 'RESERVATION_EXPIRE' | 'HOST_APPROVAL_EXPIRE' | 'CUSTOMER_APPROVAL_EXPIRE' | 'CHANGE_EXPIRE'
  | 'MEETING_END' | 'POST_PAYMENT_MEETING_END' | 'DUE_REMINDER' | 'OVERDUE_REMINDER' | 'BLOCK_ACCOUNT';

const reached = (t: Date | null, now: Date): boolean => t !== null && t.getTime() <= now.getTime();
const UNPAID: OrderState[] = ['PAYMENT_PENDING', 'PAYMENT_FAILED'];

/** Actions due now, in the order they must run. At most one status change (the first one wins). */
export function dueTimers(b: TimerSnapshot, now: Date): TimerAction[] {
  const out: TimerAction[] = [];
  if (reached(b.change_request_expires, now)) out.push('CHANGE_EXPIRE');
  if (b.booking_status === 'PENDING') {
    if (b.order_state === 'HOST_APPROVAL' && reached(b.ts_host_approval_dl, now)) return [...out, 'HOST_APPROVAL_EXPIRE'];
    if (b.order_state === 'CUSTOMER_APPROVAL' && reached(b.ts_customer_approval_dl, now)) return [...out, 'CUSTOMER_APPROVAL_EXPIRE'];
    if (UNPAID.includes(b.order_state) && b.payment_method === 'DIRECT') {
      if (reached(b.ts_payment_expiration_dl, now)) return [...out, 'RESERVATION_EXPIRE'];
      if (b.ts_payment_expiration_dl && !b.ts_reminder_sent && reached(reminderAt(b.ts_payment_expiration_dl), now)) out.push('RESERVATION_REMINDER');
    }
    if (UNPAID.includes(b.order_state) && b.payment_method === 'AFTERPAY' && reached(b.booking_end, now)) return [...out, 'POST_PAYMENT_MEETING_END'];
  }
  if (b.booking_status === 'PAID' && reached(b.booking_end, now)) return [...out, 'MEETING_END'];
  if (b.booking_status === 'PASSED' && b.payment_method === 'AFTERPAY' && UNPAID.includes(b.order_state) && b.ts_invoice_due) {
    if (!b.ts_due_reminder_sent && reached(dueReminderAt(b.ts_invoice_due), now) && !reached(b.ts_invoice_due, now)) out.push('DUE_REMINDER');
    if (!b.ts_overdue_sent && reached(b.ts_invoice_due, now)) out.push('OVERDUE_REMINDER');
    if (!b.account_blocked && reached(blockAt(b.ts_invoice_due), now)) out.push('BLOCK_ACCOUNT');
  }
  return out;
}

/** The next instant something may become due (to schedule the booking.timers job), or null. */
export function nextTimerAt(b: TimerSnapshot, now: Date): Date | null {
  const candidates: Array<Date | null> = [b.change_request_expires];
  if (b.booking_status === 'PENDING') {
    if (b.order_state === 'HOST_APPROVAL') candidates.push(b.ts_host_approval_dl);
    if (b.order_state === 'CUSTOMER_APPROVAL') candidates.push(b.ts_customer_approval_dl);
    if (UNPAID.includes(b.order_state) && b.payment_method === 'DIRECT' && b.ts_payment_expiration_dl) {
      candidates.push(b.ts_payment_expiration_dl);
      if (!b.ts_reminder_sent) candidates.push(reminderAt(b.ts_payment_expiration_dl));
    }
    if (b.payment_method === 'AFTERPAY') candidates.push(b.booking_end);
  }
  if (b.booking_status === 'PAID') candidates.push(b.booking_end);
  if (b.booking_status === 'PASSED' && b.payment_method === 'AFTERPAY' && b.ts_invoice_due && UNPAID.includes(b.order_state)) {
    if (!b.ts_due_reminder_sent) candidates.push(dueReminderAt(b.ts_invoice_due));
    if (!b.ts_overdue_sent) candidates.push(b.ts_invoice_due);
    if (!b.account_blocked) candidates.push(blockAt(b.ts_invoice_due));
  }
  const times = candidates.filter((d): d is Date => d !== null).map((d) => d.getTime());
  if (times.length === 0) return null;
  const future = times.filter((t) => t > now.getTime());
  return new Date(future.length < times.length ? now.getTime() : Math.min(...future));
}

export { payoutAt, finalInvoiceAt, BOOKING_POLICY };
