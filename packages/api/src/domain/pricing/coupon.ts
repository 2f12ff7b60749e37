/** Whether a coupon can be used for a space at a moment (README.md "Coupons"). Pure: `now` is passed in. */

export interface CouponState {
  space_id: number | null;
  starts_from: Date;
  expires_at: Date | null;
  discount_percentage: number;
  usage_limit: number | null;
  times_used: number;
  is_active: boolean;
}

/** A usable coupon's percentage, or null: inactive, not yet valid, expired, used up or for another space. */
export function usableCouponPercentage(coupon: CouponState, args: { now: Date; space_id: number }): number | null {
  if (!coupon.is_active) return null;
  if (coupon.space_id != null && coupon.space_id !== args.space_id) return null;
  if (coupon.starts_from.getTime() > args.now.getTime()) return null;
  if (coupon.expires_at && coupon.expires_at.getTime() <= args.now.getTime()) return null;
  if (coupon.usage_limit != null && coupon.usage_limit > 0 && coupon.times_used >= coupon.usage_limit) return null;
  if (!(coupon.discount_percentage >= 1 && coupon.discount_percentage <= 100)) return null;
  return coupon.discount_percentage;
}
