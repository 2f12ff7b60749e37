/** Prices a booking with the pricing module (graphql/pricing loaders + domain quoteBooking), and checks violations first. */
import type { Knex } from 'knex';
import { couponValidity } from '../../domain/coupons/validity';
import { quoteBooking } from '../../domain/pricing/quote';
import type { PricingConfiguration, Quote } from '../../domain/pricing/types';
import type { AvailabilityException, WorkingTime } from '../../domain/availability/availability';
import { findViolation } from '../../domain/violations/bookingViolations';
import { ApiError } from '../../errors/ApiError';
import { toPricingApiError } from '../pricing/errors';
import { countBookingsOnDay, loadConfigurations, loadCoupon, loadServices, loadSpace, type OfferedService, type SpacePricingRow } from '../pricing/load';
import type { Locale } from '../../middleware/locale';
import { violationError } from './errors';
import { loadOpening, type SpaceBookingRules } from './spaceRules';

export interface PriceInput {
  slot_start: Date;
  slot_end: Date;
  attendees: number;
  configuration_id?: number | null;
  services?: Array<{ service_id: number; quantity: number }> | null;
  coupon_code?: string | null;
  is_social?: boolean;
  is_afterpay?: boolean;
  /** a booking being changed: not counted against itself */
  exclude_booking_id?: number | null;
}

/** What checkAndQuote reads about the space for one window (createBooking reads it in its first statement: checkContext.ts). */
export interface QuoteData {
  space: SpacePricingRow | null;
  configurations: PricingConfiguration[];
  services: OfferedService[];
  opening: { working_times: WorkingTime[]; exceptions: AvailabilityException[] };
  /** slot-occupying bookings of the space on the window's day */
  bookings_on_day: number;
}

export async function checkAndQuote(k: Knex | Knex.Transaction, rules: SpaceBookingRules, input: PriceInput, now: Date, locale: Locale = 'nl'):
  Promise<{ quote: Quote; coupon_id: number | null }> {
  const kk = k as Knex;
  const [space, configurations, services, opening, bookings_on_day] = await Promise.all([
    loadSpace(kk, rules.space_id),
    loadConfigurations(kk, rules.space_id, locale),
    loadServices(kk, rules.space_id, { start: input.slot_start, end: input.slot_end }, locale),
    loadOpening(k, rules, input.slot_start, input.slot_end),
    countBookingsOnDay(kk, rules.space_id, input.slot_start),
  ]);
  return checkAndQuoteWith(k, rules, input, { space, configurations, services, opening, bookings_on_day }, now);
}

/** checkAndQuote with the space's data already read (the coupon, when one is given, is read here). */
export async function checkAndQuoteWith(k: Knex | Knex.Transaction, rules: SpaceBookingRules, input: PriceInput, data: QuoteData, now: Date):
  Promise<{ quote: Quote; coupon_id: number | null }> {
  const kk = k as Knex;
  const { space, configurations, services, opening, bookings_on_day: onDay } = data;
  const conf = configurations.find((c) => c.configuration_id === input.configuration_id) ?? configurations.find((c) => c.is_default) ?? configurations[0];
  const violation = findViolation({
    now, slot_start: input.slot_start, slot_end: input.slot_end, attendees: input.attendees,
    space: { is_active: rules.is_active, is_public: rules.is_public, book_before_min_th: rules.book_before_min_th ?? 0, book_before_max_th: rules.book_before_max_th, booking_limit: rules.booking_limit ?? 0 },
    max_guests: conf?.max_guests ?? rules.max_guests,
    working_times: opening.working_times, exceptions: opening.exceptions,
    bookings_on_day: Math.max(0, onDay - (input.exclude_booking_id ? 1 : 0)),
    selected: input.services ?? [], services,
  });
  if (violation) throw violationError(violation);
  let couponPct: number | null = null;
  let couponId: number | null = null;
  if (input.coupon_code) {
    const c = await loadCoupon(kk, rules.space_id, input.coupon_code);
    // the one coupon rule (domain/coupons): expired / used up get their own key
    const verdict = c
      ? couponValidity({ ...c, starts_from: new Date(c.starts_from), expires_at: c.expires_at ? new Date(c.expires_at) : null, discount_percentage: Number(c.discount_percentage) }, { now, space_id: rules.space_id })
      : ({ ok: false, key: 'unknown_coupon_code' } as const);
    if (!verdict.ok) throw new ApiError('FIELD_VALIDATION', { entity: 'coupon', key: verdict.key, meta: { field: 'coupon_code', fields: { coupon_code: verdict.key } } });
    couponPct = verdict.percentage;
    const row = await k('coupon as c').join('space as s', 's.venue_id', 'c.venue_id').where('s.space_id', rules.space_id).where('c.coupon_code', input.coupon_code).first('c.coupon_id');
    couponId = row?.coupon_id ?? null;
  }
  try {
    const quote = quoteBooking({
      space: space!, configurations, configuration_id: input.configuration_id ?? null, services, selected_services: input.services ?? [],
      slot_start: input.slot_start, slot_end: input.slot_end, attendees: input.attendees, is_social: input.is_social === true,
      is_afterpay: input.is_afterpay === true, coupon_percentage: couponPct, bookings_on_day: onDay,
    });
    return { quote, coupon_id: couponId };
  } catch (e) {
    throw toPricingApiError(e);
  }
}
