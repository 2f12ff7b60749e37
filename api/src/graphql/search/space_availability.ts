/** space_availability(space_id, date, slot_start?, slot_end?): the space page's date/time picker. */
import { fieldValidation } from '../../errors/ApiError';
import { parseDate } from '../../domain/availability/amsterdamTime';
import { freeSlots, isBookable, type SpaceCalendar } from '../../domain/availability/availability';
import { localMinuteToUtc } from '../../domain/availability/amsterdamTime';
import { spaceCalendarRows } from '../../services/search/spaceDetails';
import type { GraphQLContext } from '../context';
import { assertCanSeeSpace } from './access';
import { discoveryLoaders } from './discoveryLoaders';

const slot = (i: { start: number; end: number }) => ({ slot_start: new Date(i.start).toISOString(), slot_end: new Date(i.end).toISOString() });

/** Everything availability.ts needs about one space around one date. */
export async function loadCalendar(ctx: GraphQLContext, spaceId: number, from: number, to: number): Promise<SpaceCalendar | null> {
  const extras = await discoveryLoaders(ctx).spaceExtras.load(spaceId);
  if (!extras) return null;
  const dayBefore = new Date(from - 48 * 3600_000).toISOString();
  const dayAfter = new Date(to + 48 * 3600_000).toISOString();
  const { workingTimes, exceptions, bookings } = await spaceCalendarRows(ctx.knex, extras.venue_id, spaceId, dayBefore, dayAfter);
  return {
    space: extras,
    workingTimes,
    exceptions: exceptions.map((e) => ({ is_opened: e.is_opened, slot_from: e.slot_from.getTime(), slot_to: e.slot_to.getTime() })),
    bookings: bookings.map((b) => ({
      booking_start: new Date(b.booking_start).getTime(), booking_end: new Date(b.booking_end).getTime(), preparation_time: b.preparation_time, service_break: b.service_break,
    })),
  };
}

export async function space_availability(
  _: unknown,
  args: { space_id: number; date: string; slot_start?: string | null; slot_end?: string | null },
  ctx: GraphQLContext,
) {
  try {
    parseDate(args.date);
  } catch {
    throw fieldValidation('space_availability', 'date', 'invalid_date');
  }
  await assertCanSeeSpace(ctx, await ctx.loaders.space.load(args.space_id));
  const dayStart = localMinuteToUtc(args.date, 0);
  const dayEnd = localMinuteToUtc(args.date, 1440);
  const cal = await loadCalendar(ctx, args.space_id, dayStart, dayEnd);
  if (!cal) throw fieldValidation('space_availability', 'space_id', 'not_found');
  const now = Date.now();
  const { openings, free } = freeSlots(cal, args.date, now);
  let bookable: boolean | null = null;
  if (args.slot_start || args.slot_end) {
    const start = Date.parse(args.slot_start ?? '');
    const end = Date.parse(args.slot_end ?? '');
    if (Number.isNaN(start)) throw fieldValidation('space_availability', 'slot_start', 'invalid_date');
    if (Number.isNaN(end) || end <= start) throw fieldValidation('space_availability', 'slot_end', 'invalid_time_range');
    bookable = isBookable(cal, args.date, { start, end }, now);
  }
  return { space_id: args.space_id, date: args.date, is_open: openings.length > 0, opening: openings.map(slot), free_slots: free.map(slot), is_bookable: bookable };
}
