/** Mutation create_booking_payment(booking_id, return_path): the guest starts iDEAL for the open order. */
import { requireLogin } from '../../auth/guards';
import { forbidden, notFound } from '../../errors/ApiError';
import { isBookingGuestOrAdmin } from '../../services/documents/access';
import { safeReturnPath, startBookingPayment } from '../../services/payments/startPayment';
import type { GraphQLContext } from '../context';
import { toCheckout } from './checkout';

export async function create_booking_payment(_: unknown, args: { booking_id: number; return_path?: string | null }, ctx: GraphQLContext) {
  const viewer = requireLogin(ctx.viewer);
  const allowed = await isBookingGuestOrAdmin(ctx.knex, viewer, args.booking_id);
  if (allowed === null) throw notFound('booking');
  if (!allowed) throw forbidden('booking');
  const prefix = ctx.locale === 'en' ? '/en' : '';
  const payment = await startBookingPayment(ctx.knex, {
    bookingId: args.booking_id,
    origin: ctx.request?.origin ?? 'http://localhost:8080',
    returnPath: safeReturnPath(args.return_path, `${prefix}/bookings/${args.booking_id}`),
    locale: ctx.locale === 'en' ? 'en' : 'nl',
  });
  return toCheckout(payment);
}
