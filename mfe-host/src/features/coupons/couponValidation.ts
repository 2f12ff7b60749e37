// Coupon rules (host spec 5 "Coupon"): code max 50 (case-sensitive, kept as typed), description max 500,
// discount 1..100, usage limit >= 1 (default 1), valid from (any future time), valid until optional and after it.
export const COUPON_LIMITS = { codeMax: 50, descriptionMax: 500, discountMin: 1, discountMax: 100, usageMin: 1 } as const;

export interface CouponFormValues {
  coupon_code: string;
  coupon_description: string;
  discount_percentage: number | null;
  usage_limit: number | null;
  space_id: string; // '' = all spaces
  starts_from: string; // YYYY-MM-DD
  starts_time: string; // HH:mm
  expires_at: string; // YYYY-MM-DD or ''
}

export type CouponErrorKey = 'required' | 'code_too_long' | 'description_too_long' | 'discount_out_of_range' | 'min_integer' | 'expires_before_start';

export function validateCoupon(v: Partial<CouponFormValues>): Partial<Record<keyof CouponFormValues, CouponErrorKey>> {
  const errors: Partial<Record<keyof CouponFormValues, CouponErrorKey>> = {};
  const code = v.coupon_code ?? '';
  if (!code.trim()) errors.coupon_code = 'required';
  else if (code.length > COUPON_LIMITS.codeMax) errors.coupon_code = 'code_too_long';
  if ((v.coupon_description ?? '').length > COUPON_LIMITS.descriptionMax) errors.coupon_description = 'description_too_long';
  const discount = v.discount_percentage;
  if (discount == null || Number.isNaN(discount)) errors.discount_percentage = 'required';
  else if (!Number.isInteger(discount) || discount < COUPON_LIMITS.discountMin || discount > COUPON_LIMITS.discountMax) errors.discount_percentage = 'discount_out_of_range';
  const usage = v.usage_limit;
  if (usage == null || !Number.isInteger(usage) || usage < COUPON_LIMITS.usageMin) errors.usage_limit = 'min_integer';
  if (!v.starts_from) errors.starts_from = 'required';
  if (v.expires_at && v.starts_from && v.expires_at < v.starts_from) errors.expires_at = 'expires_before_start';
  return errors;
}
