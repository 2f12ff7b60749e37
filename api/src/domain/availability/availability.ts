/**
 * When can a space be booked? Pure rules shared by the space page's date/time picker
 * (space_availability) and mirrored by the search's SQL (domain/search/availabilitySql.ts);
 * a property test checks both against a minute-by-minute brute force.
 *
 * A window [start, end) on an Amsterdam date is bookable when
 * 1. it lies inside ONE opening: a working-time row of that week day (local minutes, close 1440 =
 *    midnight) or an opened exception (is_opened = true) — shifts are separate openings;
 * 2. no closed exception (is_opened = false) overlaps it (a closure wins over everything);
 * 3. the new booking's occupied time [start - preparation_time, end + service_break) overlaps no
 *    slot-occupying booking's occupied time [booking_start - its preparation, booking_end + its break);
 * 4. start >= now + book_before_min_th hours and, when book_before_max_th > 0, start <= now + that;
 * 5. when booking_limit > 0, fewer than booking_limit slot-occupying bookings start on that date.
 */
import { HOUR_MS, MINUTE_MS, isoWeekDay, localDate, localMinuteToUtc } from './amsterdamTime';

export interface WorkingTime {
  week_day: number;
  open_time: number;
  close_time: number;
}
export interface AvailabilityException {
  is_opened: boolean;
  /** UTC ms */
  slot_from: number;
  slot_to: number;
}
export interface OccupyingBooking {
  /** UTC ms */
  booking_start: number;
  booking_end: number;
  preparation_time: number;
  service_break: number;
}
export interface SpaceRules {
  preparation_time: number;
  service_break: number;
  book_before_min_th: number;
  book_before_max_th: number | null;
  booking_limit: number;
}
export interface SpaceCalendar {
  space: SpaceRules;
  workingTimes: WorkingTime[];
  exceptions: AvailabilityException[];
  /** slot-occupying bookings (PENDING, PAYMENT_PROCESSING, PAID) */
  bookings: OccupyingBooking[];
}
export interface Interval {
  start: number;
  end: number;
}

const overlaps = (a: Interval, b: Interval): boolean => a.start < b.end && b.start < a.end;

/** Working-time rows of the date as UTC intervals. */
export function workingIntervals(date: string, workingTimes: WorkingTime[]): Interval[] {
  const day = isoWeekDay(date);
  return workingTimes
    .filter((w) => w.week_day === day)
    .map((w) => ({ start: localMinuteToUtc(date, w.open_time), end: localMinuteToUtc(date, w.close_time) }))
    .filter((i) => i.start < i.end);
}

/** Times at which a new booking of this space may not lie (occupied widened by this space's own margins). */
function blockedByBookings(cal: SpaceCalendar): Interval[] {
  return cal.bookings.map((b) => ({
    start: b.booking_start - b.preparation_time * MINUTE_MS - cal.space.service_break * MINUTE_MS,
    end: b.booking_end + b.service_break * MINUTE_MS + cal.space.preparation_time * MINUTE_MS,
  }));
}

function limitReached(cal: SpaceCalendar, date: string): boolean {
  if (cal.space.booking_limit <= 0) return false;
  return cal.bookings.filter((b) => localDate(b.booking_start) === date).length >= cal.space.booking_limit;
}

function earliestStart(cal: SpaceCalendar, now: number): number {
  return now + cal.space.book_before_min_th * HOUR_MS;
}
function latestStart(cal: SpaceCalendar, now: number): number {
  const max = cal.space.book_before_max_th;
  return max && max > 0 ? now + max * HOUR_MS : Number.POSITIVE_INFINITY;
}

export function isBookable(cal: SpaceCalendar, date: string, window: Interval, now: number): boolean {
  if (!(window.start < window.end)) return false;
  const inOpening = [...workingIntervals(date, cal.workingTimes), ...cal.exceptions.filter((e) => e.is_opened).map((e) => ({ start: e.slot_from, end: e.slot_to }))]
    .some((o) => o.start <= window.start && window.end <= o.end);
  if (!inOpening) return false;
  if (cal.exceptions.some((e) => !e.is_opened && overlaps({ start: e.slot_from, end: e.slot_to }, window))) return false;
  if (blockedByBookings(cal).some((b) => overlaps(b, window))) return false;
  if (window.start < earliestStart(cal, now) || window.start > latestStart(cal, now)) return false;
  return !limitReached(cal, date);
}

/** a minus every interval of bs (result sorted, non-empty pieces). */
export function subtract(a: Interval, bs: Interval[]): Interval[] {
  let pieces: Interval[] = [a];
  for (const b of bs) {
    pieces = pieces.flatMap((p) => {
      if (!overlaps(p, b)) return [p];
      const out: Interval[] = [];
      if (p.start < b.start) out.push({ start: p.start, end: b.start });
      if (b.end < p.end) out.push({ start: b.end, end: p.end });
      return out;
    });
  }
  return pieces.sort((x, y) => x.start - y.start);
}

/**
 * The free slots of a date: maximal intervals inside one opening in which every sub-window is
 * bookable (rules 1-5; rule 4 cuts the start, slots starting after the latest start are dropped).
 */
export function freeSlots(cal: SpaceCalendar, date: string, now: number): { openings: Interval[]; free: Interval[] } {
  const dayStart = localMinuteToUtc(date, 0);
  const dayEnd = localMinuteToUtc(date, 1440);
  const closed = cal.exceptions.filter((e) => !e.is_opened).map((e) => ({ start: e.slot_from, end: e.slot_to }));
  const rawOpenings = [
    ...workingIntervals(date, cal.workingTimes),
    ...cal.exceptions
      .filter((e) => e.is_opened && e.slot_from < dayEnd && e.slot_to > dayStart)
      .map((e) => ({ start: Math.max(e.slot_from, dayStart), end: Math.min(e.slot_to, dayEnd) })),
  ];
  const openings = rawOpenings.flatMap((o) => subtract(o, closed)).sort((a, b) => a.start - b.start);
  if (limitReached(cal, date)) return { openings, free: [] };
  const tooEarly = { start: Number.NEGATIVE_INFINITY, end: earliestStart(cal, now) };
  const latest = latestStart(cal, now);
  const blocked = [...blockedByBookings(cal), tooEarly];
  const free = openings
    .flatMap((o) => subtract(o, blocked))
    .filter((f) => f.start <= latest)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  return { openings, free };
}
