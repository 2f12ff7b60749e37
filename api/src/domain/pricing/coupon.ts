/**
 * Whether a coupon can be used for a space at a moment (README.md "Coupons"). Pure: `now` is passed in.
 * The rule lives once, in domain/coupons (couponValidity); this is the pricing engine's view of it.
 */
import { couponValidity, type CouponFacts } from '../coupons/validity';

export type CouponState = CouponFacts;

/** A usable coupon's percentage, or null: inactive, not yet valid, expired, used up or for another space. */
export function usableCouponPercentage(coupon: CouponState, args: { now: Date; space_id: number }): number | null {
  const v = couponValidity(coupon, args);
  return v.ok ? v.percentage : null;
}
