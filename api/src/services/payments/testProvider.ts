/**
 * The built-in test payment provider: behaves like an external iDEAL provider. It keeps its
 * payments in its own tables (test_provider_*), hosts its checkout page under
 * /api/payments/test-checkout/{id}, redirects back, and tells the webhook URL only the payment
 * id (delivered asynchronously with retries by testProviderWebhooks.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { PaymentProviderError, type PaymentProvider, type ProviderPayment, type ProviderPaymentStatus } from './provider';

export const TEST_CHECKOUT_PATH = '/api/payments/test-checkout/';
/** How long a test checkout stays open (like iDEAL: 15 minutes). */
export const TEST_PAYMENT_TTL_MS = 15 * 60_000;
export const TEST_BANKS = ['ABN AMRO', 'ASN Bank', 'bunq', 'ING', 'Knab', 'Rabobank', 'RegioBank', 'SNS', 'Triodos Bank', 'Van Lanschot'] as const;
export const TEST_ACTIONS = { pay: 'paid', fail: 'failed', cancel: 'canceled', expire: 'expired' } as const;
export type TestAction = keyof typeof TEST_ACTIONS;

export interface TestPaymentRow {
  id: string;
  amount: number;
  currency: string;
  description: string;
  locale: string;
  redirect_url: string;
  webhook_url: string;
  status: ProviderPaymentStatus;
  issuer: string | null;
  expires_at: Date;
  paid_at: Date | null;
}

const newId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

export const testCheckoutUrl = (redirectUrl: string, id: string): string => `${new URL(redirectUrl).origin}${TEST_CHECKOUT_PATH}${id}`;

const toPayment = (row: TestPaymentRow): ProviderPayment => ({
  id: row.id,
  status: row.status,
  amount: row.amount,
  checkoutUrl: row.status === 'open' ? testCheckoutUrl(row.redirect_url, row.id) : null,
  paidAt: row.paid_at,
});

export function createTestProvider(knex: Knex, now: () => Date = () => new Date()): PaymentProvider {
  return {
    name: 'test',
    async createPayment(input) {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new PaymentProviderError('amount must be positive cents');
      const [row] = await knex('test_provider_payment')
        .insert({
          id: newId('tr'), amount: input.amount, description: input.description, method: input.method, locale: input.locale ?? 'nl',
          redirect_url: input.redirectUrl, webhook_url: input.webhookUrl, metadata: { order_id: input.orderId },
          expires_at: new Date(now().getTime() + TEST_PAYMENT_TTL_MS),
        })
        .returning<TestPaymentRow[]>('*');
      return toPayment(row!);
    },
    async getPayment(id) {
      await expireOverdueTestPayments(knex, now(), id);
      const row = await knex('test_provider_payment').where({ id }).first<TestPaymentRow | undefined>();
      return row ? toPayment(row) : null;
    },
    async refund(paymentId, amount) {
      return knex.transaction(async (trx) => {
        const row = await trx('test_provider_payment').where({ id: paymentId }).forUpdate().first<TestPaymentRow | undefined>();
        if (!row || row.status !== 'paid') throw new PaymentProviderError(`test provider: payment ${paymentId} is not paid`);
        const done = await trx('test_provider_refund').where({ payment_id: paymentId }).sum<{ sum: number | null }[]>('amount as sum');
        if (!Number.isSafeInteger(amount) || amount <= 0 || (done[0]?.sum ?? 0) + amount > row.amount) {
          throw new PaymentProviderError(`test provider: refund of ${amount} exceeds what is left of ${paymentId}`);
        }
        const [refund] = await trx('test_provider_refund').insert({ id: newId('re'), payment_id: paymentId, amount }).returning<Array<{ id: string }>>('id');
        return { id: refund!.id, status: 'refunded' as const };
      });
    },
  };
}

/** Open payments past their expiry become expired (the webhook is due). One id, or all. */
export async function expireOverdueTestPayments(knex: Knex, at: Date = new Date(), id?: string): Promise<number> {
  const q = knex('test_provider_payment').where('status', 'open').where('expires_at', '<=', at);
  if (id) q.where({ id });
  return q.update({ status: 'expired', webhook_due_at: at, ts_updated: at });
}

/**
 * What the hosted checkout's buttons do: an open payment becomes paid / failed / canceled /
 * expired and its webhook becomes due. Returns the row (null = unknown id); a payment that is
 * no longer open is returned unchanged.
 */
export async function completeTestCheckout(knex: Knex, id: string, action: TestAction, issuer: string | null, at: Date = new Date()): Promise<TestPaymentRow | null> {
  await expireOverdueTestPayments(knex, at, id);
  const status = TEST_ACTIONS[action];
  const [updated] = await knex('test_provider_payment')
    .where({ id, status: 'open' })
    .update({ status, issuer, paid_at: status === 'paid' ? at : null, webhook_due_at: at, ts_updated: at })
    .returning<TestPaymentRow[]>('*');
  if (updated) return updated;
  return (await knex('test_provider_payment').where({ id }).first<TestPaymentRow | undefined>()) ?? null;
}

export async function findTestPayment(knex: Knex, id: string): Promise<TestPaymentRow | null> {
  await expireOverdueTestPayments(knex, new Date(), id);
  return (await knex('test_provider_payment').where({ id }).first<TestPaymentRow | undefined>()) ?? null;
}
