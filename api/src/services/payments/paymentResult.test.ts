import { decidePaymentResult } from './paymentResult';
import { PROVIDER_PAYMENT_STATUSES, type ProviderPaymentStatus } from './provider';

describe('decidePaymentResult', () => {
  it.each<[ProviderPaymentStatus, ProviderPaymentStatus, string, ProviderPaymentStatus | null]>([
    ['open', 'paid', 'COMPLETED', 'paid'],
    ['pending', 'paid', 'COMPLETED', 'paid'],
    ['open', 'pending', 'PENDING', 'pending'],
    ['open', 'failed', 'FAILED', 'failed'],
    ['open', 'canceled', 'FAILED', 'canceled'],
    ['pending', 'expired', 'FAILED', 'expired'],
    ['open', 'open', 'DUPLICATED_REQUEST', null],
    ['paid', 'paid', 'DUPLICATED_REQUEST', null],
    ['pending', 'open', 'DUPLICATED_REQUEST', null],
    ['paid', 'open', 'DUPLICATED_REQUEST', null],
    ['paid', 'failed', 'DUPLICATED_REQUEST', null],
    ['failed', 'paid', 'DUPLICATED_REQUEST', null],
    ['expired', 'pending', 'DUPLICATED_REQUEST', null],
  ])('%s then %s -> %s', (recorded, reported, result, next) => {
    expect(decidePaymentResult(recorded, reported)).toEqual({ result, nextStatus: next });
  });

  it('a final status never changes, whatever arrives later', () => {
    for (const recorded of ['paid', 'failed', 'canceled', 'expired'] as const) {
      for (const reported of PROVIDER_PAYMENT_STATUSES) {
        expect(decidePaymentResult(recorded, reported).nextStatus).toBeNull();
      }
    }
  });
});
