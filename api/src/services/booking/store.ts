/** Reading a booking with its main order under a row lock, and writing one transition (booking, order, history, timers). */
import type { Knex } from 'knex';
import { notFound } from '../../errors/ApiError';
import type { NextState } from '../../domain/booking/transition';
import type { BookingStatus, OrderState, WaitingReason } from '../../domain/booking/states';
import { nextTimerAt, type TimerSnapshot } from '../../domain/booking/timers';
import { closedChangeOrderState, OPEN_CHANGE_ORDER_STATES } from '../../domain/booking/orderMachine';
import { jobStatement, scheduleJob, type JobStatement } from '../../jobs/runner';

export const TIMERS_JOB = 'booking.timers';

export interface BookingRecord {
  booking_id: number;
  booking_hash: string;
  space_id: number;
  account_id: number;
  configuration_id: number | null;
  attendees: number;
  booking_start: Date;
  booking_end: Date;
  booking_status: BookingStatus;
  booking_type: 'DIRECT' | 'MANUAL';
  payment_method: 'DIRECT' | 'AFTERPAY' | null;
  is_social: boolean;
  is_reservation_extended: boolean;
  is_deleted: boolean;
  coupon_id: number | null;
  waiting_reason: WaitingReason | null;
  expires_at: Date | null;
  booking_meta: Record<string, unknown>;
  // main order
  order_id: number;
  order_state: OrderState;
  order_total: number;
  total_paid: number;
  refunded_total: number;
  ts_payment_expiration_dl: Date | null;
  ts_host_approval_dl: Date | null;
  ts_customer_approval_dl: Date | null;
  ts_reminder_sent: Date | null;
  ts_invoice_due: Date | null;
  ts_due_reminder_sent: Date | null;
  ts_overdue_sent: Date | null;
  // space / organisation
  organisation_id: number;
  cancellation_th: number | null;
  host_approval_th: number | null;
  is_prospect: boolean;
}

const COLUMNS = [
  'b.booking_id', 'b.booking_hash', 'b.space_id', 'b.account_id', 'b.configuration_id', 'b.attendees', 'b.booking_start', 'b.booking_end',
  'b.booking_status', 'b.booking_type', 'b.payment_method', 'b.is_social', 'b.is_reservation_extended', 'b.is_deleted', 'b.coupon_id',
  'b.waiting_reason', 'b.expires_at', 'b.booking_meta',
  'o.order_id', 'o.order_state', 'o.order_total', 'o.total_paid', 'o.refunded_total', 'o.ts_payment_expiration_dl', 'o.ts_host_approval_dl',
  'o.ts_customer_approval_dl', 'o.ts_reminder_sent', 'o.ts_invoice_due', 'o.ts_due_reminder_sent', 'o.ts_overdue_sent',
  'v.organisation_id', 's.cancellation_th', 's.host_approval_th', 's.is_prospect',
];

/** The main order is the first BOOKING order of the booking. */
export function bookingQuery(k: Knex | Knex.Transaction) {
  return k('booking as b')
    .join('booking_order as o', function on() {
      this.on('o.booking_id', 'b.booking_id').andOn('o.order_id', k.raw(`(SELECT min(order_id) FROM booking_order x WHERE x.booking_id = b.booking_id AND x.order_kind = 'BOOKING')`));
    })
    .join('space as s', 's.space_id', 'b.space_id')
    .join('venue as v', 'v.venue_id', 's.venue_id')
    .select(COLUMNS);
}

export async function lockBooking(trx: Knex.Transaction, bookingId: number): Promise<BookingRecord> {
  // lock the booking row first (one order of locking everywhere: booking, then its orders)
  const locked = await trx('booking').where('booking_id', bookingId).forUpdate().first('booking_id');
  if (!locked) throw notFound(ENTITY_BOOKING);
  await trx('booking_order').where('booking_id', bookingId).forUpdate().select('order_id');
  const row = await bookingQuery(trx).where('b.booking_id', bookingId).first();
  if (!row) throw notFound(ENTITY_BOOKING);
  return row as BookingRecord;
}
const ENTITY_BOOKING = 'booking';

export async function loadBooking(k: Knex, bookingId: number): Promise<BookingRecord | null> {
  return ((await bookingQuery(k).where('b.booking_id', bookingId).first()) as BookingRecord | undefined) ?? null;
}

export interface WriteOptions {
  accountId: number | null;
  note?: string | null;
  booking?: Record<string, unknown>;
  order?: Record<string, unknown>;
}

/** Writes the transition's result: booking row, main order, one history entry; then (re)schedules the booking's timers. */
export async function writeTransition(trx: Knex.Transaction, rec: BookingRecord, next: NextState, opts: WriteOptions, now: Date): Promise<BookingRecord> {
  const bookingPatch: Record<string, unknown> = { booking_status: next.booking_status, waiting_reason: next.waiting_reason, ...(opts.booking ?? {}) };
  await trx('booking').where('booking_id', rec.booking_id).update(bookingPatch);
  await trx('booking_order').where('order_id', rec.order_id).update({ order_state: next.order_state, ...(opts.order ?? {}) });
  if (BOOKING_GONE.includes(next.booking_status)) await closeOpenChangeOrders(trx, rec.booking_id, next.order_state);
  await trx('booking_history').insert({
    booking_id: rec.booking_id, from_status: rec.booking_status, to_status: next.booking_status, order_state: next.order_state,
    history_label: next.history_label, waiting_reason: next.waiting_reason, account_id: opts.accountId, note: opts.note ?? null, ts_created: now,
  });
  const updated = (await bookingQuery(trx).where('b.booking_id', rec.booking_id).first()) as BookingRecord;
  await scheduleTimers(trx, updated, now);
  return updated;
}

/** A booking in one of these statuses no longer takes the difference of an approved change. */
const BOOKING_GONE: readonly BookingStatus[] = ['EXPIRED', 'DECLINED', 'CANCELLED', 'REFUNDED'];

/**
 * Closes the booking's open (unpaid) CHANGE orders: superseded by a newer approved change request
 * (mainOrderNext null -> EXPIRED) or left behind by a cancelled / expired booking. Returns how many.
 */
export async function closeOpenChangeOrders(trx: Knex.Transaction, bookingId: number, mainOrderNext: OrderState | null = null): Promise<number> {
  const open = await trx('booking_order').where({ booking_id: bookingId, order_kind: 'CHANGE' }).whereIn('order_state', OPEN_CHANGE_ORDER_STATES as OrderState[]).select('order_id', 'order_state');
  for (const o of open as Array<{ order_id: number; order_state: string }>) {
    await trx('booking_order').where('order_id', o.order_id).update({ order_state: closedChangeOrderState(o.order_state, mainOrderNext) });
  }
  return open.length;
}

export async function timerSnapshot(k: Knex | Knex.Transaction, rec: BookingRecord): Promise<TimerSnapshot> {
  const cr = await k('booking_change_request').where({ booking_id: rec.booking_id, status: 'PENDING' }).first('ts_expires');
  const acc = await k('account').where('account_id', rec.account_id).first('is_blocked');
  return {
    booking_status: rec.booking_status, order_state: rec.order_state, payment_method: rec.payment_method ?? 'DIRECT',
    booking_start: new Date(rec.booking_start), booking_end: new Date(rec.booking_end),
    ts_payment_expiration_dl: rec.ts_payment_expiration_dl, ts_host_approval_dl: rec.ts_host_approval_dl,
    ts_customer_approval_dl: rec.ts_customer_approval_dl, ts_reminder_sent: rec.ts_reminder_sent, ts_invoice_due: rec.ts_invoice_due,
    ts_due_reminder_sent: rec.ts_due_reminder_sent, ts_overdue_sent: rec.ts_overdue_sent,
    change_request_expires: cr ? new Date(cr.ts_expires) : null, account_blocked: acc?.is_blocked === true,
  };
}

/** One booking.timers job per (booking, instant): the handler does whatever is due then. */
export async function scheduleTimers(trx: Knex.Transaction, rec: BookingRecord, now: Date): Promise<void> {
  await scheduleTimersFor(trx, rec.booking_id, await timerSnapshot(trx, rec), now);
}

/** scheduleTimers for a snapshot the caller knows (a booking being created). */
export async function scheduleTimersFor(trx: Knex.Transaction, bookingId: number, snapshot: TimerSnapshot, now: Date): Promise<void> {
  const at = nextTimerAt(snapshot, now);
  if (at) await scheduleJob(TIMERS_JOB, at, { booking_id: bookingId }, { singletonKey: `${bookingId}:${at.getTime()}`, trx });
}

/**
 * scheduleTimersFor's job as a statement for the caller to run inside its own insert statement (one round
 * trip less): undefined when no timer is due, null when the queue cannot give one statement (or no queue
 * runs): then scheduleTimersFor.
 */
export async function timersJobStatement(bookingId: number, snapshot: TimerSnapshot, now: Date): Promise<JobStatement | null | undefined> {
  const at = nextTimerAt(snapshot, now);
  if (!at) return undefined;
  return jobStatement(TIMERS_JOB, at, { booking_id: bookingId }, { singletonKey: `${bookingId}:${at.getTime()}` });
}
