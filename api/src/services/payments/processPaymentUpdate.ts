/**
 * What the webhook (and the reconciler) do with a provider payment id: fetch the payment FROM
 * THE PROVIDER (the caller's word is never trusted), then, in one transaction with our payment
 * row locked, record the new status and move the order through the booking service's
 * applyPaymentResult. Replays, late or reordered calls give DUPLICATED_REQUEST and change
 * nothing; unknown ids change nothing. A second successful payment of an already paid order
 * is refunded, so nothing is paid twice.
 */
import type { Knex } from 'knex';
import { issueProofOfPayment } from '../documents/issueDocuments';
import { applyPaymentResult } from './bookingPort';
import { decidePaymentResult, type PaymentResult } from './paymentResult';
import { logPaymentEvent, type EventSource, type PaymentRow } from './payments';
import { paymentProvider, type PaymentProvider } from './provider';
import { requestRefund } from './refunds';

export type UpdateOutcome = PaymentResult | 'UNKNOWN';

export async function processPaymentUpdate(
  knex: Knex,
  providerPaymentId: string,
  opts: { source?: EventSource; provider?: PaymentProvider; log?: (m: string) => void; now?: () => Date } = {},
): Promise<UpdateOutcome> {
  const source = opts.source ?? 'webhook';
  const log = opts.log ?? ((m: string) => console.warn(m));
  const now = opts.now ?? (() => new Date());
  const id = providerPaymentId.trim();
  const provider = opts.provider ?? paymentProvider(knex);
  const known = id.length > 0 && id.length <= 200 ? await knex('payment').where({ provider: provider.name, provider_payment_id: id }).first<PaymentRow | undefined>() : undefined;
  if (!known) {
    log(`payments: ${source} for unknown payment id ${JSON.stringify(id.slice(0, 60))} ignored`);
    await logPaymentEvent(knex, { payment_id: null, provider_payment_id: id || '(empty)', provider_status: null, result: 'UNKNOWN', source });
    return 'UNKNOWN';
  }
  const reported = await provider.getPayment(id); // PaymentProviderError propagates: the webhook answers 500 and the provider retries
  if (!reported) {
    log(`payments: provider does not know payment ${id}`);
    await logPaymentEvent(knex, { payment_id: known.payment_id, provider_payment_id: id, provider_status: null, result: 'UNKNOWN', source });
    return 'UNKNOWN';
  }

  return knex.transaction(async (trx) => {
    const payment = (await trx('payment').where({ payment_id: known.payment_id }).forUpdate().first<PaymentRow>())!;
    let { result, nextStatus } = decidePaymentResult(payment.status, reported.status);
    if (result === 'COMPLETED' && reported.amount !== payment.amount) {
      log(`payments: ${id} paid ${reported.amount} but ${payment.amount} was asked; not applied`);
      result = 'DUPLICATED_REQUEST';
      nextStatus = null;
    }
    const at = now();
    if (nextStatus) {
      await trx('payment')
        .where({ payment_id: payment.payment_id })
        .update({ status: nextStatus, paid_at: nextStatus === 'paid' ? (reported.paidAt ?? at) : null, ts_updated: at });
    }
    await logPaymentEvent(trx, { payment_id: payment.payment_id, provider_payment_id: id, provider_status: reported.status, result, source });
    if (result === 'DUPLICATED_REQUEST') return result;

    const outcome = await applyPaymentResult(trx, { orderId: payment.order_id, paymentId: payment.payment_id, result, amount: payment.amount }, at);
    if (result === 'COMPLETED') {
      // settled, or recorded on an order that is still owed more (a proof for what was paid)
      if (outcome.changed && (outcome.booking_status === 'PAID' || outcome.order_state === 'PAID' || ('partial' in outcome && outcome.partial))) {
        await issueProofOfPayment(trx, payment, at);
      } else {
        const otherPaid = await trx('payment')
          .where({ order_id: payment.order_id, status: 'paid' })
          .whereNot({ payment_id: payment.payment_id })
          .first('payment_id');
        if (otherPaid) {
          log(`payments: order ${payment.order_id} was already paid; payment ${id} is refunded`);
          await requestRefund(trx, { bookingId: payment.booking_id, amount: payment.amount, reason: 'duplicate_payment', paymentId: payment.payment_id }, at);
        }
      }
    }
    return result;
  });
}
