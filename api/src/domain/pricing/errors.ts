/** Why a quote cannot be made. The API maps these to the spec's error shape (docs/CONTRACTS.md). */
export type PricingErrorKey =
  | 'invalid_time_range'
  | 'attendees_required'
  | 'max_integer'
  | 'attendees_above_configuration_max'
  | 'unknown_configuration'
  | 'unknown_service'
  | 'invalid_quantity'
  | 'inventory_limits_violated'
  | 'invalid_coupon_percentage'
  | 'afterpay_not_allowed';

/** The input field each key belongs to (FIELD_VALIDATION), or null for a form-level error (VALIDATION). */
export const PRICING_ERROR_FIELD: Record<PricingErrorKey, string | null> = {
  invalid_time_range: 'slot_end',
  attendees_required: 'attendees',
  max_integer: 'attendees',
  attendees_above_configuration_max: 'attendees',
  unknown_configuration: 'configuration_id',
  unknown_service: 'services',
  invalid_quantity: 'services',
  inventory_limits_violated: null,
  invalid_coupon_percentage: 'coupon_code',
  afterpay_not_allowed: 'is_afterpay',
};

export class PricingError extends Error {
  constructor(
    readonly key: PricingErrorKey,
    readonly meta: Record<string, unknown> = {},
  ) {
    super(key);
    this.name = 'PricingError';
  }
}
