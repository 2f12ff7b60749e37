/** get_booking_preliminary_calculation(input): the space page's live price preview (public, no login). */
import { ApiError, notFound } from '../../errors/ApiError';
import { usableCouponPercentage } from '../../domain/pricing/coupon';
import { quoteBooking } from '../../domain/pricing/quote';
import type { Quote } from '../../domain/pricing/types';
import type { GraphQLContext } from '../context';
import { isOwnerOrAdmin, isSpacePublic } from './access';
import { ENTITY, fieldError, parseInstant, toPricingApiError } from '../../services/pricing/errors';
import { countBookingsOnDay, loadConfigurations, loadCoupon, loadServices, loadSpace } from '../../services/pricing/load';

export interface PreliminaryCalculationInput {
  space_id: number;
  slot_start: string;
  slot_end: string;
  attendees: number;
  configuration_id?: number | null;
  services?: Array<{ service_id: number; quantity: number }> | null;
  coupon_code?: string | null;
  is_social?: boolean | null;
  is_afterpay?: boolean | null;
}

const MAX_COUPON_LENGTH = 50;
const MAX_SERVICES = 100;

export function toPreview(q: Quote) {
  return {
    space_id: q.space_id,
    duration_minutes: q.duration_minutes,
    price_tier: q.price_tier,
    space_price: q.space_price,
    space_price_with_fee: q.space_price_with_fee,
    configuration_price: q.configuration_price,
    order_items: q.lines.map((l) => ({ ...l, order_item_id: null })),
    total_excl_vat: q.total_excl_vat,
    vat_21: q.vat_by_rate[21] ?? 0,
    vat_9: q.vat_by_rate[9] ?? 0,
    vat_total: q.vat_total,
    total_incl_vat: q.total_incl_vat,
    discount: q.discount,
    social_discount: q.social_discount,
    coupon_discount: q.coupon_discount,
    coupon_percentage: q.coupon_percentage,
    service_fee_rate: q.service_fee_rate,
    is_free: q.is_free,
    is_reservation_limit_reached: q.is_reservation_limit_reached,
    reservation_limit: q.reservation_limit,
    totals: q.totals,
  };
}

export async function get_booking_preliminary_calculation(_: unknown, args: { input: PreliminaryCalculationInput }, ctx: GraphQLContext) {
  const input = args.input;
  const start = parseInstant(input.slot_start);
  const end = parseInstant(input.slot_end);
  if (!start) throw fieldError('slot_start', 'invalid_time_range');
  if (!end || end <= start) throw fieldError('slot_end', 'invalid_time_range');
  const selected = input.services ?? [];
  if (selected.length > MAX_SERVICES) throw fieldError('services', 'max_items', { max: MAX_SERVICES });
  const code = input.coupon_code ?? null;
  if (code != null && (code.length === 0 || code.length > MAX_COUPON_LENGTH)) throw fieldError('coupon_code', 'unknown_coupon_code', {}, 'coupon');

  const [space, configurations, services, coupon, bookingsOnDay] = await Promise.all([
    loadSpace(ctx.knex, input.space_id),
    loadConfigurations(ctx.knex, input.space_id, ctx.locale),
    loadServices(ctx.knex, input.space_id, { start, end }, ctx.locale),
    code != null ? loadCoupon(ctx.knex, input.space_id, code) : Promise.resolve(null),
    countBookingsOnDay(ctx.knex, input.space_id, start),
  ]);
  if (!space) throw notFound('space');
  if (!isSpacePublic(space)) {
    // everyone gets the reason (the issue asks for it); only the owner and admins get the space id in meta
    throw new ApiError('VALIDATION', { entity: ENTITY, key: 'space_not_active', meta: (await isOwnerOrAdmin(ctx, space.organisation_id)) ? { space_id: space.space_id } : null });
  }
  let couponPercentage: number | null = null;
  if (code != null) {
    couponPercentage = coupon ? usableCouponPercentage(coupon, { now: new Date(), space_id: space.space_id }) : null;
    if (couponPercentage == null) throw fieldError('coupon_code', 'unknown_coupon_code', {}, 'coupon');
  }
  try {
    return toPreview(
      quoteBooking({
        space,
        configurations,
        configuration_id: input.configuration_id ?? null,
        services,
        selected_services: selected,
        slot_start: start,
        slot_end: end,
        attendees: input.attendees,
        is_social: input.is_social === true,
        is_afterpay: input.is_afterpay === true,
        coupon_percentage: couponPercentage,
        bookings_on_day: bookingsOnDay,
      }),
    );
  } catch (e) {
    throw toPricingApiError(e);
  }
}
