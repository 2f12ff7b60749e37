/**
 * Reconciliation: every open or pending payment of the last week is re-fetched from the provider
 * and processed like a webhook, and every PENDING refund is sent. Runs when the server starts and
 * every minute, so a webhook lost in a crash (or never sent) cannot leave an order behind.
 */
import type { Knex } from 'knex';
import { processPaymentUpdate } from './processPaymentUpdate';
import { paymentProvider } from './provider';
import { executeRefund } from './refunds';

export async function reconcilePayments(knex: Knex, log: (m: string) => void = (m) => console.warn(m)): Promise<{ payments: number; refunds: number }> {
  const provider = paymentProvider(knex);
  const open = await knex('payment')
    .where({ provider: provider.name })
    .whereIn('status', ['open', 'pending'])
    .where('ts_created', '>', new Date(Date.now() - 7 * 24 * 3600_000))
    .orderBy('payment_id')
    .limit(500)
    .pluck('provider_payment_id');
  let payments = 0;
  for (const id of open as string[]) {
    try {
      const r = await processPaymentUpdate(knex, id, { source: 'reconcile', provider, log });
      if (r !== 'DUPLICATED_REQUEST' && r !== 'UNKNOWN') payments++;
    } catch (err) {
      log(`payments: reconcile ${id} failed: ${String(err)}`);
    }
  }
  const refundIds = (await knex('refund').where({ status: 'PENDING' }).where('attempts', '<', 50).orderBy('refund_id').limit(200).pluck('refund_id')) as number[];
  let refunds = 0;
  for (const id of refundIds) {
    try {
      if ((await executeRefund(knex, id, { provider })) === 'COMPLETED') refunds++;
    } catch (err) {
      log(`payments: refund ${id} failed: ${String(err)}`);
    }
  }
  return { payments, refunds };
}
