/**
 * The payment-provider adapter (docs/CONTRACTS.md "Payments and documents"). Amounts in cents.
 * Default: the built-in test provider (an iDEAL-like hosted checkout on our own server);
 * production: Mollie when MOLLIE_API_KEY is set.
 */
import type { Knex } from 'knex';

import type { ProviderPaymentStatus } from '../../domain/payments/vocabulary';

export { PROVIDER_PAYMENT_STATUSES, type ProviderPaymentStatus } from '../../domain/payments/vocabulary';

export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  /** cents */
  amount: number;
  checkoutUrl: string | null;
  paidAt: Date | null;
}

export interface CreatePaymentInput {
  orderId: number;
  /** cents, > 0 */
  amount: number;
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  method: 'ideal';
  locale?: 'nl' | 'en';
}

export interface ProviderRefund {
  id: string;
  status: 'pending' | 'refunded' | 'failed';
}

export interface PaymentProvider {
  name: 'test' | 'mollie';
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** null: the provider does not know this id */
  getPayment(id: string): Promise<ProviderPayment | null>;
  refund(paymentId: string, amount: number): Promise<ProviderRefund>;
}

/** Raised when the provider refuses or cannot be reached (mapped to payment_provider_unavailable). */
export class PaymentProviderError extends Error {
  constructor(message: string, readonly cause?: unknown) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

type Factory = (knex: Knex, env: NodeJS.ProcessEnv) => PaymentProvider;
let override: Factory | null = null;

/** Tests: replace the provider (e.g. a provider that fails); null restores the default. */
export function setPaymentProviderFactory(factory: Factory | null): void {
  override = factory;
}

export function paymentProvider(knex: Knex, env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  if (override) return override(knex, env);
  if (env.MOLLIE_API_KEY) {
    // required lazily: the Mollie client is only loaded when configured
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { createMollieProvider } = require('./mollieProvider') as typeof import('./mollieProvider');
    return createMollieProvider(env.MOLLIE_API_KEY);
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createTestProvider } = require('./testProvider') as typeof import('./testProvider');
  return createTestProvider(knex);
}
