/**
 * Nothing that changes a booking's price (coupon applied or removed, an approved change request:
 * slot, attendees, configuration, services) while one of its payments is open at the bank: the
 * guest could otherwise pay the old amount for the new terms. iDEAL payments cannot be withdrawn
 * once the guest is at the bank, so the change is refused with VALIDATION `payment_in_progress`;
 * the guest finishes or cancels the payment on the bank's page (or it expires after 15 minutes)
 * and then changes the booking. Before refusing, the open payments are asked from the provider
 * again, so a payment cancelled or expired at the bank no longer blocks (its webhook may lag).
 */
import type { Knex } from 'knex';
import { ApiError } from '../../errors/ApiError';
import { ENTITY } from './errors';
import { paymentsPort } from './paymentsPort';

/** Payment statuses (table payment) that may still turn into money. */
export const OPEN_PAYMENT_STATUSES = ['open', 'pending'] as const;

export const paymentInProgress = (action: string, paymentId: number): ApiError =>
  new ApiError('VALIDATION', { entity: ENTITY, key: 'payment_in_progress', meta: { action, payment_id: paymentId, hint: 'finish_or_cancel_payment' } });

/** Inside the booking's transaction (booking locked): refuses when a payment of any of its orders is open. */
export async function assertNoOpenPayment(trx: Knex.Transaction, bookingId: number, action: string): Promise<void> {
  const open = await trx('payment').where('booking_id', bookingId).whereIn('status', OPEN_PAYMENT_STATUSES).orderBy('payment_id', 'desc').first('payment_id');
  if (open) throw paymentInProgress(action, open.payment_id);
}

/**
 * Outside any transaction (it takes the booking lock itself): re-reads the booking's open payments
 * from the provider, like the reconciler does. Errors are left to the reconciler.
 */
export async function refreshOpenPayments(knex: Knex, bookingId: number): Promise<void> {
  const ids = (await knex('payment').where('booking_id', bookingId).whereIn('status', OPEN_PAYMENT_STATUSES).pluck('provider_payment_id')) as string[];
  if (!ids.length) return;
  for (const id of ids) {
    try {
      await paymentsPort().refreshPayment(knex, id);
    } catch {
      // provider unreachable: the payment stays open and the change is refused
    }
  }
}
