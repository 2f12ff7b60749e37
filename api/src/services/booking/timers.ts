/**
 * Runs what is due for a booking at `now` (domain/booking/timers), in one transaction with the
 * booking locked. Called by the booking.timers job and by the sweep; running it twice is harmless.
 */
import type { Knex } from 'knex';
import { bookingTransition } from '../../domain/booking/bookingMachine';
import { finalInvoiceAt, invoiceDue, payoutAt } from '../../domain/booking/policy';
import { dueTimers, type TimerAction } from '../../domain/booking/timers';
import { scheduleJob } from '../../jobs/runner';
import { scheduleRatingRecomputeForSpace } from '../../jobs/handlers/rating';
import { notifyBookingEvent } from '../notifications';
import { bookingMoney, requestRefundJob } from './actions';
import { lockBooking, scheduleTimers, timerSnapshot, writeTransition, type BookingRecord } from './store';

export const FINAL_INVOICE_JOB = 'documents.final_invoice';
export const PAYOUT_JOB = 'payments.payout';
const SYSTEM = { role: 'SYSTEM' } as const;

async function run(trx: Knex.Transaction, rec: BookingRecord, a: TimerAction, now: Date): Promise<BookingRecord> {
  switch (a) {
    case 'RESERVATION_REMINDER':
      await trx('booking_order').where('order_id', rec.order_id).update({ ts_reminder_sent: now });
      await notifyBookingEvent(trx, 'reservation_expiring', rec.booking_id);
      return { ...rec, ts_reminder_sent: now };
    case 'RESERVATION_EXPIRE':
    case 'CUSTOMER_APPROVAL_EXPIRE': {
      const out = await writeTransition(trx, rec, bookingTransition(rec, a, SYSTEM), { accountId: null, booking: { expires_at: null } }, now);
      // part of the price paid (a payment for less than owed) goes back when the reservation lapses
      const money = await bookingMoney(trx, rec.booking_id);
      if (money.paid - money.refunded > 0) await requestRefundJob(trx, rec, money.paid - money.refunded, 'reservation_expired', now);
      return out;
    }
    case 'HOST_APPROVAL_EXPIRE': {
      const out = await writeTransition(trx, rec, bookingTransition(rec, a, SYSTEM), { accountId: null, booking: { expires_at: null } }, now);
      await notifyBookingEvent(trx, 'request_expired', rec.booking_id);
      await scheduleRatingRecomputeForSpace(trx, rec.space_id); // an ignored request lowers the host rating
      return out;
    }
    case 'CHANGE_EXPIRE': {
      await trx('booking_change_request').where({ booking_id: rec.booking_id, status: 'PENDING' }).where('ts_expires', '<=', now).update({ status: 'EXPIRED', ts_answered: now });
      return writeTransition(trx, rec, bookingTransition(rec, 'CHANGE_EXPIRE', SYSTEM), { accountId: null }, now);
    }
    case 'MEETING_END': {
      const out = await writeTransition(trx, rec, bookingTransition(rec, a, SYSTEM), { accountId: null }, now);
      await scheduleJob(PAYOUT_JOB, payoutAt(new Date(rec.booking_end)), { booking_id: rec.booking_id }, { singletonKey: `payout:${rec.booking_id}`, trx });
      return out;
    }
    case 'POST_PAYMENT_MEETING_END': {
      const due = invoiceDue(new Date(rec.booking_end));
      const out = await writeTransition(trx, rec, bookingTransition(rec, a, SYSTEM), { accountId: null, order: { ts_invoice_due: due, ts_payment_expiration_dl: due } }, now);
      await scheduleJob(FINAL_INVOICE_JOB, finalInvoiceAt(new Date(rec.booking_end)), { booking_id: rec.booking_id }, { singletonKey: `invoice:${rec.booking_id}`, trx });
      return out;
    }
    case 'DUE_REMINDER':
      await trx('booking_order').where('order_id', rec.order_id).update({ ts_due_reminder_sent: now });
      await notifyBookingEvent(trx, 'post_payment_overdue', rec.booking_id, { stage: 'upcoming' });
      return { ...rec, ts_due_reminder_sent: now };
    case 'OVERDUE_REMINDER':
      await trx('booking_order').where('order_id', rec.order_id).update({ ts_overdue_sent: now });
      await notifyBookingEvent(trx, 'post_payment_overdue', rec.booking_id, { stage: 'overdue' });
      return { ...rec, ts_overdue_sent: now };
    case 'BLOCK_ACCOUNT':
      await trx('account').where('account_id', rec.account_id).update({ is_blocked: true, block_cause: 'POST_PAYMENT_OVERDUE', block_reason: null, blocked_booking_id: rec.booking_id, ts_blocked: now });
      return rec;
  }
}

export async function processBookingTimers(knex: Knex, bookingId: number, now: Date): Promise<TimerAction[]> {
  return knex.transaction(async (trx) => {
    let rec = await lockBooking(trx, bookingId);
    const actions = dueTimers(await timerSnapshot(trx, rec), now);
    for (const a of actions) rec = await run(trx, rec, a, now);
    if (actions.length) await scheduleTimers(trx, rec, now);
    return actions;
  });
}

/** Every booking with something due at `now` (the minute sweep; also catches jobs lost or never scheduled). */
export async function sweepDueBookings(knex: Knex, now: Date): Promise<number> {
  const ids: number[] = await knex('booking as b')
    .join('booking_order as o', 'o.booking_id', 'b.booking_id')
    .where('o.order_kind', 'BOOKING')
    .where((w) => w
      .where((x) => x.where('b.booking_status', 'PENDING').where((y) => y
        .where((z) => z.where('o.order_state', 'HOST_APPROVAL').where('o.ts_host_approval_dl', '<=', now))
        .orWhere((z) => z.where('o.order_state', 'CUSTOMER_APPROVAL').where('o.ts_customer_approval_dl', '<=', now))
        .orWhere((z) => z.whereIn('o.order_state', ['PAYMENT_PENDING', 'PAYMENT_FAILED']).where('o.payment_method', 'DIRECT')
          .where('o.ts_payment_expiration_dl', '<=', new Date(now.getTime() + 4 * 3600_000)))
        .orWhere((z) => z.where('o.payment_method', 'AFTERPAY').where('b.booking_end', '<=', now))))
      .orWhere((x) => x.where('b.booking_status', 'PAID').where('b.booking_end', '<=', now))
      .orWhere((x) => x.where('b.booking_status', 'PASSED').where('o.payment_method', 'AFTERPAY').whereIn('o.order_state', ['PAYMENT_PENDING', 'PAYMENT_FAILED'])
        .where('o.ts_invoice_due', '<=', new Date(now.getTime() + 3 * 86400_000)))
      .orWhereExists((x) => x.from('booking_change_request as c').whereRaw('c.booking_id = b.booking_id').where('c.status', 'PENDING').where('c.ts_expires', '<=', now)))
    .distinct()
    .pluck('b.booking_id');
  let done = 0;
  for (const id of ids) {
    if ((await processBookingTimers(knex, id, now)).length) done += 1;
  }
  return done;
}
