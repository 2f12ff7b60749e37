/** Loads what a finance document of a booking shows (booking, guest or payer, host, stored order and lines). */
import type { Knex } from 'knex';
import type { DocumentSource, StoredOrderItem } from '../../domain/documents/content';
import type { DocumentLocale } from '../../domain/documents/labels';

export interface LoadedSource {
  source: DocumentSource;
  orderId: number;
  accountId: number;
  organisationId: number;
  guestEmail: string;
  locale: DocumentLocale;
}

/** The booking's main order (the first BOOKING order; change orders are separate). */
export async function mainOrderOf(knex: Knex, bookingId: number): Promise<Record<string, any> | undefined> {
  return knex('booking_order').where({ booking_id: bookingId }).orderByRaw(`(order_kind = 'BOOKING') DESC, order_id`).first();
}

/**
 * What the booking's invoice and payout cover: the main order and every paid CHANGE order (the
 * price difference of an approved change request), oldest first. An unpaid main order counts too
 * (post-payment); an unpaid CHANGE order does not.
 */
export async function invoicedOrdersOf(knex: Knex, bookingId: number): Promise<Array<Record<string, any>>> {
  const main = await mainOrderOf(knex, bookingId);
  if (!main) return [];
  const changes = await knex('booking_order')
    .where({ booking_id: bookingId, order_kind: 'CHANGE' })
    .whereNot('order_id', main.order_id)
    .where('total_paid', '>', 0)
    // a change order closed before its payment arrived is refunded, never invoiced
    .whereNotIn('order_state', ['EXPIRED', 'CLOSED_BY_CUSTOMER', 'CLOSED_BY_HOST'])
    .orderBy('order_id');
  return [main, ...changes];
}

/** Sums of the stored amounts of orders (cents). */
export function orderTotals(orders: ReadonlyArray<Record<string, any>>): DocumentSource['order'] {
  const sum = (c: string) => orders.reduce((s, o) => s + Number(o[c] ?? 0), 0);
  return { order_total: sum('order_total'), total_paid: sum('total_paid'), refunded_total: sum('refunded_total'), payout_total: sum('payout_total') };
}

const POSTCODE = /\b\d{4}\s?[A-Z]{2}\b/;

/**
 * The host's address as a document shows it: the organisation's address when it is complete (has a
 * postcode); otherwise the venue's street, postcode and city, where the booked space is.
 */
export function hostAddress(organisation: string | null, venue: { address: string | null; postal_code: string | null; city: string | null }): string | null {
  if (organisation && POSTCODE.test(organisation)) return organisation;
  const place = [venue.postal_code, venue.city].filter(Boolean).join(' ');
  const street = venue.address ?? organisation;
  if (street && place && !street.includes(place)) return `${street}, ${place}`;
  return street ?? organisation;
}

/**
 * The source of a document: with orderId that one order (proof of payment, refund note); without,
 * the booking as a whole (invoice, payout statement): every invoiced order, lines and totals summed.
 */
export async function loadDocumentSource(knex: Knex, bookingId: number, orderId?: number): Promise<LoadedSource | null> {
  const b = await knex('booking as b')
    .join('space as s', 's.space_id', 'b.space_id')
    .join('venue as v', 'v.venue_id', 's.venue_id')
    .join('organisation as o', 'o.organisation_id', 'v.organisation_id')
    .join('account as a', 'a.account_id', 'b.account_id')
    .leftJoin('seo_location as c', 'c.location_id', 'v.city_id')
    .where('b.booking_id', bookingId)
    .first(
      'b.booking_id', 'b.booking_hash', 'b.booking_start', 'b.booking_end', 'b.meeting_name', 'b.account_id', 'b.organisation_name as booker_org',
      'b.billing_address', 'b.booking_meta', 's.space_name', 'v.venue_name', 'v.address as venue_address', 'v.postal_code as venue_postal_code', 'c.name as city',
      'o.organisation_id', 'o.organisation_name', 'o.address', 'o.finance_address', 'o.vat_number', 'o.coc', 'a.first_name', 'a.last_name', 'a.email', 'a.locale',
    );
  if (!b) return null;
  const orders = orderId ? [await knex('booking_order').where({ order_id: orderId }).first()].filter(Boolean) : await invoicedOrdersOf(knex, bookingId);
  const order = orders[0];
  if (!order) return null;
  const kindOf = new Map<number, string>(orders.map((o) => [o.order_id as number, o.order_kind as string]));
  const rows = await knex('booking_order_item')
    .whereIn('order_id', [...kindOf.keys()])
    .orderBy('order_id')
    .orderBy('order_item_id')
    .select('order_id', 'name', 'quantity', 'unit_price', 'vat_rate', 'total_net', 'total_vat', 'total');
  const items: StoredOrderItem[] = rows.map(({ order_id, ...i }) => ({ ...i, ...(kindOf.get(order_id) === 'CHANGE' ? { change: true } : {}) }));
  const payer = await knex('booking_payer').where({ booking_id: bookingId }).orderBy('payer_id', 'desc').first();
  const guestName = payer?.full_name ?? [b.first_name, b.last_name].filter(Boolean).join(' ');
  const meta = (typeof b.booking_meta === 'string' ? JSON.parse(b.booking_meta) : b.booking_meta) ?? {};
  const language = meta.locale ?? b.locale; // the language the guest booked in, else the account's
  return {
    orderId: order.order_id,
    accountId: b.account_id,
    organisationId: b.organisation_id,
    guestEmail: payer?.email ?? b.email,
    locale: language === 'en' ? 'en' : 'nl',
    source: {
      booking: {
        booking_id: b.booking_id, booking_hash: b.booking_hash, booking_start: new Date(b.booking_start), booking_end: new Date(b.booking_end),
        meeting_name: b.meeting_name, space_name: b.space_name, venue_name: b.venue_name, city: b.city,
      },
      guest: {
        name: guestName || b.email, email: payer?.email ?? b.email,
        organisation_name: payer?.organisation_name ?? b.booker_org ?? null, address: payer?.address ?? b.billing_address ?? null,
      },
      host: {
        organisation_name: b.organisation_name ?? 'Host',
        address: hostAddress(b.finance_address ?? b.address, { address: b.venue_address, postal_code: b.venue_postal_code, city: b.city }),
        vat_number: b.vat_number, coc: b.coc,
      },
      order: orderTotals(orders),
      items,
    },
  };
}
