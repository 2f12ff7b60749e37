/**
 * The host's availability calendar (host-and-admin section 4 "Calendar day"): which dates a
 * request covers (ISO week or whole months, week starts Monday), the state of one day
 * (open / partially closed / closed) and the UTC window of a host's change. Pure; times in
 * Europe/Amsterdam through domain/availability.
 */
import { addDays, isoWeekDay, localMinuteToUtc, parseDate } from '../availability/amsterdamTime';
import { subtract, workingIntervals, type AvailabilityException, type Interval, type WorkingTime } from '../availability/availability';
import { parseTime } from '../availability/timeWindow';

export type CalendarDayState = 'OPEN' | 'PARTIALLY_CLOSED' | 'CLOSED';

export class CalendarInputError extends Error {
  constructor(readonly field: string, readonly key: string) {
    super(key);
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Monday of ISO week `week` of `year`. */
export function isoWeekMonday(year: number, week: number): string {
  const jan4 = `${year}-01-04`;
  const monday1 = addDays(jan4, 1 - isoWeekDay(jan4));
  return addDays(monday1, (week - 1) * 7);
}

/** ISO weeks in a year (52 or 53). */
export function isoWeeksInYear(year: number): number {
  const dec28 = `${year}-12-28`;
  const monday = addDays(dec28, 1 - isoWeekDay(dec28));
  const monday1 = isoWeekMonday(year, 1);
  return Math.round((Date.UTC(...ymd(monday)) - Date.UTC(...ymd(monday1))) / 86_400_000 / 7) + 1;
}
const ymd = (d: string): [number, number, number] => {
  const [y, m, dd] = parseDate(d);
  return [y, m - 1, dd];
};

/** The dates of the request: a week (Monday..Sunday) or whole months, ascending, without duplicates. */
export function calendarDates(args: { year: number; week?: number | null; months?: number[] | null }): string[] {
  const { year } = args;
  if (!Number.isInteger(year) || year < 2000 || year > 2100) throw new CalendarInputError('year', 'invalid_date');
  if (args.week != null) {
    if (!Number.isInteger(args.week) || args.week < 1 || args.week > isoWeeksInYear(year)) throw new CalendarInputError('week', 'invalid_date');
    const monday = isoWeekMonday(year, args.week);
    return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  }
  const months = [...new Set(args.months ?? [])].sort((a, b) => a - b);
  if (months.length === 0) throw new CalendarInputError('months', 'required');
  const out: string[] = [];
  for (const m of months) {
    if (!Number.isInteger(m) || m < 1 || m > 12) throw new CalendarInputError('months', 'invalid_date');
    const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
    for (let d = 1; d <= days; d++) out.push(`${year}-${pad(m)}-${pad(d)}`);
  }
  return out;
}

/** The venue works on that week day (else a non-working day). */
export const isWorkingDay = (date: string, workingTimes: WorkingTime[]): boolean => workingIntervals(date, workingTimes).length > 0;

/** Openings of one date: working time + opened exceptions, minus closed exceptions, clipped to the day. */
export function dayOpenings(date: string, workingTimes: WorkingTime[], exceptions: AvailabilityException[]): { raw: Interval[]; open: Interval[] } {
  const dayStart = localMinuteToUtc(date, 0);
  const dayEnd = localMinuteToUtc(date, 1440);
  const raw = [
    ...workingIntervals(date, workingTimes),
    ...exceptions
      .filter((e) => e.is_opened && e.slot_from < dayEnd && e.slot_to > dayStart)
      .map((e) => ({ start: Math.max(e.slot_from, dayStart), end: Math.min(e.slot_to, dayEnd) })),
  ];
  const closed = exceptions.filter((e) => !e.is_opened).map((e) => ({ start: e.slot_from, end: e.slot_to }));
  const open = raw.flatMap((o) => subtract(o, closed)).sort((a, b) => a.start - b.start);
  return { raw, open };
}

const total = (xs: Interval[]) => xs.reduce((s, i) => s + (i.end - i.start), 0);

/** CLOSED: nothing open; PARTIALLY_CLOSED: closures cut part of the openings; OPEN: openings untouched. */
export function dayState(date: string, workingTimes: WorkingTime[], exceptions: AvailabilityException[]): CalendarDayState {
  const { raw, open } = dayOpenings(date, workingTimes, exceptions);
  if (open.length === 0) return 'CLOSED';
  return total(open) < total(mergeIntervals(raw)) ? 'PARTIALLY_CLOSED' : 'OPEN';
}

export function mergeIntervals(xs: Interval[]): Interval[] {
  const sorted = [...xs].sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push({ ...i });
  }
  return out;
}

/** The UTC window of a change: a whole day when both times are null, else HH:mm..HH:mm ("24:00" allowed). */
export function changeWindow(date: string, timeFrom?: string | null, timeTo?: string | null): Interval {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new CalendarInputError('date', 'invalid_date');
  try {
    parseDate(date);
  } catch {
    throw new CalendarInputError('date', 'invalid_date');
  }
  if (timeFrom == null && timeTo == null) return { start: localMinuteToUtc(date, 0), end: localMinuteToUtc(date, 1440) };
  const from = timeFrom == null ? 0 : parseTime(timeFrom);
  const to = timeTo == null ? 1440 : parseTime(timeTo);
  if (from == null) throw new CalendarInputError('time_from', 'invalid_time_range');
  if (to == null || to <= from) throw new CalendarInputError('time_to', 'invalid_time_range');
  return { start: localMinuteToUtc(date, from), end: localMinuteToUtc(date, to) };
}

/**
 * May this change be made from this view? Non-working days are only managed in the week view
 * (host-and-admin section 5): a change touching a non-working day from MONTH is refused.
 */
export function changeAllowedInView(view: 'WEEK' | 'MONTH', date: string, workingTimes: WorkingTime[]): boolean {
  return view === 'WEEK' || isWorkingDay(date, workingTimes);
}
