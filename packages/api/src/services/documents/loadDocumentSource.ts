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
      'b.billing_address', 's.space_name', 'v.venue_name', 'c.name as city', 'o.organisation_id', 'o.organisation_name', 'o.address', 'o.finance_address',
      'o.vat_number', 'o.coc', 'a.first_name', 'a.last_name', 'a.email', 'a.locale',
    );
  if (!b) return null;
  const order = orderId ? await knex('booking_order').where({ order_id: orderId }).first() : await mainOrderOf(knex, bookingId);
  if (!order) return null;
  const items: StoredOrderItem[] = await knex('booking_order_item')
    .where({ order_id: order.order_id })
    .orderBy('order_item_id')
    .select('name', 'quantity', 'unit_price', 'vat_rate', 'total_net', 'total_vat', 'total');
  const payer = await knex('booking_payer').where({ booking_id: bookingId }).orderBy('payer_id', 'desc').first();
  const guestName = payer?.full_name ?? [b.first_name, b.last_name].filter(Boolean).join(' ');
  return {
    orderId: order.order_id,
    accountId: b.account_id,
    organisationId: b.organisation_id,
    guestEmail: payer?.email ?? b.email,
    locale: b.locale === 'en' ? 'en' : 'nl',
    source: {
      booking: {
        booking_id: b.booking_id, booking_hash: b.booking_hash, booking_start: new Date(b.booking_start), booking_end: new Date(b.booking_end),
        meeting_name: b.meeting_name, space_name: b.space_name, venue_name: b.venue_name, city: b.city,
      },
      guest: {
        name: guestName || b.email, email: payer?.email ?? b.email,
        organisation_name: payer?.organisation_name ?? b.booker_org ?? null, address: payer?.address ?? b.billing_address ?? null,
      },
      host: { organisation_name: b.organisation_name ?? 'Host', address: b.finance_address ?? b.address, vat_number: b.vat_number, coc: b.coc },
      order: { order_total: order.order_total, total_paid: order.total_paid, refunded_total: order.refunded_total, payout_total: order.payout_total },
      items,
    },
  };
}
