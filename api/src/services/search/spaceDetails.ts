/** What the space page and the availability picker read about one space beyond its card row. */
import type { Knex } from 'knex';
import { Booking, Space, SpaceAvailability, Venue, WorkingTime } from '../../db/models';
import { SLOT_OCCUPYING } from '../../domain/booking/states';

export interface SpaceExtras {
  space_id: number;
  venue_id: number;
  is_afterpay_allowed: boolean;
  has_discount: boolean;
  discount_percentage: number | null;
  preparation_time: number;
  service_break: number;
  book_before_min_th: number;
  book_before_max_th: number | null;
  booking_limit: number;
  latitude: number | null;
  longitude: number | null;
}

/** Booking rules and the venue's position of these spaces (a DataLoader batch). */
export async function spaceExtrasByIds(knex: Knex, ids: readonly number[]): Promise<SpaceExtras[]> {
  return Space.query(knex)
    .alias('s')
    .join('venue as v', 'v.venue_id', 's.venue_id')
    .whereIn('s.space_id', ids as number[])
    .select('s.space_id', 's.venue_id', 's.is_afterpay_allowed', 's.has_discount', 's.discount_percentage', 's.preparation_time', 's.service_break',
      's.book_before_min_th', 's.book_before_max_th', 's.booking_limit', 'v.latitude', 'v.longitude')
    .castTo<SpaceExtras[]>();
}

/** The venue's opening hours, the space's exceptions and its slot-occupying bookings overlapping [from, to). */
export async function spaceCalendarRows(knex: Knex, venueId: number, spaceId: number, from: string, to: string) {
  const [workingTimes, exceptions, bookings] = await Promise.all([
    WorkingTime.query(knex).where('venue_id', venueId).select('week_day', 'open_time', 'close_time')
      .castTo<Array<{ week_day: number; open_time: number; close_time: number }>>(),
    SpaceAvailability.query(knex).where('space_id', spaceId).where('slot_to', '>', from).where('slot_from', '<', to)
      .select('is_opened', 'slot_from', 'slot_to'),
    Booking.query(knex).where('space_id', spaceId).whereIn('booking_status', [...SLOT_OCCUPYING])
      .where('booking_end', '>', from).where('booking_start', '<', to)
      .select('booking_start', 'booking_end', 'preparation_time', 'service_break'),
  ]);
  return { workingTimes, exceptions, bookings };
}

/** The space with this reference (any visibility; the caller checks). */
export async function spaceIdByReference(knex: Knex, reference: string): Promise<number | null> {
  const row = await Space.query(knex).where('space_reference', reference).select('space_id').first();
  return row?.space_id ?? null;
}

/** The venue with this hash (any visibility; the caller checks). */
export async function venueIdByHash(knex: Knex, hash: string): Promise<number | null> {
  const row = await Venue.query(knex).where('venue_hash', hash).select('venue_id').first();
  return row?.venue_id ?? null;
}
