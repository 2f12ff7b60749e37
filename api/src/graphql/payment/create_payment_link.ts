/**
 * Mutation create_payment_link(input): a /booking-payment/{hash} link for a payer, expiring with the
 * reservation; a named payer gets it by e-mail in the guest's language.
 */
import { requireLogin } from '../../auth/guards';
import { forbidden, notFound } from '../../errors/ApiError';
import { isBookingGuestOrAdmin } from '../../services/documents/access';
import { mailPaymentLink } from '../../services/payments/payerMail';
import { createPaymentLink } from '../../services/payments/payers';
import { paymentLinkPath } from '../../services/payments/paymentLinks';
import type { GraphQLContext } from '../context';

export async function create_payment_link(_: unknown, args: { input: { booking_id: number; payer_id?: number | null } }, ctx: GraphQLContext) {
  const viewer = requireLogin(ctx.viewer);
  const bookingId = args.input.booking_id;
  const allowed = await isBookingGuestOrAdmin(ctx.knex, viewer, bookingId);
  if (allowed === null) throw notFound('booking');
  if (!allowed) throw forbidden('booking');
  const { link, payer } = await createPaymentLink(ctx.knex, bookingId, args.input.payer_id);
  if (payer) await mailPaymentLink(ctx.knex, bookingId, link.link_hash, link.expires_at ?? null, payer, ctx.locale);
  return { payment_link: paymentLinkPath(link.link_hash), hash: link.link_hash, expires_at: link.expires_at ? new Date(link.expires_at).toISOString() : null, payer };
}
