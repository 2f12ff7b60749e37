/** Re-pricing a stored booking (draft changes, coupons, change requests) from its own row and order lines. */
import type { Knex } from 'knex';
import type { Quote } from '../../domain/pricing/types';
import { notFound } from '../../errors/ApiError';
import type { Locale } from '../../middleware/locale';
import { assertNoOpenPayment } from './openPayments';
import { orderAmounts, orderItemRows } from './orderRows';
import { checkAndQuote } from './quote';
import { loadSpaceRules, type SpaceBookingRules } from './spaceRules';

export interface PriceTerms {
  slot_start: Date;
  slot_end: Date;
  attendees: number;
  configuration_id: number | null;
  services: Array<{ service_id: number; quantity: number }>;
  coupon_code: string | null;
  is_social: boolean;
  is_afterpay: boolean;
}

/** The terms in force for a booking (services from the latest approved change request or its SERVICE lines, coupon from its coupon row). */
export async function storedTerms(k: Knex | Knex.Transaction, bookingId: number, orderId: number): Promise<PriceTerms> {
  const b = await k('booking').where('booking_id', bookingId).first();
  // the terms in force: the booking row (an approved change request writes slot, attendees and
  // configuration there) and the services of the latest approved change request, else the order's lines
  const approved = await k('booking_change_request').where({ booking_id: bookingId, status: 'APPROVED' })
    .orderBy([{ column: 'ts_answered', order: 'desc' }, { column: 'change_request_id', order: 'desc' }]).first('services');
  const services: PriceTerms['services'] = approved
    ? (typeof approved.services === 'string' ? JSON.parse(approved.services) : approved.services) ?? []
    : (await k('booking_order_item').where({ order_id: orderId, item_type: 'SERVICE' }).whereNotNull('space_service_id').select('space_service_id', 'quantity'))
      .map((l: { space_service_id: number; quantity: number }) => ({ service_id: l.space_service_id, quantity: l.quantity }));
  const coupon = b.coupon_id ? await k('coupon').where('coupon_id', b.coupon_id).first('coupon_code') : null;
  return {
    slot_start: new Date(b.booking_start), slot_end: new Date(b.booking_end), attendees: b.attendees, configuration_id: b.configuration_id ?? null,
    services,
    coupon_code: coupon?.coupon_code ?? null, is_social: b.is_social === true, is_afterpay: b.payment_method === 'AFTERPAY',
  };
}

export async function priceTerms(trx: Knex.Transaction, spaceId: number, terms: PriceTerms, now: Date, opts: { excludeBookingId?: number; locale?: Locale } = {}):
  Promise<{ quote: Quote; coupon_id: number | null; rules: SpaceBookingRules }> {
  const rules = await loadSpaceRules(trx, spaceId);
  if (!rules) throw notFound('space');
  const { quote, coupon_id } = await checkAndQuote(trx, rules, { ...terms, exclude_booking_id: opts.excludeBookingId ?? null }, now, opts.locale);
  return { quote, coupon_id, rules };
}

/**
 * Replaces an order's amounts and lines with a new quote (only for orders nothing was paid on and
 * no payment is open for: services/booking/openPayments.ts).
 */
export async function replaceOrderLines(trx: Knex.Transaction, orderId: number, quote: Quote, couponId: number | null): Promise<void> {
  const order = await trx('booking_order').where('order_id', orderId).first('booking_id');
  if (order) await assertNoOpenPayment(trx, order.booking_id, 'REPRICE');
  await trx('booking_order').where('order_id', orderId).update({ ...orderAmounts(quote), coupon_id: couponId });
  await trx('booking_order_item').where('order_id', orderId).del();
  const items = orderItemRows(orderId, quote);
  if (items.length) await trx('booking_order_item').insert(items);
}
