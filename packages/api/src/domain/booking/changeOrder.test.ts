import { changeOrderNext } from './orderMachine';

describe('changeOrderNext (extra CHANGE order of an approved change request)', () => {
  it.each([
    ['PAYMENT_PENDING', 'PENDING', 'PAYMENT_PROCESSING'],
    ['PAYMENT_PENDING', 'COMPLETED', 'PAID'],
    ['PAYMENT_PENDING', 'FAILED', 'PAYMENT_FAILED'],
    ['PAYMENT_PROCESSING', 'PENDING', null],
    ['PAYMENT_PROCESSING', 'COMPLETED', 'PAID'],
    ['PAYMENT_PROCESSING', 'FAILED', 'PAYMENT_FAILED'],
    ['PAYMENT_FAILED', 'PENDING', 'PAYMENT_PROCESSING'],
    ['PAYMENT_FAILED', 'COMPLETED', 'PAID'],
    ['PAYMENT_FAILED', 'FAILED', null],
    ['PAID', 'COMPLETED', null],
    ['PAID', 'FAILED', null],
    ['PAID', 'PENDING', null],
    ['CLOSED_BY_HOST', 'COMPLETED', null],
  ] as const)('%s + %s -> %s', (from, result, to) => {
    expect(changeOrderNext(from, result)).toBe(to);
  });
});
