/** Starts an iDEAL payment for what is still open on a booking's order (amount from the stored order). */
import type { Knex } from 'knex';
import { ApiError } from '../../errors/ApiError';
import { mainOrderOf } from '../documents/loadDocumentSource';
import { paymentDescription } from './paymentDescription';
import type { PaymentRow } from './payments';
import { PaymentProviderError, paymentProvider } from './provider';

const PAYABLE_ORDER_STATES = ['PAYMENT_PENDING', 'PAYMENT_FAILED', 'PAYMENT_PROCESSING'];

export const notPayable = (reason: string): ApiError => new ApiError('VALIDATION', { entity: 'payment', key: 'payment_not_possible', meta: { reason } });

/** Same-origin relative path only ("/x", not "//host" or "http:..."). */
export function safeReturnPath(path: string | null | undefined, fallback: string): string {
  if (!path || !/^\/(?!\/)[^\s\\]*$/.test(path) || path.length > 300) return fallback;
  return path;
}

/**
 * The order a payment is for: the main order while the booking awaits payment, else the open extra
 * CHANGE order (the difference of an approved change request) of a paid booking.
 */
async function payableOrderOf(knex: Knex, bookingId: number, bookingStatus: string): Promise<Record<string, any>> {
  const order = await mainOrderOf(knex, bookingId);
  if (!order) throw notPayable('no_order');
  if (bookingStatus === 'PENDING' || bookingStatus === 'PAYMENT_PROCESSING') {
    if (order.order_state && !PAYABLE_ORDER_STATES.includes(order.order_state)) throw notPayable('order_state');
    return order;
  }
  if (bookingStatus === 'PAID' || bookingStatus === 'PASSED') {
    const change = await knex('booking_order')
      .where({ booking_id: bookingId, order_kind: 'CHANGE' }).whereIn('order_state', PAYABLE_ORDER_STATES).orderBy('order_id', 'desc').first();
    if (change) return change;
  }
  throw notPayable('booking_status');
}

export async function startBookingPayment(
  knex: Knex,
  input: { bookingId: number; origin: string; returnPath: string; locale: 'nl' | 'en'; paymentLinkId?: number | null },
): Promise<PaymentRow> {
  const booking = await knex('booking as b').join('space as s', 's.space_id', 'b.space_id').where({ 'b.booking_id': input.bookingId })
    .first('b.booking_id', 'b.booking_hash', 'b.booking_status', 'b.booking_start', 's.space_name');
  if (!booking) throw new ApiError('NOT_FOUND', { entity: 'booking', key: 'not_found' });
  const order = await payableOrderOf(knex, input.bookingId, booking.booking_status);
  const amount = order.order_total - order.total_paid;
  if (amount <= 0) throw notPayable('nothing_to_pay');

  const provider = paymentProvider(knex);
  let created;
  try {
    created = await provider.createPayment({
      orderId: order.order_id, amount, method: 'ideal', locale: input.locale,
      description: paymentDescription(
        { bookingId: booking.booking_id, spaceName: booking.space_name, start: new Date(booking.booking_start), change: order.order_kind === 'CHANGE' },
        input.locale,
      ),
      redirectUrl: `${input.origin}${input.returnPath}`,
      webhookUrl: `${input.origin}/api/payments/webhook`,
    });
  } catch (err) {
    console.warn(`payments: create payment for booking ${input.bookingId} failed: ${String(err instanceof PaymentProviderError ? (err.cause ?? err) : err)}`);
    throw new ApiError('INTERNAL', { entity: 'payment', key: 'payment_provider_unavailable', status: 502 });
  }
  const [row] = await knex('payment')
    .insert({
      order_id: order.order_id, booking_id: input.bookingId, payment_link_id: input.paymentLinkId ?? null, provider: provider.name,
      provider_payment_id: created.id, amount, status: created.status, checkout_url: created.checkoutUrl,
    })
    .returning<PaymentRow[]>('*');
  return row!;
}
