/** Our record of payment attempts (table payment) and its event log (payment_event). */
import type { Knex } from 'knex';
import type { ProviderPaymentStatus } from './provider';

export interface PaymentRow {
  payment_id: number;
  order_id: number;
  booking_id: number;
  payment_link_id: number | null;
  provider: 'test' | 'mollie';
  provider_payment_id: string;
  amount: number;
  status: ProviderPaymentStatus;
  checkout_url: string | null;
  paid_at: Date | null;
}

export type EventSource = 'webhook' | 'reconcile' | 'return';

export async function logPaymentEvent(
  knex: Knex,
  e: { payment_id: number | null; provider_payment_id: string; provider_status: string | null; result: string; source: EventSource },
): Promise<void> {
  await knex('payment_event').insert({ ...e, provider_payment_id: e.provider_payment_id.slice(0, 200) });
}
