/** get_spaces_calendar_data and manage_spaces_availability (host availability calendar). */
import { localDate, localMinuteToUtc, addDays } from '../../domain/availability/amsterdamTime';
import { CalendarInputError, calendarDates, changeAllowedInView, changeWindow, dayOpenings, dayState, isWorkingDay } from '../../domain/calendar/calendarDays';
import { can } from '../../auth/permissions';
import { ApiError } from '../../errors/ApiError';
import { clock } from '../../jobs/clock';
import type { GraphQLContext } from '../context';
import { iso, requireVenueAccess } from '../team/hostOrganisation';
import { SLOT_OCCUPYING } from '../../domain/booking/states';

const inputError = (e: unknown) =>
  e instanceof CalendarInputError ? new ApiError('FIELD_VALIDATION', { entity: 'availability', key: e.key, meta: { field: e.field, fields: { [e.field]: e.key } } }) : e;

async function buildCalendar(ctx: GraphQLContext, venueId: number, spaceIds: number[] | null, dates: string[], editMode: boolean, withGuests = true) {
  const from = new Date(localMinuteToUtc(dates[0]!, 0));
  const to = new Date(localMinuteToUtc(dates[dates.length - 1]!, 1440));
  const spaces: Array<{ space_id: number; space_name: string }> = await ctx.knex('space').where('venue_id', venueId).modify((q) => (spaceIds?.length ? q.whereIn('space_id', spaceIds) : q)).orderBy('space_id').select('space_id', 'space_name');
  const ids = spaces.map((s) => s.space_id);
  const [workingTimes, exceptions, bookings] = await Promise.all([
    ctx.knex('working_time').where('venue_id', venueId).select('week_day', 'open_time', 'close_time'),
    ctx.knex('space_availability').whereIn('space_id', ids).where('slot_to', '>', from).where('slot_from', '<', to).orderBy('slot_from').select('*'),
    ctx.knex('booking as b').leftJoin('account as a', 'a.account_id', 'b.account_id').whereIn('b.space_id', ids).whereIn('b.booking_status', [...SLOT_OCCUPYING])
      .where('b.booking_end', '>', from).where('b.booking_start', '<', to).orderBy('b.booking_start')
      .select('b.booking_id', 'b.space_id', 'b.booking_status', 'b.booking_start', 'b.booking_end', 'b.attendees', 'b.meeting_name', 'a.first_name', 'a.last_name'),
  ]);
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
  const workingTimes = await ctx.knex('working_time').where('venue_id', venue_id).select('week_day', 'open_time', 'close_time');
  const venueSpaces = new Set((await ctx.knex('space').where('venue_id', venue_id).select('space_id')).map((s) => s.space_id));
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
    await ctx.knex.transaction(async (trx) => {
      for (const { change, start, end } of planned) {
        for (const spaceId of change.space_ids) {
          const overlapping = trx('space_availability').where({ space_id: spaceId, source: 'MANUAL' }).where('slot_from', '<', new Date(end)).where('slot_to', '>', new Date(start));
          if (change.is_opened) {
            // re-open: cut manual closures out of the window; on a non-working day add an opening
            const closures = await overlapping.clone().where('is_opened', false).select('*');
            for (const c of closures) {
              await trx('space_availability').where('space_availability_id', c.space_availability_id).delete();
              const pieces = [[c.slot_from.getTime(), start], [end, c.slot_to.getTime()]].filter(([a, b]) => a! < b!);
              for (const [a, b] of pieces) await trx('space_availability').insert({ space_id: spaceId, is_opened: false, slot_from: new Date(a!), slot_to: new Date(b!), slot_description: c.slot_description, source: 'MANUAL' });
            }
            if (!isWorkingDay(change.date, workingTimes)) {
              await trx('space_availability').insert({ space_id: spaceId, is_opened: true, slot_from: new Date(start), slot_to: new Date(end), slot_description: change.slot_description ?? null, source: 'MANUAL' });
            }
          } else {
            await overlapping.clone().where('is_opened', true).delete();
            await trx('space_availability').insert({ space_id: spaceId, is_opened: false, slot_from: new Date(start), slot_to: new Date(end), slot_description: change.slot_description ?? null, source: 'MANUAL' });
          }
        }
      }
    });
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
