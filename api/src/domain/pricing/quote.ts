/**
 * quoteBooking: the one price computation of Zaalplek (preview, booking creation, invoices, e-mails).
 * Pure: everything it needs is in the input, no I/O, no clock. Rules: README.md in this folder.
 */
import { PricingError } from './errors';
import { percentOf, sum } from './money';
import { resolveServices } from './serviceLines';
import { spacePrice } from './spacePrice';
import type { OrderItemType, OrderTotals, OrderType, PricingConfiguration, Quote, QuoteInput, QuoteLine, ServiceType } from './types';

export const MAX_ATTENDEES = 500;
/** VAT on the platform fee the host pays for an afterpay booking (a Dutch B2B service). */
export const HOST_FEE_VAT_RATE = 21;

/** A line before money rules: what is billed, at which unit price and VAT rate. */
interface RawLine {
  order_item_type: OrderItemType;
  reference_id: number;
  service_name: string;
  service_type: ServiceType | null;
  order_type: OrderType | null;
  is_mandatory: boolean;
  quantity: number;
  hours: number | null;
  order_item_price: number;
  order_item_subtotal: number;
  vat_rate: number;
  /** the social discount applies to space lines only */
  is_space_line: boolean;
  /** the service fee applies to space, catering and facility lines */
  has_fee: boolean;
}

interface MoneyRules {
  socialPercent: number;
  couponPercent: number;
  feeRate: number;
  isAfterpay: boolean;
}

export function durationMinutes(start: Date, end: Date): number {
  const ms = end.getTime() - start.getTime();
  if (!Number.isFinite(ms) || ms <= 0) throw new PricingError('invalid_time_range');
  return Math.ceil(ms / 60000);
}

function checkAttendees(attendees: number): void {
  if (!Number.isInteger(attendees) || attendees < 1) throw new PricingError('attendees_required');
  if (attendees > MAX_ATTENDEES) throw new PricingError('max_integer', { max: MAX_ATTENDEES });
}

export function pickConfiguration(list: readonly PricingConfiguration[], id: number | null | undefined): PricingConfiguration | null {
  if (id != null) {
    const found = list.find((c) => c.configuration_id === id);
    if (!found) throw new PricingError('unknown_configuration', { configuration_id: id });
    return found;
  }
  return list.find((c) => c.is_default) ?? list[0] ?? null;
}

/** Discounts, fee and VAT of one line; every amount rounded half up on its own (README.md "Rounding"). */
export function priceLine(raw: RawLine, rules: MoneyRules): QuoteLine {
  const subtotal = raw.order_item_subtotal;
  const social_discount = raw.is_space_line ? percentOf(subtotal, rules.socialPercent) : 0;
  const coupon_discount = percentOf(subtotal - social_discount, rules.couponPercent);
  const discount = social_discount + coupon_discount;
  const net = subtotal - discount;
  const platform_fee = raw.has_fee ? percentOf(net, rules.feeRate) : 0;
  const service_fee = rules.isAfterpay ? 0 : platform_fee;
  const platform_fee_vat = percentOf(platform_fee, rules.isAfterpay ? HOST_FEE_VAT_RATE : raw.vat_rate);
  const excl = net + service_fee;
  const vat = percentOf(excl, raw.vat_rate);
  const { is_space_line: _s, has_fee: _f, ...line } = raw;
  return {
    ...line,
    social_discount,
    coupon_discount,
    discount,
    order_item_net: net,
    service_fee,
    platform_fee,
    platform_fee_vat,
    order_item_total_vat_excl: excl,
    vat,
    order_item_total: excl + vat,
  };
}

/** Order totals (host view and order record): sums of the rounded lines. */
export function orderTotals(lines: readonly QuoteLine[]): OrderTotals {
  const service_fee = sum(lines.map((l) => l.platform_fee));
  const service_fee_vat = sum(lines.map((l) => l.platform_fee_vat));
  const order_total = sum(lines.map((l) => l.order_item_total));
  return {
    order_subtotal: sum(lines.map((l) => l.order_item_net)),
    discount_total: sum(lines.map((l) => l.discount)),
    service_fee,
    service_fee_vat,
    service_fee_total: service_fee + service_fee_vat,
    vat_total: sum(lines.map((l) => l.vat)),
    order_total_vat_excl: sum(lines.map((l) => l.order_item_total_vat_excl)),
    order_total,
    payout_total: order_total - service_fee - service_fee_vat,
  };
}

export function quoteBooking(input: QuoteInput): Quote {
  const { space } = input;
  const minutes = durationMinutes(input.slot_start, input.slot_end);
  checkAttendees(input.attendees);
  const configuration = pickConfiguration(input.configurations, input.configuration_id);
  if (configuration && input.attendees > configuration.max_guests) {
    throw new PricingError('attendees_above_configuration_max', { max_guests: configuration.max_guests, configuration_id: configuration.configuration_id });
  }
  const isAfterpay = input.is_afterpay === true;
  if (isAfterpay && !space.is_afterpay_allowed) throw new PricingError('afterpay_not_allowed');
  const couponPercent = input.coupon_percentage ?? 0;
  if (input.coupon_percentage != null && !(Number.isFinite(couponPercent) && couponPercent >= 1 && couponPercent <= 100)) {
    throw new PricingError('invalid_coupon_percentage', { coupon_percentage: input.coupon_percentage });
  }
  const socialPercent = input.is_social && space.has_discount ? (space.discount_percentage ?? 0) : 0;
  const rules: MoneyRules = { socialPercent, couponPercent, feeRate: space.service_fee_rate, isAfterpay };

  const tier = spacePrice(space, minutes);
  const raw: RawLine[] = [{
    order_item_type: 'SPACE', reference_id: space.space_id, service_name: space.space_name, service_type: null, order_type: null,
    is_mandatory: true, quantity: 1, hours: minutes / 60, order_item_price: tier.price, order_item_subtotal: tier.price,
    vat_rate: space.vat_rate, is_space_line: true, has_fee: true,
  }];
  if (configuration && configuration.configuration_price > 0) {
    raw.push({
      order_item_type: 'CONFIGURATION', reference_id: configuration.configuration_id, service_name: configuration.configuration_type,
      service_type: null, order_type: null, is_mandatory: true, quantity: 1, hours: null,
      order_item_price: configuration.configuration_price, order_item_subtotal: configuration.configuration_price,
      vat_rate: space.vat_rate, is_space_line: true, has_fee: true,
    });
  }
  for (const use of resolveServices({ services: input.services, selected: input.selected_services ?? [], attendees: input.attendees, minutes })) {
    const s = use.service;
    raw.push({
      order_item_type: 'SERVICE', reference_id: s.service_id, service_name: s.service_name, service_type: s.service_type, order_type: s.order_type,
      is_mandatory: s.is_mandatory, quantity: use.quantity, hours: use.hours, order_item_price: s.price, order_item_subtotal: use.subtotal,
      vat_rate: s.vat_rate, is_space_line: false, has_fee: s.service_type !== 'HUMAN_RESOURCE',
    });
  }

  const lines = raw.map((r) => priceLine(r, rules));
  const totals = orderTotals(lines);
  const vat_by_rate: Record<number, number> = {};
  for (const l of lines) vat_by_rate[l.vat_rate] = (vat_by_rate[l.vat_rate] ?? 0) + l.vat;
  const spaceLine = lines[0] as QuoteLine;
  const configurationLine = lines.find((l) => l.order_item_type === 'CONFIGURATION');
  const reservationLimit = space.booking_limit > 0 ? space.booking_limit : 0;
  return {
    space_id: space.space_id,
    duration_minutes: minutes,
    price_tier: tier.tier,
    configuration_id: configuration?.configuration_id ?? null,
    lines,
    space_price: spaceLine.order_item_net,
    space_price_with_fee: spaceLine.order_item_total_vat_excl,
    configuration_price: configurationLine?.order_item_total_vat_excl ?? 0,
    total_excl_vat: totals.order_total_vat_excl,
    vat_by_rate,
    vat_total: totals.vat_total,
    total_incl_vat: totals.order_total,
    discount: totals.discount_total,
    social_discount: sum(lines.map((l) => l.social_discount)),
    coupon_discount: sum(lines.map((l) => l.coupon_discount)),
    coupon_percentage: input.coupon_percentage ?? null,
    service_fee_rate: space.service_fee_rate,
    is_afterpay: isAfterpay,
    is_free: totals.order_total === 0,
    is_reservation_limit_reached: reservationLimit > 0 && (input.bookings_on_day ?? 0) >= reservationLimit,
    reservation_limit: reservationLimit,
    totals,
  };
}
