/**
 * Who pays a booking and the links they pay through (create_booking_payer, create_payment_link, the
 * public payer page). The caller has checked that the viewer is the booking's guest or an admin;
 * the payer page is opened by a live link hash only.
 */
import type { Knex } from 'knex';
import { UniqueViolationError } from 'objection';
import { Booking, BookingPayer, OrderItem, PaymentLink } from '../../db/models';
import { ApiError } from '../../errors/ApiError';
import { mainOrderOf } from '../documents/loadDocumentSource';
import { newLinkHash, type PaymentLinkRow } from './paymentLinks';
import { notPayable } from './startPayment';

export interface PayerValues { full_name: string; email: string; phone?: string | null; organisation_name?: string | null; address?: string | null }

export async function addBookingPayer(knex: Knex, bookingId: number, payer: PayerValues): Promise<BookingPayer> {
  return BookingPayer.query(knex).insert({ booking_id: bookingId, ...payer }).returning('*');
}

/** A new link for what is still open on the booking's order; it expires with the reservation. */
export async function createPaymentLink(knex: Knex, bookingId: number, payerId: number | null | undefined) {
  const booking = await Booking.query(knex).findById(bookingId).select('booking_status', 'expires_at');
  const order = await mainOrderOf(knex, bookingId);
  if (!booking || !order || !['PENDING', 'PAYMENT_PROCESSING'].includes(booking.booking_status) || order.order_total - order.total_paid <= 0) {
    throw notPayable('not_awaiting_payment');
  }
  let payer: BookingPayer | null = null;
  if (payerId != null) {
    payer = (await BookingPayer.query(knex).findOne({ payer_id: payerId, booking_id: bookingId })) ?? null;
    if (!payer) throw new ApiError('NOT_FOUND', { entity: 'booking_payer', key: 'not_found' });
  }
  const expiresAt = order.ts_payment_expiration_dl ?? booking.expires_at ?? null;
  for (let attempt = 0; ; attempt++) {
    try {
      const link = await PaymentLink.query(knex)
        .insert({ booking_id: bookingId, payer_id: payer?.payer_id ?? null, link_hash: newLinkHash(), expires_at: expiresAt })
        .returning('*');
      return { link, payer };
    } catch (err) {
      // a hash already taken: draw another
      if (!(err instanceof UniqueViolationError) || attempt >= 5) throw err;
    }
  }
}

/** What the payer page shows for a live link: the booking with space, venue and city, its main order with lines, the payer. */
export async function payerPageData(knex: Knex, link: PaymentLinkRow) {
  const booking = (await Booking.query(knex)
    .findById(link.booking_id)
    .joinRelated('space.venue')
    .leftJoin('seo_location as city', 'city.location_id', 'space:venue.city_id')
    .select(
      'booking.booking_id', 'booking.booking_status', 'booking.booking_start', 'booking.booking_end', 'booking.attendees', 'booking.meeting_name',
      'space.space_name', 'space:venue.venue_name', 'city.name as city',
    )) as (Booking & { space_name: string; venue_name: string; city: string | null }) | undefined;
  const order = await mainOrderOf(knex, link.booking_id);
  const items = order
    ? await OrderItem.query(knex).where('order_id', order.order_id).modify('inOrder')
      .select('name', 'quantity', 'unit_price', 'vat_rate', 'total_net', 'total_vat', 'total')
    : [];
  const payer = link.payer_id ? ((await BookingPayer.query(knex).findById(link.payer_id)) ?? null) : null;
  return { booking: booking!, order, items, payer };
}
