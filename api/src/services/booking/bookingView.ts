/**
 * What the Booking type shows besides the booking record (store.ts): the booking row, its orders
 * with their lines, change requests, history, booker and place. Reads only; the caller has
 * checked that the viewer may see the booking.
 */
import type { Knex } from 'knex';
import { Account, Booking, BookingChangeRequest, BookingHistory, Coupon, Order } from '../../db/models';

export type BookingRow = Booking;
export type OrderWithItems = Order & { items: NonNullable<Order['items']> };

/** The booking row with the facts its view needs: an open change request, the last history label, the coupon code. */
export async function bookingViewFacts(knex: Knex, bookingId: number) {
  const booking = await Booking.query(knex).findById(bookingId).throwIfNotFound();
  const [pending, last, coupon] = await Promise.all([
    BookingChangeRequest.query(knex).where('booking_id', bookingId).modify('pending').select('change_request_id').first(),
    BookingHistory.query(knex).where('booking_id', bookingId).orderBy('booking_history_id', 'desc').select('history_label').first(),
    booking.coupon_id ? Coupon.query(knex).findById(booking.coupon_id).select('coupon_code') : null,
  ]);
  return { booking, hasPendingChangeRequest: !!pending, lastLabel: last?.history_label ?? null, couponCode: coupon?.coupon_code ?? null };
}

const ITEMS = 'items(inOrder)';

export async function orderWithItems(knex: Knex, orderId: number): Promise<OrderWithItems | undefined> {
  return (await Order.query(knex).findById(orderId).withGraphFetched(ITEMS)) as OrderWithItems | undefined;
}

/** Every order of the booking (its own, then change orders), oldest first. */
export async function bookingOrders(knex: Knex, bookingId: number): Promise<OrderWithItems[]> {
  return (await Order.query(knex).where('booking_id', bookingId).orderBy('order_id').withGraphFetched(ITEMS)) as OrderWithItems[];
}

export async function bookingChangeRequests(knex: Knex, bookingId: number): Promise<BookingChangeRequest[]> {
  return BookingChangeRequest.query(knex).where('booking_id', bookingId).modify('newestFirst');
}

/** The newest change request of the booking (the one just created). */
export async function latestChangeRequest(knex: Knex, bookingId: number): Promise<BookingChangeRequest | undefined> {
  return BookingChangeRequest.query(knex).where('booking_id', bookingId).modify('newestFirst').first();
}

export async function changeRequestById(knex: Knex, changeRequestId: number): Promise<BookingChangeRequest | undefined> {
  return BookingChangeRequest.query(knex).findById(changeRequestId);
}

export async function bookingHistory(knex: Knex, bookingId: number): Promise<BookingHistory[]> {
  return BookingHistory.query(knex).where('booking_id', bookingId).modify('inOrder');
}

/** The guest who booked (contact fields only); accountId when the caller already has it. */
export async function bookingBooker(knex: Knex, bookingId: number, accountId?: number) {
  const id = accountId ?? (await Booking.query(knex).findById(bookingId).select('account_id'))?.account_id;
  if (id == null) return null;
  return (await Account.query(knex).findById(id).select('account_id', 'first_name', 'last_name', 'email', 'phone')) ?? null;
}

/** Where the booked space is: venue address, postcode, city and the space's access instructions. */
export async function bookingPlace(knex: Knex, bookingId: number) {
  const row = await Booking.query(knex)
    .findById(bookingId)
    .joinRelated('space.venue')
    .leftJoin('seo_location as city', 'city.location_id', 'space:venue.city_id')
    .select('space:venue.venue_name', 'space.space_name', 'space:venue.address', 'space:venue.postal_code', 'city.name as city', 'space.access_instructions');
  return (row as unknown as Record<string, unknown> | undefined) ?? null;
}
