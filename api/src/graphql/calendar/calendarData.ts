/** get_spaces_calendar_data and manage_spaces_availability (host availability calendar). */
import { localDate, localMinuteToUtc, addDays } from '../../domain/availability/amsterdamTime';
import { CalendarInputError, calendarDates, changeAllowedInView, changeWindow, dayOpenings, dayState, isWorkingDay } from '../../domain/calendar/calendarDays';
import { can } from '../../auth/permissions';
import { ApiError } from '../../errors/ApiError';
import { clock } from '../../jobs/clock';
import type { GraphQLContext } from '../context';
import { iso, requireVenueAccess } from '../team/hostOrganisation';
import { applyAvailabilityChanges, calendarRows, venueSpaceIds, venueWorkingTimes } from '../../services/calendars/availabilityCalendar';

const inputError = (e: unknown) =>
  e instanceof CalendarInputError ? new ApiError('FIELD_VALIDATION', { entity: 'availability', key: e.key, meta: { field: e.field, fields: { [e.field]: e.key } } }) : e;

async function buildCalendar(ctx: GraphQLContext, venueId: number, spaceIds: number[] | null, dates: string[], editMode: boolean, withGuests = true) {
  const from = new Date(localMinuteToUtc(dates[0]!, 0));
  const to = new Date(localMinuteToUtc(dates[dates.length - 1]!, 1440));
  const { spaces, workingTimes, exceptions, bookings } = await calendarRows(ctx.knex, venueId, spaceIds, from, to);
  const today = localDate(clock.now().getTime());
  return {
    venue_id: venueId,
    date_from: dates[0],
    date_to: dates[dates.length - 1],
    spaces: spaces.map((s) => {
      const exc = exceptions.filter((e) => e.space_id === s.space_id);
      const excMs = exc.map((e) => ({ is_opened: e.is_opened, slot_from: e.slot_from.getTime(), slot_to: e.slot_to.getTime() }));
      return {
        space_id: s.space_id,
        space_name: s.space_name,
        days: dates.map((date) => {
          const ds = localMinuteToUtc(date, 0);
          const de = localMinuteToUtc(date, 1440);
          const touches = (a: number, b: number) => a < de && b > ds;
          return {
            date,
            state: dayState(date, workingTimes, excMs),
            is_working_day: isWorkingDay(date, workingTimes),
            is_editable: editMode && date >= today,
            opening: dayOpenings(date, workingTimes, excMs).open.map((i) => ({ slot_start: iso(new Date(i.start)), slot_end: iso(new Date(i.end)) })),
            exceptions: exc.filter((e) => touches(e.slot_from.getTime(), e.slot_to.getTime())).map((e) => ({ ...e, slot_from: iso(e.slot_from), slot_to: iso(e.slot_to) })),
            bookings: bookings.filter((b) => b.space_id === s.space_id && touches(b.booking_start.getTime(), b.booking_end.getTime())).map((b) => ({
              ...b, slot_start: iso(b.booking_start), slot_end: iso(b.booking_end),
              // who booked and what for only with vendor_booking.view (a cleaner or key manager sees times and spaces)
              meeting_name: withGuests ? b.meeting_name : null,
              booker_name: withGuests ? [b.first_name, b.last_name].filter(Boolean).join(' ') || null : null,
              first_name: undefined, last_name: undefined,
            })),
          };
        }),
      };
    }),
  };
}

export async function get_spaces_calendar_data(
  _: unknown,
  args: { venue_id: number; space_ids?: number[] | null; week?: number | null; months?: number[] | null; year: number; edit_mode?: boolean | null },
  ctx: GraphQLContext,
) {
  // the day overview (role table: day_overview.view); guest names and meeting names need vendor_booking.view
  const { subject } = await requireVenueAccess(ctx, args.venue_id, 'day_overview.view');
  let dates: string[];
  try {
    dates = calendarDates(args);
  } catch (e) {
    throw inputError(e);
  }
  return buildCalendar(ctx, args.venue_id, args.space_ids ?? null, dates, Boolean(args.edit_mode), can(subject, 'vendor_booking.view'));
}

interface Change { space_ids: number[]; date: string; time_from?: string | null; time_to?: string | null; is_opened: boolean; slot_description?: string | null }

export async function manage_spaces_availability(_: unknown, args: { input: { venue_id: number; view: 'WEEK' | 'MONTH'; changes: Change[] } }, ctx: GraphQLContext) {
  const { venue_id, view, changes } = args.input;
  await requireVenueAccess(ctx, venue_id, 'availability.manage');
  const workingTimes = await venueWorkingTimes(ctx.knex, venue_id);
  const venueSpaces = await venueSpaceIds(ctx.knex, venue_id);
  const planned: Array<{ change: Change; start: number; end: number }> = [];
  for (const change of changes ?? []) {
    if (!change.space_ids?.length) throw new ApiError('FIELD_VALIDATION', { entity: 'availability', key: 'at_least_one_space', meta: { field: 'space_ids', fields: { space_ids: 'at_least_one_space' } } });
    if (change.space_ids.some((id) => !venueSpaces.has(id))) throw new ApiError('FORBIDDEN', { entity: 'space', key: 'forbidden' });
    let w;
    try {
      w = changeWindow(change.date, change.time_from, change.time_to);
    } catch (e) {
      throw inputError(e);
    }
    if (!changeAllowedInView(view, change.date, workingTimes)) throw new ApiError('VALIDATION', { entity: 'availability', key: 'non_working_days_week_view_only', meta: { date: change.date } });
    planned.push({ change, ...w });
  }
  try {
    await applyAvailabilityChanges(ctx.knex, planned.map(({ change, start, end }) => ({
      space_ids: change.space_ids, is_opened: change.is_opened, slot_description: change.slot_description, start, end, isWorkingDay: isWorkingDay(change.date, workingTimes),
    })));
  } catch {
    throw new ApiError('INTERNAL', { entity: 'availability', key: 'availability_save_failed' });
  }
  const dates = [...new Set(planned.map((p) => p.change.date))].sort();
  const spaceIds = [...new Set(planned.flatMap((p) => p.change.space_ids))];
  if (dates.length === 0) return { venue_id, date_from: localDate(clock.now().getTime()), date_to: localDate(clock.now().getTime()), spaces: [] };
  const all: string[] = [];
  for (let d = dates[0]!; d <= dates[dates.length - 1]!; d = addDays(d, 1)) all.push(d);
  return buildCalendar(ctx, venue_id, spaceIds, all, true);
}
