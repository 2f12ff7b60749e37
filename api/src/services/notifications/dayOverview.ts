/**
 * The host's day overview (spec: day overview bookings): what the venue staff prepares on one
 * Amsterdam day: each booking that occupies a slot that day, with its attendees, slot, space and the
 * items of its order by type, name and quantity. No guest name, no money: the roles with
 * day_overview.view (cleaner, key manager, ...) see it too (auth/permissions.ts).
 */
import type { Knex } from 'knex';
import { Booking, OrderItem } from '../../db/models';
import { SLOT_OCCUPYING } from '../../domain/booking/states';
import { addDays, localMinuteToUtc, parseDate } from '../../domain/availability/amsterdamTime';
import { ApiError } from '../../errors/ApiError';
import { organisationIdOf } from '../../queries/organisation';
import { assertVenueVisible, type Caller } from './venueScope';

export interface DayOverviewItem {
  type: string;
  name: string;
  quantity: number;
}

export interface DayOverviewBooking {
  booking_id: number;
  booking_status: string;
  attendees: number;
  slot_start: string;
  slot_end: string;
  space_id: number;
  space_name: string;
  venue_id: number;
  venue_name: string;
  order_items: DayOverviewItem[];
}

/** Items the staff prepares: the space itself and the services (not the fee or a discount). */
const PREPARED_ITEM_TYPES = ['SPACE', 'SERVICE'];

/** [start, end) of an Amsterdam calendar day as UTC instants; a malformed date is a FIELD_VALIDATION. */
export function dayBounds(date: string): [Date, Date] {
  try {
    parseDate(date);
  } catch {
    throw new ApiError('FIELD_VALIDATION', { entity: 'day_overview', key: 'invalid_date', meta: { field: 'date' } });
  }
  return [new Date(localMinuteToUtc(date, 0)), new Date(localMinuteToUtc(addDays(date, 1), 0))];
}

export async function dayOverview(knex: Knex, caller: Caller, args: { date: string; venueId?: number | null; locale: 'nl' | 'en' }): Promise<DayOverviewBooking[]> {
  const [start, end] = dayBounds(args.date);
  if (args.venueId != null) await assertVenueVisible(knex, caller, args.venueId);
  const organisationId = caller.isAdmin ? null : await organisationIdOf(knex, caller.accountId);
  if (!caller.isAdmin && organisationId === null) return [];
  if (caller.isAdmin && args.venueId == null) throw new ApiError('FIELD_VALIDATION', { entity: 'day_overview', key: 'required', meta: { field: 'venue_id' } });

  const q = Booking.query(knex)
    .join('space as s', 's.space_id', 'booking.space_id')
    .join('venue as v', 'v.venue_id', 's.venue_id')
    .whereIn('booking.booking_status', [...SLOT_OCCUPYING])
    .where('booking.booking_start', '<', end)
    .where('booking.booking_end', '>', start)
    .orderBy('booking.booking_start').orderBy('booking.booking_id')
    .select('booking.booking_id', 'booking.booking_status', 'booking.attendees', 'booking.booking_start', 'booking.booking_end',
      's.space_id', 's.space_name', 'v.venue_id', 'v.venue_name');
  if (args.venueId != null) q.where('v.venue_id', args.venueId);
  if (organisationId !== null) q.where('v.organisation_id', organisationId);
  const bookings = (await q) as unknown as Array<Record<string, any>>;
  if (bookings.length === 0) return [];

  const nameColumn = args.locale === 'en' ? 'ss.system_service_name_en' : 'ss.system_service_name_nl';
  const items = (await OrderItem.query(knex)
    .join('booking_order as o', 'o.order_id', 'booking_order_item.order_id')
    .leftJoin('space_service as sps', 'sps.space_service_id', 'booking_order_item.space_service_id')
    .leftJoin('venue_service as vs', 'vs.venue_service_id', 'sps.venue_service_id')
    .leftJoin('system_service as ss', 'ss.system_service_id', 'vs.system_service_id')
    .whereIn('o.booking_id', bookings.map((b) => b.booking_id))
    .where('o.order_kind', 'BOOKING')
    .whereIn('booking_order_item.item_type', PREPARED_ITEM_TYPES)
    .orderBy('booking_order_item.order_item_id')
    .select('o.booking_id', 'booking_order_item.item_type', 'booking_order_item.name', 'booking_order_item.quantity', 'ss.system_service_type',
      knex.raw(`${nameColumn} AS service_name`))) as unknown as Array<Record<string, any>>;

  return bookings.map((b) => ({
    booking_id: b.booking_id,
    booking_status: b.booking_status,
    attendees: b.attendees,
    slot_start: new Date(b.booking_start).toISOString(),
    slot_end: new Date(b.booking_end).toISOString(),
    space_id: b.space_id,
    space_name: b.space_name,
    venue_id: b.venue_id,
    venue_name: b.venue_name,
    order_items: items.filter((i) => i.booking_id === b.booking_id).map((i) => ({
      type: i.item_type === 'SERVICE' ? (i.system_service_type ?? 'SERVICE') : i.item_type,
      name: i.item_type === 'SERVICE' && i.service_name ? i.service_name : i.name,
      quantity: Number(i.quantity),
    })),
  }));
}
