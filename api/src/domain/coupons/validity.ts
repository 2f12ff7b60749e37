/**
 * Can this coupon be used for this space now? The one rule for apply_coupon, pricing and the
 * host's coupon list (host-and-admin sections 3-5). Pure: `now` is passed in.
 */
export interface CouponFacts {
  space_id: number | null; // null = every space of the venue
  starts_from: Date;
  expires_at: Date | null;
  discount_percentage: number;
  usage_limit: number | null;
  times_used: number;
  is_active: boolean;
}

export type CouponRefusal = 'unknown_coupon_code' | 'coupon_expired' | 'coupon_usage_limit';
export type CouponValidity = { ok: true; percentage: number } | { ok: false; key: CouponRefusal };

/**
 * Inactive, for another space or not started yet look like an unknown code to the guest (no
 * hint that a code exists); expired and used-up coupons get their own key. The usage limit counts
 * times_used (bookings that were paid or confirmed with the coupon), not times_applied.
 */
export function couponValidity(coupon: CouponFacts, args: { now: Date; space_id: number }): CouponValidity {
  if (coupon.space_id != null && coupon.space_id !== args.space_id) return { ok: false, key: 'unknown_coupon_code' };
  if (coupon.expires_at && coupon.expires_at.getTime() <= args.now.getTime()) return { ok: false, key: 'coupon_expired' };
  if (!coupon.is_active) return { ok: false, key: 'unknown_coupon_code' };
  if (coupon.starts_from.getTime() > args.now.getTime()) return { ok: false, key: 'unknown_coupon_code' };
  if (coupon.usage_limit != null && coupon.usage_limit > 0 && coupon.times_used >= coupon.usage_limit) return { ok: false, key: 'coupon_usage_limit' };
  if (!(coupon.discount_percentage >= 1 && coupon.discount_percentage <= 100)) return { ok: false, key: 'unknown_coupon_code' };
  return { ok: true, percentage: coupon.discount_percentage };
}

/** Should the expiry job switch this coupon off? */
export const isPastExpiry = (coupon: Pick<CouponFacts, 'expires_at' | 'is_active'>, now: Date): boolean =>
  coupon.is_active && coupon.expires_at != null && coupon.expires_at.getTime() <= now.getTime();
