/**
 * The host's availability calendar (get_spaces_calendar_data, manage_spaces_availability): what a
 * venue's spaces look like over some days (working times, manual and imported slots, occupying
 * bookings) and the host's manual openings and closures. The caller has checked the venue.
 */
import type { Knex } from 'knex';
import { Booking, Space, SpaceAvailability, WorkingTime } from '../../db/models';

export type CalendarBookingRow = Pick<Booking, 'booking_id' | 'space_id' | 'booking_status' | 'attendees' | 'meeting_name'> & {
  booking_start: Date;
  booking_end: Date;
  first_name: string | null;
  last_name: string | null;
};
export type WorkingTimeRow = Pick<WorkingTime, 'week_day' | 'open_time' | 'close_time'>;

export async function venueWorkingTimes(knex: Knex, venueId: number): Promise<WorkingTimeRow[]> {
  return WorkingTime.query(knex).where('venue_id', venueId).select('week_day', 'open_time', 'close_time');
}

export async function venueSpaceIds(knex: Knex, venueId: number): Promise<Set<number>> {
  return new Set((await Space.query(knex).where('venue_id', venueId).select('space_id')).map((s) => s.space_id));
}

/** The venue's spaces (all, or those of spaceIds) with what touches [from, to): slots and occupying bookings with the booker's name. */
export async function calendarRows(knex: Knex, venueId: number, spaceIds: number[] | null, from: Date, to: Date) {
  const spaces = await Space.query(knex).where('venue_id', venueId)
    .modify((q) => (spaceIds?.length ? q.whereIn('space_id', spaceIds) : q))
    .orderBy('space_id').select('space_id', 'space_name');
  const ids = spaces.map((s) => s.space_id);
  const [workingTimes, exceptions, bookings] = await Promise.all([
    venueWorkingTimes(knex, venueId),
    SpaceAvailability.query(knex).whereIn('space_id', ids).modify('overlapping', from, to).orderBy('slot_from'),
    Booking.query(knex).leftJoinRelated('booker').whereIn('booking.space_id', ids).modify('occupying')
      .where('booking.booking_end', '>', from).where('booking.booking_start', '<', to).orderBy('booking.booking_start')
      .select(
        'booking.booking_id', 'booking.space_id', 'booking.booking_status', 'booking.booking_start', 'booking.booking_end', 'booking.attendees',
        'booking.meeting_name', 'booker.first_name', 'booker.last_name',
      ) as unknown as Promise<CalendarBookingRow[]>,
  ]);
  return { spaces, workingTimes, exceptions, bookings };
}

export interface PlannedChange {
  space_ids: number[];
  is_opened: boolean;
  slot_description?: string | null;
  /** epoch ms of the changed window */
  start: number;
  end: number;
  /** whether the day is a working day of the venue (re-opening a non-working day adds an opening) */
  isWorkingDay: boolean;
}

/** All changes in one transaction. Only manual slots are touched (imported calendar time is not the host's to edit). */
export async function applyAvailabilityChanges(knex: Knex, planned: PlannedChange[]): Promise<void> {
  await knex.transaction(async (trx) => {
    const manual = (slot: Omit<Partial<SpaceAvailability>, 'source'> & { space_id: number; is_opened: boolean; slot_from: Date; slot_to: Date }) =>
      SpaceAvailability.query(trx).insert({ ...slot, source: 'MANUAL' });
    for (const change of planned) {
      const { start, end } = change;
      for (const spaceId of change.space_ids) {
        const overlapping = () => SpaceAvailability.query(trx).where('space_id', spaceId).modify('manual').modify('overlapping', new Date(start), new Date(end));
        if (change.is_opened) {
          // re-open: cut manual closures out of the window; on a non-working day add an opening
          const closures = await overlapping().where('is_opened', false);
          for (const c of closures) {
            await SpaceAvailability.query(trx).deleteById(c.space_availability_id);
            const pieces = [[c.slot_from.getTime(), start], [end, c.slot_to.getTime()]].filter(([a, b]) => a! < b!);
            for (const [a, b] of pieces) await manual({ space_id: spaceId, is_opened: false, slot_from: new Date(a!), slot_to: new Date(b!), slot_description: c.slot_description ?? null });
          }
          if (!change.isWorkingDay) {
            await manual({ space_id: spaceId, is_opened: true, slot_from: new Date(start), slot_to: new Date(end), slot_description: change.slot_description ?? null });
          }
        } else {
          await overlapping().where('is_opened', true).delete();
          await manual({ space_id: spaceId, is_opened: false, slot_from: new Date(start), slot_to: new Date(end), slot_description: change.slot_description ?? null });
        }
      }
    }
  });
}
