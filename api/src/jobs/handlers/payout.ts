/**
 * Job `payments.payout` { booking_id }, 48 hours after the meeting: one payout row per booking
 * (payout_total of the stored orders, main and paid CHANGE orders, less what was refunded of them), COMPLETED to the organisation's active IBAN,
 * or PENDING with pending_reason 'missing_iban'; a payout statement PDF; the order moves through
 * the booking service's applyPayoutResult. Idempotent.
 */
import type { Knex } from 'knex';
import { issuePayoutStatement } from '../../services/documents/issueDocuments';
import { invoicedOrdersOf, orderTotals } from '../../services/documents/loadDocumentSource';
import { applyPayoutResult } from '../../services/payments/bookingPort';

export const PAYOUT_DELAY_MS = 48 * 3600_000;
const PAYABLE = ['PAID', 'PASSED', 'COMPLETED'];

export async function handlePayout(data: { booking_id: number }, ctx: { knex: Knex; clock?: { now(): Date } }): Promise<'CREATED' | 'EXISTS' | 'NOT_DUE' | 'NOTHING'> {
  const bookingId = Number(data.booking_id);
  const now = ctx.clock?.now() ?? new Date();
  return ctx.knex.transaction(async (trx) => {
    const booking = await trx('booking as b')
      .join('space as s', 's.space_id', 'b.space_id')
      .join('venue as v', 'v.venue_id', 's.venue_id')
      .where('b.booking_id', bookingId)
      .forUpdate('b')
      .first('b.booking_id', 'b.booking_status', 'b.booking_end', 'v.organisation_id');
    if (!booking || !PAYABLE.includes(booking.booking_status)) return 'NOTHING';
    if (now.getTime() < new Date(booking.booking_end).getTime() + PAYOUT_DELAY_MS) return 'NOT_DUE';
    if (await trx('payout').where({ booking_id: bookingId }).first('payout_id')) return 'EXISTS';
    const order = orderTotals(await invoicedOrdersOf(trx, bookingId));
    if (order.total_paid <= 0) return 'NOTHING';
    const payoutAmount = Math.max(0, order.payout_total - order.refunded_total);
    const bank = await trx('organisation_bank_info')
      .where({ organisation_id: booking.organisation_id, is_active: true })
      .whereNotNull('iban')
      .orderBy('organisation_bank_id', 'desc')
      .first('iban', 'bank_ascription');
    const status = bank ? 'COMPLETED' : 'PENDING';
    const [payout] = await trx('payout')
      .insert({
        booking_id: bookingId, organisation_id: booking.organisation_id, iban_name: bank?.bank_ascription ?? null, iban_number: bank?.iban ?? null,
        amount_paid: order.total_paid, payout_amount: payoutAmount, payout_status: status, payout_date: bank ? now : null,
        pending_reason: bank ? null : 'missing_iban', invoice_date: now, ts_created: now,
      })
      .returning('*');
    const doc = await issuePayoutStatement(trx, payout, now);
    if (doc) await trx('payout').where({ payout_id: payout.payout_id }).update({ invoice_number: doc.document_number });
    await applyPayoutResult(trx, { bookingId, status }, now);
    return 'CREATED';
  });
}
