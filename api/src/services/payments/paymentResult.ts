/**
 * Pure rule: what a provider status means for a payment we recorded (spec: payment result
 * COMPLETED | DUPLICATED_REQUEST | FAILED | PENDING). Webhooks may arrive twice or out of order;
 * a final status (paid, failed, canceled, expired) never changes again and a step back
 * (pending -> open) is ignored.
 */
import type { ProviderPaymentStatus } from './provider';

export type PaymentResult = 'COMPLETED' | 'DUPLICATED_REQUEST' | 'FAILED' | 'PENDING';

export const FINAL_STATUSES: readonly ProviderPaymentStatus[] = ['paid', 'failed', 'canceled', 'expired'];
const RANK: Record<ProviderPaymentStatus, number> = { open: 0, pending: 1, paid: 2, failed: 2, canceled: 2, expired: 2 };

export interface PaymentDecision {
  result: PaymentResult;
  /** the status to record, null = nothing changes */
  nextStatus: ProviderPaymentStatus | null;
}

export function decidePaymentResult(recorded: ProviderPaymentStatus, reported: ProviderPaymentStatus): PaymentDecision {
  if (recorded === reported || FINAL_STATUSES.includes(recorded) || RANK[reported] < RANK[recorded]) {
    return { result: 'DUPLICATED_REQUEST', nextStatus: null };
  }
  if (reported === 'paid') return { result: 'COMPLETED', nextStatus: 'paid' };
  if (reported === 'pending') return { result: 'PENDING', nextStatus: 'pending' };
  return { result: 'FAILED', nextStatus: reported };
}
