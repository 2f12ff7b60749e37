/**
 * What the payments service calls with a provider result, inside their transaction (payment row
 * locked). Idempotent: an order that is already past the result is left alone (changed: false).
 */
import type { Knex } from 'knex';
import { canDoOrder, changeOrderNext, orderTransition, settlesOrder, type OrderAction } from '../../domain/booking/orderMachine';
import { payoutAt } from '../../domain/booking/policy';
import { clock } from '../../jobs/clock';
import { scheduleJob } from '../../jobs/runner';
import { notifyBookingEvent } from '../notifications';
import { notifyAccountEvent, organisationAudience } from '../notifications/accountEvents';
import { Booking } from '../../db/models';
import { lockBooking, writeTransition } from './store';
import { bookingMoney, requestRefundJob } from './actions';
import { PAYOUT_JOB } from './timers';

export interface PaymentResultInput {
  orderId: number;
  paymentId: number | string;
  result: 'COMPLETED' | 'FAILED' | 'PENDING';
  amount: number;
}

async function bookingOfOrder(trx: Knex.Transaction, orderId: number): Promise<number | null> {
  const o = await trx('booking_order').where('order_id', orderId).first('booking_id');
  return o?.booking_id ?? null;
}

/**
 * The extra CHANGE order of an approved change request on a paid booking: only that order moves
 * (PAYMENT_PROCESSING / PAYMENT_FAILED / PAID); the booking stays as it is. History label PAID
 * with a note when the difference is paid.
 */
async function applyChangeOrderPayment(trx: Knex.Transaction, bookingId: number, input: PaymentResultInput, now: Date) {
  const rec = await lockBooking(trx, bookingId);
  const order = await trx('booking_order').where('order_id', input.orderId).first('order_state', 'order_total', 'total_paid');
  const settles = settlesOrder(Number(order.order_total), Number(order.total_paid), input.amount);
  const next = changeOrderNext(order.order_state, input.result, settles);
  if (!next && input.result === 'COMPLETED' && input.amount > 0 && order.order_state !== 'PAID') {
    // the difference was paid after the order was closed (superseded by a newer change, or the booking
    // was cancelled): the money is recorded on that order and goes back to the guest
    await trx('booking_order').where('order_id', input.orderId).increment('total_paid', input.amount);
    await requestRefundJob(trx, rec, input.amount, 'change_order_closed', now);
    return { changed: false, booking_status: rec.booking_status, order_state: order.order_state as string };
  }
  if (!next) return { changed: false, booking_status: rec.booking_status, order_state: order.order_state as string };
  const patch: Record<string, unknown> = { order_state: next };
  if (input.result === 'COMPLETED') patch.total_paid = trx.raw('total_paid + ?', [input.amount]);
  if (next === 'PAID') patch.ts_paid = now;
  await trx('booking_order').where('order_id', input.orderId).update(patch);
  if (next === 'PAID') {
    await trx('booking_history').insert({
      booking_id: rec.booking_id, from_status: rec.booking_status, to_status: rec.booking_status, order_state: 'PAID', history_label: 'PAID',
      waiting_reason: rec.waiting_reason, account_id: null, note: `change order ${input.orderId}: payment ${input.paymentId}`, ts_created: now,
    });
    await notifyBookingEvent(trx, 'order_paid', rec.booking_id, { order_id: input.orderId, order_kind: 'CHANGE' });
  }
  return { changed: true, booking_status: rec.booking_status, order_state: next as string, partial: input.result === 'COMPLETED' && next !== 'PAID' };
}

export async function applyPaymentResult(trx: Knex.Transaction, input: PaymentResultInput, now: Date = clock.now()) {
  const target = await trx('booking_order').where('order_id', input.orderId).first('booking_id', 'order_kind');
  const bookingId: number | null = target?.booking_id ?? null;
  if (bookingId == null) return { changed: false, booking_status: null, order_state: null };
  if (target.order_kind === 'CHANGE') return applyChangeOrderPayment(trx, bookingId, input, now);
  const rec = await lockBooking(trx, bookingId);
  const state = { booking_status: rec.booking_status, order_state: rec.order_state, waiting_reason: rec.waiting_reason };
  let action: OrderAction;
  if (input.result === 'PENDING') action = 'PAYMENT_STARTED';
  else if (input.result === 'FAILED') action = 'PAYMENT_FAILED';
  else {
    // PAID only when everything owed is paid; a payment for less (the price went up after it started) is recorded, the rest stays due
    const settles = settlesOrder(rec.order_total, rec.total_paid, input.amount);
    if (rec.booking_status === 'PASSED') action = settles ? 'POST_PAYMENT_PAID' : 'POST_PAYMENT_PARTIAL';
    else action = settles ? 'PAYMENT_SUCCEEDED' : 'PAYMENT_PARTIAL';
  }
  const partial = action === 'PAYMENT_PARTIAL' || action === 'POST_PAYMENT_PARTIAL';
  if (!canDoOrder(state, action)) {
    if (input.result === 'COMPLETED' && ['EXPIRED', 'CANCELLED', 'DECLINED'].includes(rec.booking_status) && input.amount > 0) {
      // money arrived for a booking that is gone: it goes back to the guest
      await trx('booking_order').where('order_id', rec.order_id).increment('total_paid', input.amount);
      await requestRefundJob(trx, rec, input.amount, 'payment_after_expiry', now);
    }
    return { changed: false, booking_status: rec.booking_status, order_state: rec.order_state };
  }
  const next = orderTransition(state, action);
  const order: Record<string, unknown> = {};
  if (input.result === 'COMPLETED') order.total_paid = trx.raw('total_paid + ?', [input.amount]);
  if (input.result === 'COMPLETED' && !partial) order.ts_paid = now;
  const out = await writeTransition(trx, rec, next, { accountId: null, note: `payment ${input.paymentId}`, order, booking: input.result === 'COMPLETED' && !partial ? { expires_at: null } : {} }, now);
  if (action === 'POST_PAYMENT_PAID') {
    // a post-payment invoice paid after the meeting: the host's payout is due 48 h after the end (or now when later)
    await scheduleJob(PAYOUT_JOB, new Date(Math.max(now.getTime(), payoutAt(new Date(rec.booking_end)).getTime())), { booking_id: rec.booking_id }, { singletonKey: `payout:${rec.booking_id}`, trx });
  }
  if (input.result === 'COMPLETED' && !partial) {
    await notifyBookingEvent(trx, 'order_paid', rec.booking_id);
    // the coupon counts as used when the order it discounts is settled
    if (rec.coupon_id) await trx('coupon').where('coupon_id', rec.coupon_id).increment('times_used', 1);
  }
  return { changed: true, booking_status: out.booking_status, order_state: out.order_state, partial };
}

export async function applyRefundResult(trx: Knex.Transaction, input: { orderId: number; amount: number }, now: Date = clock.now()) {
  const bookingId = await bookingOfOrder(trx, input.orderId);
  if (bookingId == null) return { changed: false };
  const rec = await lockBooking(trx, bookingId);
  await trx('booking_order').where('order_id', input.orderId).increment('refunded_total', input.amount);
  // fully refunded = over every order of the booking (a paid CHANGE order counts too)
  const money = await bookingMoney(trx, bookingId);
  const state = { booking_status: rec.booking_status, order_state: rec.order_state, waiting_reason: rec.waiting_reason };
  if (money.refunded >= money.paid && canDoOrder(state, 'REFUND_COMPLETED')) {
    await writeTransition(trx, rec, orderTransition(state, 'REFUND_COMPLETED'), { accountId: null }, now);
    return { changed: true };
  }
  return { changed: false };
}

export async function applyPayoutResult(trx: Knex.Transaction, input: { bookingId: number; status: 'COMPLETED' | 'FAILED' | 'PENDING' }, now: Date = clock.now()) {
  if (input.status === 'PENDING') return { changed: false };
  const rec = await lockBooking(trx, input.bookingId);
  const state = { booking_status: rec.booking_status, order_state: rec.order_state, waiting_reason: rec.waiting_reason };
  const action: OrderAction = input.status === 'COMPLETED' ? 'PAYOUT_SUCCEEDED' : 'PAYOUT_FAILED';
  if (!canDoOrder(state, action)) return { changed: false };
  await writeTransition(trx, rec, orderTransition(state, action), { accountId: null }, now);
  if (action === 'PAYOUT_FAILED') await notifyPayoutFailure(trx, input.bookingId);
  return { changed: true };
}

/** The host side that sees the money hears that a payout failed (spec event payout_failure). */
async function notifyPayoutFailure(trx: Knex.Transaction, bookingId: number): Promise<void> {
  const b = await Booking.query(trx).findById(bookingId).joinRelated('space.venue').select('space.space_name', 'space:venue.venue_id', 'space:venue.organisation_id') as unknown as
    { space_name: string; venue_id: number; organisation_id: number } | undefined;
  if (!b) return;
  await notifyAccountEvent(trx, 'payout_failure', {
    accountIds: await organisationAudience(trx, b.organisation_id, 'payout_failure'), venueId: b.venue_id, bookingId,
    payload: { booking_id: bookingId, space_name: b.space_name },
  });
}
