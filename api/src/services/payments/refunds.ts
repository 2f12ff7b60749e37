/**
 * Refunds: requestRefund (called by the booking service inside the cancellation transaction,
 * and for duplicate payments) records a PENDING refund due within 48 hours; executeRefund (the
 * payments.refund job and the reconciler) sends it to the provider and records the result.
 */
import type { Knex } from 'knex';
import { issueRefundNote } from '../documents/issueDocuments';
import { applyRefundResult } from './bookingPort';
import type { PaymentRow } from './payments';
import { paymentProvider, type PaymentProvider } from './provider';

export const REFUND_DUE_MS = 48 * 3600_000;

export interface RefundRow {
  refund_id: number;
  booking_id: number;
  order_id: number;
  payment_id: number;
  amount: number;
  status: 'PENDING' | 'COMPLETED' | 'FAILED';
  provider_refund_id: string | null;
  attempts: number;
}

/** What is still refundable per paid payment of the booking (paid minus refunds not failed). */
async function refundable(trx: Knex.Transaction, bookingId: number, paymentId?: number): Promise<Array<{ payment: PaymentRow; left: number }>> {
  const q = trx('payment').where({ booking_id: bookingId, status: 'paid' }).orderBy('payment_id').forUpdate();
  if (paymentId) q.where({ payment_id: paymentId });
  const payments: PaymentRow[] = await q;
  const out: Array<{ payment: PaymentRow; left: number }> = [];
  for (const payment of payments) {
    const [{ sum }] = await trx('refund').where({ payment_id: payment.payment_id }).whereNot({ status: 'FAILED' }).sum<Array<{ sum: number | null }>>('amount as sum');
    const left = payment.amount - (sum ?? 0);
    if (left > 0) out.push({ payment, left });
  }
  return out;
}

/**
 * Records a refund of `amount` cents (capped at what was paid and not yet refunded); null when
 * nothing is refundable. Run inside the caller's transaction.
 */
export async function requestRefund(
  trx: Knex.Transaction,
  input: { bookingId: number; amount: number; reason?: string | null; paymentId?: number },
  now: Date = new Date(),
): Promise<{ refundId: number } | null> {
  let rest = Math.max(0, Math.floor(input.amount));
  let first: number | null = null;
  for (const { payment, left } of await refundable(trx, input.bookingId, input.paymentId)) {
    if (rest <= 0) break;
    const amount = Math.min(rest, left);
    const [row] = await trx('refund')
      .insert({ booking_id: input.bookingId, order_id: payment.order_id, payment_id: payment.payment_id, amount, reason: input.reason ?? null, due_at: new Date(now.getTime() + REFUND_DUE_MS) })
      .returning<Array<{ refund_id: number }>>('refund_id');
    first ??= row!.refund_id;
    rest -= amount;
  }
  return first === null ? null : { refundId: first };
}

/**
 * Sends a PENDING refund to the provider (row locked during the call, so two workers never send
 * it twice) and records it: refund COMPLETED, order refunded_total via applyRefundResult, refund
 * note PDF. A provider failure leaves it PENDING (attempts + 1) and is rethrown for the retry.
 */
export async function executeRefund(knex: Knex, refundId: number, opts: { provider?: PaymentProvider; now?: () => Date } = {}): Promise<'COMPLETED' | 'SKIPPED'> {
  const provider = opts.provider ?? paymentProvider(knex);
  try {
    return await knex.transaction(async (trx) => {
      const refund = await trx('refund').where({ refund_id: refundId }).forUpdate().skipLocked().first<RefundRow | undefined>();
      if (!refund || refund.status !== 'PENDING') return 'SKIPPED' as const;
      const payment = await trx('payment').where({ payment_id: refund.payment_id }).first<PaymentRow>();
      const res = await provider.refund(payment!.provider_payment_id, refund.amount);
      const at = opts.now?.() ?? new Date();
      await trx('refund').where({ refund_id: refundId }).update({ status: 'COMPLETED', provider_refund_id: res.id, completed_at: at, attempts: refund.attempts + 1, last_error: null });
      await applyRefundResult(trx, { orderId: refund.order_id, amount: refund.amount }, at);
      await issueRefundNote(trx, refund, at);
      return 'COMPLETED' as const;
    });
  } catch (err) {
    await knex('refund').where({ refund_id: refundId, status: 'PENDING' }).update({ attempts: knex.raw('attempts + 1'), last_error: String(err).slice(0, 500) });
    throw err;
  }
}
