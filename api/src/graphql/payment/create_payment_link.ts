/** Mutation create_payment_link(input): a /booking-payment/{hash} link for a payer, expiring with the reservation. */
import { requireLogin } from '../../auth/guards';
import { ApiError, forbidden, notFound } from '../../errors/ApiError';
import { isBookingGuestOrAdmin } from '../../services/documents/access';
import { mainOrderOf } from '../../services/documents/loadDocumentSource';
import { newLinkHash, paymentLinkPath } from '../../services/payments/paymentLinks';
import { notPayable } from '../../services/payments/startPayment';
import type { GraphQLContext } from '../context';

export async function create_payment_link(_: unknown, args: { input: { booking_id: number; payer_id?: number | null } }, ctx: GraphQLContext) {
  const viewer = requireLogin(ctx.viewer);
  const bookingId = args.input.booking_id;
  const allowed = await isBookingGuestOrAdmin(ctx.knex, viewer, bookingId);
  if (allowed === null) throw notFound('booking');
  if (!allowed) throw forbidden('booking');
  const booking = await ctx.knex('booking').where({ booking_id: bookingId }).first('booking_status', 'expires_at');
  const order = await mainOrderOf(ctx.knex, bookingId);
  if (!order || !['PENDING', 'PAYMENT_PROCESSING'].includes(booking.booking_status) || order.order_total - order.total_paid <= 0) throw notPayable('not_awaiting_payment');
  let payer = null;
  if (args.input.payer_id != null) {
    payer = await ctx.knex('booking_payer').where({ payer_id: args.input.payer_id, booking_id: bookingId }).first();
    if (!payer) throw new ApiError('NOT_FOUND', { entity: 'booking_payer', key: 'not_found' });
  }
  const expiresAt = order.ts_payment_expiration_dl ?? booking.expires_at ?? null;
  for (let attempt = 0; ; attempt++) {
    const hash = newLinkHash();
    try {
      const [row] = await ctx.knex('payment_link').insert({ booking_id: bookingId, payer_id: payer?.payer_id ?? null, link_hash: hash, expires_at: expiresAt }).returning('*');
      return { payment_link: paymentLinkPath(row.link_hash), hash: row.link_hash, expires_at: row.expires_at ? new Date(row.expires_at).toISOString() : null, payer };
    } catch (err) {
      if ((err as { code?: string }).code !== '23505' || attempt >= 5) throw err;
    }
  }
}
