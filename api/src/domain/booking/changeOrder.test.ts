import { changeOrderNext, closedChangeOrderState } from './orderMachine';

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

describe('closedChangeOrderState (an open CHANGE order superseded or left behind)', () => {
  it.each([
    ['PAYMENT_PENDING', null, 'EXPIRED'],
    ['PAYMENT_FAILED', null, 'EXPIRED'],
    ['PAYMENT_PROCESSING', null, 'EXPIRED'],
    ['PAYMENT_PENDING', 'EXPIRED', 'EXPIRED'],
    ['PAYMENT_PENDING', 'CLOSED_BY_HOST', 'CLOSED_BY_HOST'],
    ['PAYMENT_FAILED', 'CLOSED_BY_CUSTOMER', 'CLOSED_BY_CUSTOMER'],
    ['PAID', 'CLOSED_BY_HOST', null],
    ['EXPIRED', null, null],
  ] as const)('%s (main -> %s) -> %s', (from, main, to) => {
    expect(closedChangeOrderState(from, main)).toBe(to);
  });
});
