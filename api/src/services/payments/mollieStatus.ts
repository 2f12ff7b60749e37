/** Pure mapping between Mollie's payment data and ours (amounts: Mollie "12.34" strings, ours cents). */
import type { ProviderPaymentStatus } from './provider';

const STATUS: Record<string, ProviderPaymentStatus> = {
  open: 'open',
  pending: 'pending',
  authorized: 'pending', // card authorisations: money not captured yet
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
};

/** Unknown statuses count as pending: never paid, never final, so a later webhook decides. */
export function mapMollieStatus(status: string): ProviderPaymentStatus {
  return STATUS[status] ?? 'pending';
}

export function centsToMollieAmount(cents: number): { currency: 'EUR'; value: string } {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`invalid amount ${cents}`);
  return { currency: 'EUR', value: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}` };
}

export function mollieAmountToCents(amount: { value: string; currency: string }): number {
  const m = /^(\d+)\.(\d{2})$/.exec(amount.value);
  if (!m || amount.currency !== 'EUR') throw new RangeError(`unexpected amount ${amount.value} ${amount.currency}`);
  return Number(m[1]) * 100 + Number(m[2]);
}
