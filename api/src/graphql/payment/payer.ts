/** Public payer page data and payment: specific_booking_by_hash(hash), pay_booking_by_hash(hash). No login; only the hash opens it. */
import { ApiError } from '../../errors/ApiError';
import { summariseVat } from '../../domain/documents/vat';
import { findLiveLink } from '../../services/payments/paymentLinks';
import { payerPageData } from '../../services/payments/payers';
import { startBookingPayment } from '../../services/payments/startPayment';
import type { GraphQLContext } from '../context';
import { toCheckout } from './checkout';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

export async function specific_booking_by_hash(_: unknown, args: { hash: string }, ctx: GraphQLContext) {
  const link = await findLiveLink(ctx.knex, args.hash);
  if (!link) return null;
  const { booking: b, order, items, payer } = await payerPageData(ctx.knex, link);
  const vat = summariseVat(items);
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
