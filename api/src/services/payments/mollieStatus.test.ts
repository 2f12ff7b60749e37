import { centsToMollieAmount, mapMollieStatus, mollieAmountToCents } from './mollieStatus';

describe('Mollie mapping', () => {
  it.each([
    ['open', 'open'],
    ['pending', 'pending'],
    ['authorized', 'pending'],
    ['paid', 'paid'],
    ['failed', 'failed'],
    ['canceled', 'canceled'],
    ['expired', 'expired'],
    ['something-new', 'pending'],
  ])('status %s -> %s', (mollie, ours) => {
    expect(mapMollieStatus(mollie)).toBe(ours);
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1234, '12.34'],
    [100000, '1000.00'],
  ])('%i cents <-> %s', (cents, value) => {
    expect(centsToMollieAmount(cents)).toEqual({ currency: 'EUR', value });
    expect(mollieAmountToCents({ currency: 'EUR', value })).toBe(cents);
  });

  it('refuses amounts it cannot represent exactly', () => {
    expect(() => centsToMollieAmount(1.5)).toThrow(RangeError);
    expect(() => centsToMollieAmount(-1)).toThrow(RangeError);
    expect(() => mollieAmountToCents({ currency: 'USD', value: '1.00' })).toThrow(RangeError);
    expect(() => mollieAmountToCents({ currency: 'EUR', value: '1.5' })).toThrow(RangeError);
  });
});
