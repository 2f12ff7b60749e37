import { validateCoupon, type CouponFormValues } from './couponValidation';

const valid: CouponFormValues = {
  coupon_code: 'Zomer2026',
  coupon_description: '',
  discount_percentage: 10,
  usage_limit: 1,
  space_id: '',
  starts_from: '2026-12-01',
  starts_time: '09:00',
  expires_at: '',
};

test('a complete coupon passes; valid until is optional', () => {
  expect(validateCoupon(valid)).toEqual({});
});

test('code: required and at most 50 characters (kept case-sensitive, not trimmed into another code)', () => {
  expect(validateCoupon({ ...valid, coupon_code: '  ' }).coupon_code).toBe('required');
  expect(validateCoupon({ ...valid, coupon_code: 'A'.repeat(50) }).coupon_code).toBeUndefined();
  expect(validateCoupon({ ...valid, coupon_code: 'A'.repeat(51) }).coupon_code).toBe('code_too_long');
});

test('description at most 500', () => {
  expect(validateCoupon({ ...valid, coupon_description: 'x'.repeat(500) })).toEqual({});
  expect(validateCoupon({ ...valid, coupon_description: 'x'.repeat(501) }).coupon_description).toBe('description_too_long');
});

test('discount 1..100 whole percent', () => {
  expect(validateCoupon({ ...valid, discount_percentage: null }).discount_percentage).toBe('required');
  expect(validateCoupon({ ...valid, discount_percentage: 0 }).discount_percentage).toBe('discount_out_of_range');
  expect(validateCoupon({ ...valid, discount_percentage: 1 })).toEqual({});
  expect(validateCoupon({ ...valid, discount_percentage: 100 })).toEqual({});
  expect(validateCoupon({ ...valid, discount_percentage: 101 }).discount_percentage).toBe('discount_out_of_range');
});

test('usage limit at least 1; valid until not before valid from', () => {
  expect(validateCoupon({ ...valid, usage_limit: 0 }).usage_limit).toBe('min_integer');
  expect(validateCoupon({ ...valid, expires_at: '2026-11-30' }).expires_at).toBe('expires_before_start');
  expect(validateCoupon({ ...valid, expires_at: '2026-12-31' })).toEqual({});
});
