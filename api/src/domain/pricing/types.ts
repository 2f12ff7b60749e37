/** Input and output of quoteBooking. Money is integer cents, rates are percentages. */

export const ORDER_TYPES = ['ARRANGEMENT', 'PER_HOUR', 'PER_ITEM', 'PER_ITEM_OR_PER_HOUR', 'PER_PERSON', 'STATIC'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export type ServiceType = 'CATERING' | 'FACILITY' | 'HUMAN_RESOURCE';
export type VatRate = 21 | 9 | 3 | 0;
export type OrderItemType = 'SPACE' | 'CONFIGURATION' | 'SERVICE';

export type PriceTier = 'SHORT' | 'HALF_DAY' | 'HALF_DAY_TO_DAY' | 'DAY' | 'DAY_TO_FULL_DAY' | 'FULL_DAY' | 'OVER_FULL_DAY';

/** The space's asking prices (excl. VAT, excl. service fee). */
export interface SpaceTierPrices {
  /** minimum price of a booking under 4 h; null/0 = half_day_price */
  short_day_price: number | null;
  /** 4 hours */
  half_day_price: number;
  /** 8 hours */
  day_price: number;
  /** 12 hours (day plus evening) */
  full_day_price: number;
}

export interface PricingSpace extends SpaceTierPrices {
  space_id: number;
  space_name: string;
  vat_rate: number;
  /** the guest's service fee, percent */
  service_fee_rate: number;
  has_discount: boolean;
  /** social discount, percent; null = none */
  discount_percentage: number | null;
  is_afterpay_allowed: boolean;
  /** 0 = unlimited */
  booking_limit: number;
}

export interface PricingConfiguration {
  configuration_id: number;
  configuration_type: string;
  configuration_price: number;
  max_guests: number;
  is_default: boolean;
}

/** One service the space offers (an enabled space_service link), with its unit price excl. VAT. */
export interface PricingService {
  service_id: number;
  service_name: string;
  service_type: ServiceType;
  order_type: OrderType;
  /** unit price excl. VAT; 0 for standard (not on-demand) services */
  price: number;
  vat_rate: number;
  is_mandatory: boolean;
  /** null = unlimited */
  remaining_inventory: number | null;
}

export interface SelectedService {
  service_id: number;
  quantity: number;
}

export interface QuoteInput {
  space: PricingSpace;
  configurations: readonly PricingConfiguration[];
  /** null = the default configuration (else the first) */
  configuration_id?: number | null;
  services: readonly PricingService[];
  selected_services?: readonly SelectedService[];
  slot_start: Date;
  slot_end: Date;
  attendees: number;
  is_social?: boolean;
  is_afterpay?: boolean;
  /** a coupon already checked as usable; 1..100 percent, two decimals at most */
  coupon_percentage?: number | null;
  /** slot-occupying bookings of the space on the booking's Amsterdam day (for the booking_limit flag) */
  bookings_on_day?: number;
}

export interface QuoteLine {
  order_item_type: OrderItemType;
  reference_id: number;
  service_name: string;
  service_type: ServiceType | null;
  order_type: OrderType | null;
  is_mandatory: boolean;
  quantity: number;
  /** billed hours (space line, PER_HOUR, PER_ITEM_OR_PER_HOUR), else null */
  hours: number | null;
  order_item_price: number;
  order_item_subtotal: number;
  social_discount: number;
  coupon_discount: number;
  discount: number;
  /** subtotal - discount: the host's asking amount excl. VAT */
  order_item_net: number;
  /** the guest's fee on this line (0 for afterpay) */
  service_fee: number;
  /** the platform fee on this line, paid by the guest or (afterpay) by the host */
  platform_fee: number;
  /** the VAT on platform_fee */
  platform_fee_vat: number;
  order_item_total_vat_excl: number;
  vat_rate: number;
  vat: number;
  order_item_total: number;
}

export interface OrderTotals {
  order_subtotal: number;
  discount_total: number;
  service_fee: number;
  service_fee_vat: number;
  service_fee_total: number;
  vat_total: number;
  order_total_vat_excl: number;
  order_total: number;
  payout_total: number;
}

export interface Quote {
  space_id: number;
  duration_minutes: number;
  price_tier: PriceTier;
  configuration_id: number | null;
  lines: QuoteLine[];
  space_price: number;
  space_price_with_fee: number;
  configuration_price: number;
  total_excl_vat: number;
  /** VAT per rate, e.g. { 21: 4200, 9: 810 } */
  vat_by_rate: Record<number, number>;
  vat_total: number;
  total_incl_vat: number;
  discount: number;
  social_discount: number;
  coupon_discount: number;
  coupon_percentage: number | null;
  service_fee_rate: number;
  is_afterpay: boolean;
  is_free: boolean;
  is_reservation_limit_reached: boolean;
  reservation_limit: number;
  totals: OrderTotals;
}
