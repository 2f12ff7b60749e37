import { usableCouponPercentage, type CouponState } from './coupon';

const NOW = new Date('2026-06-01T10:00:00Z');
const COUPON: CouponState = {
  space_id: null, starts_from: new Date('2026-05-01T00:00:00Z'), expires_at: new Date('2026-07-01T00:00:00Z'),
  discount_percentage: 25, usage_limit: 3, times_used: 2, is_active: true,
};

describe('usableCouponPercentage (README.md "Coupons")', () => {
  it.each<[string, Partial<CouponState>, number | null]>([
    ['a valid coupon for all spaces', {}, 25],
    ['a valid coupon for this space', { space_id: 7 }, 25],
    ['a coupon for another space', { space_id: 8 }, null],
    ['an inactive coupon', { is_active: false }, null],
    ['a coupon not valid yet', { starts_from: new Date('2026-06-01T10:00:01Z') }, null],
    ['a coupon valid from this moment', { starts_from: NOW }, 25],
    ['an expired coupon', { expires_at: NOW }, null],
    ['a coupon without end date', { expires_at: null }, 25],
    ['a used-up coupon', { times_used: 3 }, null],
    ['a coupon without usage limit', { usage_limit: null, times_used: 99 }, 25],
    ['a 12.5 % coupon', { discount_percentage: 12.5 }, 12.5],
    ['a 100 % coupon', { discount_percentage: 100 }, 100],
    ['a 0 % coupon (invalid data)', { discount_percentage: 0 }, null],
  ])('%s -> %p', (_name, over, expected) => {
    expect(usableCouponPercentage({ ...COUPON, ...over }, { now: NOW, space_id: 7 })).toBe(expected);
  });
});
