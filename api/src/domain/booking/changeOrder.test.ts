import { changeOrderNext, closedChangeOrderState, settlesOrder } from './orderMachine';

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

describe('an order is PAID only when everything owed is paid', () => {
  it.each([
    [17303, 0, 8652, false],
    [17303, 8652, 8650, false],
    [17303, 8652, 8651, true],
    [17303, 0, 17303, true],
    [8652, 0, 17303, true],
  ] as const)('owed %i, paid before %i, paying %i -> settled %s', (owed, before, amount, settled) => {
    expect(settlesOrder(owed, before, amount)).toBe(settled);
  });

  it('a CHANGE order paid short stays open (PAYMENT_PENDING), a late short payment of a closed one changes nothing', () => {
    expect(changeOrderNext('PAYMENT_PROCESSING', 'COMPLETED', false)).toBe('PAYMENT_PENDING');
    expect(changeOrderNext('PAYMENT_PENDING', 'COMPLETED', false)).toBe('PAYMENT_PENDING');
    expect(changeOrderNext('EXPIRED', 'COMPLETED', false)).toBeNull();
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
