/** Public payer page data and payment: specific_booking_by_hash(hash), pay_booking_by_hash(hash). No login; only the hash opens it. */
import { ApiError } from '../../errors/ApiError';
import { summariseVat } from '../../domain/documents/vat';
import { mainOrderOf } from '../../services/documents/loadDocumentSource';
import { findLiveLink } from '../../services/payments/paymentLinks';
import { startBookingPayment } from '../../services/payments/startPayment';
import type { GraphQLContext } from '../context';
import { toCheckout } from './checkout';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

export async function specific_booking_by_hash(_: unknown, args: { hash: string }, ctx: GraphQLContext) {
  const link = await findLiveLink(ctx.knex, args.hash);
  if (!link) return null;
  const b = await ctx.knex('booking as b')
    .join('space as s', 's.space_id', 'b.space_id')
    .join('venue as v', 'v.venue_id', 's.venue_id')
    .leftJoin('seo_location as c', 'c.location_id', 'v.city_id')
    .where('b.booking_id', link.booking_id)
    .first('b.booking_id', 'b.booking_status', 'b.booking_start', 'b.booking_end', 'b.attendees', 'b.meeting_name', 's.space_name', 'v.venue_name', 'c.name as city');
  const order = await mainOrderOf(ctx.knex, link.booking_id);
  const items = order ? await ctx.knex('booking_order_item').where({ order_id: order.order_id }).orderBy('order_item_id').select('name', 'quantity', 'unit_price', 'vat_rate', 'total_net', 'total_vat', 'total') : [];
  const vat = summariseVat(items);
  const payer = link.payer_id ? await ctx.knex('booking_payer').where({ payer_id: link.payer_id }).first() : null;
  return {
    hash: link.link_hash,
    booking_id: b.booking_id,
    booking_status: b.booking_status,
    order_state: order?.order_state ?? null,
    space_name: b.space_name,
    venue_name: b.venue_name,
    city: b.city,
    slot_start: iso(b.booking_start),
    slot_end: iso(b.booking_end),
    attendees: b.attendees,
    meeting_name: b.meeting_name,
    expires_at: iso(link.expires_at),
    is_paid: !!order && order.order_total > 0 && order.total_paid >= order.order_total,
    payer,
    order: order && {
      order_total: order.order_total, order_total_vat_excl: order.order_total - order.vat_total, vat_total: order.vat_total,
      vat_lines: vat.lines, total_paid: order.total_paid, order_items: items,
    },
  };
}

export async function pay_booking_by_hash(_: unknown, args: { hash: string }, ctx: GraphQLContext) {
  const link = await findLiveLink(ctx.knex, args.hash);
  if (!link) throw new ApiError('NOT_FOUND', { entity: 'payment_link', key: 'payment_link_expired' });
  const prefix = ctx.locale === 'en' ? '/en' : '';
  const payment = await startBookingPayment(ctx.knex, {
    bookingId: link.booking_id,
    origin: ctx.request?.origin ?? 'http://localhost:8080',
    returnPath: `${prefix}/booking-payment/${link.link_hash}/success`,
    locale: ctx.locale === 'en' ? 'en' : 'nl',
    paymentLinkId: link.payment_link_id,
  });
  return toCheckout(payment);
}
