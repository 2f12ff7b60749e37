/** Loads what quoteBooking needs for one space, in one round of parallel queries. */
import type { Knex } from 'knex';
import { TIME_ZONE } from '../../domain/availability/amsterdamTime';
import { SLOT_OCCUPYING } from '../../domain/booking/states';
import type { CouponState } from '../../domain/pricing/coupon';
import { remainingInventory, serviceUnitPrice } from '../../domain/pricing/serviceOffer';
import type { OrderType, PricingConfiguration, PricingService, PricingSpace, ServiceType } from '../../domain/pricing/types';
import type { Locale } from '../../middleware/locale';

export interface Window {
  start: Date;
  end: Date;
}

export interface SpacePricingRow extends PricingSpace {
  is_active: boolean;
  venue_id: number;
  venue_is_active: boolean;
  venue_status: string;
  organisation_id: number;
}

/** A space's service as listed by space_service_balance, with what pricing needs. */
export interface OfferedService extends PricingService {
  venue_service_id: number;
  system_service_id: number;
  system_service_key: string;
  description: string | null;
  is_on_demand: boolean;
  is_venue: boolean;
  is_space: boolean;
  is_inventory_enabled: boolean;
  max_inventory: number | null;
}

export async function loadSpace(knex: Knex, spaceId: number): Promise<SpacePricingRow | null> {
  const row = await knex('space as s')
    .join('venue as v', 'v.venue_id', 's.venue_id')
    .where('s.space_id', spaceId)
    .first(
      's.space_id', 's.space_name', 's.short_day_price', 's.half_day_price', 's.day_price', 's.full_day_price', 's.vat_rate',
      's.service_fee_rate', 's.has_discount', 's.discount_percentage', 's.is_afterpay_allowed', 's.booking_limit', 's.is_active',
      's.venue_id', 'v.is_active as venue_is_active', 'v.status as venue_status', 'v.organisation_id',
    );
  return (row as SpacePricingRow | undefined) ?? null;
}

export async function loadConfigurations(knex: Knex, spaceId: number, locale: Locale): Promise<PricingConfiguration[]> {
  return configurationsQuery(knex, spaceId, locale);
}

/** The space's configurations (loadConfigurations's statement, also part of booking/checkContext's). */
export function configurationsQuery(knex: Knex, spaceId: number, locale: Locale) {
  return knex('space_configuration as c')
    .leftJoin('configuration_type as t', 't.configuration_type', 'c.configuration_type')
    .where('c.space_id', spaceId)
    .orderBy('c.configuration_id')
    .select(
      'c.configuration_id', 'c.configuration_price', 'c.max_guests', 'c.is_default',
      knex.raw('COALESCE(??, c.configuration_type) AS configuration_type', [locale === 'en' ? 't.name_en' : 't.name_nl']),
    );
}

/**
 * Enabled services of the space (space_service links of enabled venue services), in catalogue order,
 * with the quantities booked in slot-occupying bookings of the venue overlapping the window.
 */
export async function loadServices(knex: Knex, spaceId: number, window: Window | null, locale: Locale): Promise<OfferedService[]> {
  const rows: ServiceRow[] = await servicesQuery(knex, spaceId, window, locale);
  return rows.map(toOfferedService);
}

/** loadServices's statement (also part of booking/checkContext's); its rows become services with toOfferedService. */
export function servicesQuery(knex: Knex, spaceId: number, window: Window | null, locale: Locale) {
  const booked = window
    ? knex('booking as b')
        .join('booking_order as o', 'o.booking_id', 'b.booking_id')
        .join('booking_order_item as oi', 'oi.order_id', 'o.order_id')
        .join('space_service as bs', 'bs.space_service_id', 'oi.space_service_id')
        .whereIn('b.booking_status', [...SLOT_OCCUPYING])
        .whereNotIn('o.order_status', ['CANCELLED', 'REFUNDED'])
        .whereRaw(`b.booking_range && tstzrange(?::timestamptz, ?::timestamptz, '[)')`, [window.start.toISOString(), window.end.toISOString()])
        .groupBy('bs.venue_service_id')
        .select('bs.venue_service_id', knex.raw('SUM(oi.quantity)::int AS quantity'))
    : null;
  const q = knex('space_service as ss')
    .join('venue_service as vs', 'vs.venue_service_id', 'ss.venue_service_id')
    .join('system_service as sys', 'sys.system_service_id', 'vs.system_service_id')
    .where({ 'ss.space_id': spaceId, 'ss.is_enabled': true, 'vs.is_enabled': true })
    .orderBy([{ column: 'sys.position' }, { column: 'ss.space_service_id' }])
    .select(
      'ss.space_service_id', 'ss.venue_service_id', 'vs.system_service_id', 'sys.system_service_key', 'sys.system_service_type',
      `sys.system_service_name_${locale === 'en' ? 'en' : 'nl'} as service_name`, 'vs.description', 'vs.order_type', 'ss.price as space_price',
      'vs.price_net', 'vs.vat_rate', 'ss.is_on_demand', 'sys.is_venue', 'sys.is_space', 'vs.is_inventory_enabled', 'vs.max_inventory',
      knex.raw('(ss.is_mandatory OR vs.is_mandatory) AS is_mandatory'),
    );
  if (booked) q.leftJoin(booked.as('bk'), 'bk.venue_service_id', 'ss.venue_service_id').select(knex.raw('COALESCE(bk.quantity, 0) AS booked'));
  return q;
}

/** A row of servicesQuery (as read, or from json: the same values) */
export interface ServiceRow {
  space_service_id: number;
  venue_service_id: number;
  system_service_id: number;
  system_service_key: string;
  system_service_type: string;
  service_name: string;
  description: string | null;
  order_type: string;
  space_price: number | null;
  price_net: number | null;
  vat_rate: number;
  is_on_demand: boolean;
  is_venue: boolean;
  is_space: boolean;
  is_inventory_enabled: boolean;
  max_inventory: number | null;
  is_mandatory: boolean;
  booked?: number | null;
}

export function toOfferedService(r: ServiceRow): OfferedService {
  return {
    service_id: r.space_service_id,
    venue_service_id: r.venue_service_id,
    system_service_id: r.system_service_id,
    system_service_key: r.system_service_key,
    service_name: r.service_name,
    service_type: r.system_service_type as ServiceType,
    description: r.description,
    order_type: String(r.order_type).toUpperCase() as OrderType,
    price: serviceUnitPrice({ is_on_demand: r.is_on_demand, space_price: r.space_price, venue_price_net: r.price_net ?? 0, vat_rate: r.vat_rate }),
    vat_rate: r.vat_rate,
    is_mandatory: r.is_mandatory,
    is_on_demand: r.is_on_demand,
    is_venue: r.is_venue,
    is_space: r.is_space,
    is_inventory_enabled: r.is_inventory_enabled,
    max_inventory: r.max_inventory,
    remaining_inventory: remainingInventory(r, Number(r.booked ?? 0)),
  };
}

/** The venue's coupon with exactly this code (case-sensitive), or null. */
export async function loadCoupon(knex: Knex, spaceId: number, code: string): Promise<CouponState | null> {
  const row = await knex('coupon as c')
    .join('space as s', 's.venue_id', 'c.venue_id')
    .where('s.space_id', spaceId)
    .where('c.coupon_code', code)
    .first('c.space_id', 'c.starts_from', 'c.expires_at', 'c.discount_percentage', 'c.usage_limit', 'c.times_used', 'c.is_active');
  return (row as CouponState | undefined) ?? null;
}

/** Slot-occupying bookings of the space starting on the Europe/Amsterdam day of `at`. */
export async function countBookingsOnDay(knex: Knex, spaceId: number, at: Date): Promise<number> {
  const row = await bookingsOnDayQuery(knex, spaceId, at).count<{ count: number }[]>('* as count');
  return Number(row[0]?.count ?? 0);
}

/** The bookings countBookingsOnDay counts (a builder without the count). */
export function bookingsOnDayQuery(knex: Knex, spaceId: number, at: Date) {
  return knex('booking')
    .where('space_id', spaceId)
    .whereIn('booking_status', [...SLOT_OCCUPYING])
    .whereRaw(`(booking_start AT TIME ZONE ?)::date = (?::timestamptz AT TIME ZONE ?)::date`, [TIME_ZONE, at.toISOString(), TIME_ZONE]);
}
