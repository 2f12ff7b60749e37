/**
 * What booking needs from the payments service, as an explicit port registered once at start-up
 * (services/wiring.ts): payments imports booking, booking never imports payments. Using the port
 * before it is registered throws, so e.g. a cancellation's transaction rolls back instead of
 * finishing without its refund.
 */
import type { Knex } from 'knex';

export interface RefundRequest {
  bookingId: number;
  /** cents */
  amount: number;
  reason: string;
}

export interface PaymentsPort {
  /** Records a refund inside the caller's transaction; null when nothing paid is left to refund. */
  requestRefund(trx: Knex.Transaction, request: RefundRequest): Promise<{ refundId: number } | null>;
  /** Asks the provider for a payment's current status again and applies it (as the reconciler does). */
  refreshPayment(knex: Knex, providerPaymentId: string): Promise<void>;
}

let registered: PaymentsPort | null = null;

export function registerPaymentsPort(port: PaymentsPort | null): void {
  registered = port;
}

export function paymentsPort(): PaymentsPort {
  if (!registered) throw new Error('No payments port registered: call wireServices() (services/wiring.ts) at start-up');
  return registered;
}
