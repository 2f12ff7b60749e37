export { couponValidity, isPastExpiry, type CouponFacts, type CouponValidity, type CouponRefusal } from './validity';
export { validateCouponInput, COUPON_CODE_MAX, COUPON_DESCRIPTION_MAX, DEFAULT_USAGE_LIMIT, type CouponFormInput, type CouponValues, type CouponFieldError } from './validateCoupon';
