// Calendar dates as 'YYYY-MM-DD' strings, computed on UTC midnights (no time zone can shift a
// plain date) and, for instants, through Intl in Amsterdam time. No date library: this module is
// part of every first page load.
import { TIME_ZONE } from '../timeZone';

/** Time zone every date is shown in (spec section 9). */
export { TIME_ZONE };
/** Value format (spec: date YYYY-MM-DD) and display/input format (spec: filter DD-MM-YYYY). */
export const VALUE_FORMAT = 'YYYY-MM-DD';
export const DISPLAY_FORMAT = 'DD-MM-YYYY';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{1,2})-(\d{1,2})-(\d{4})$/;
const DAY_MS = 86_400_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar date of a UTC midnight (or any instant read in UTC), YYYY-MM-DD. */
function utcDateString(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate(); // month is 1-based: day 0 of the next month
}

/** [year, month (1-12), day] of a real YYYY-MM-DD date, else null. */
function parts(value: string): [number, number, number] | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return [year, month, day];
}

function utcMidnight(value: string): Date {
  const p = parts(value);
  if (!p) throw new RangeError(`not a date: ${value}`);
  return new Date(Date.UTC(p[0], p[1] - 1, p[2]));
}

let amsterdamFormat: Intl.DateTimeFormat | null = null;

/** An instant as the Amsterdam calendar date, YYYY-MM-DD. */
function amsterdamDate(instant: Date): string {
  amsterdamFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const get = (type: Intl.DateTimeFormatPartTypes) => amsterdamFormat!.formatToParts(instant).find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Today's date in Amsterdam as YYYY-MM-DD (not the browser's zone). */
export function todayInAmsterdam(now: Date = new Date()): string {
  return amsterdamDate(now);
}

/** A UTC instant (e.g. a booking start) as the Amsterdam calendar date, YYYY-MM-DD. */
export function toAmsterdamDate(instant: string | Date): string {
  return amsterdamDate(typeof instant === 'string' ? new Date(instant) : instant);
}

export function isValidIsoDate(value: string): boolean {
  return parts(value) !== null;
}

/** "2025-03-07" -> "07-03-2025"; empty string for null/invalid. */
export function formatDisplayDate(value: string | null | undefined): string {
  const p = value ? parts(value) : null;
  return p ? `${pad(p[2])}-${pad(p[1])}-${pad(p[0], 4)}` : '';
}

/** "7-3-2025" or "07-03-2025" (also with / or .) -> "2025-03-07"; null when not a real date. */
export function parseDisplayDate(text: string): string | null {
  const m = DISPLAY_DATE.exec(text.trim().replace(/[/.]/g, '-'));
  if (!m) return null;
  const value = `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}`;
  return parts(value) ? value : null;
}

export function isWithinRange(value: string, min?: string | null, max?: string | null): boolean {
  return (!min || value >= min) && (!max || value <= max);
}

export function addDays(value: string, days: number): string {
  return utcDateString(new Date(utcMidnight(value).getTime() + days * DAY_MS));
}

/** Same day `months` later; the last day of the month when that month is shorter (31 Jan + 1 = 28/29 Feb). */
export function addMonths(value: string, months: number): string {
  const [year, month, day] = parts(value) ?? (() => { throw new RangeError(`not a date: ${value}`); })();
  const index = year * 12 + (month - 1) + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  return `${pad(y, 4)}-${pad(m)}-${pad(Math.min(day, daysInMonth(y, m)))}`;
}

/** First day of the month of `value`, YYYY-MM-01. */
export function startOfMonth(value: string): string {
  return `${value.slice(0, 7)}-01`;
}

/** ISO weekday with Monday = 0 ... Sunday = 6. */
export function mondayIndex(value: string): number {
  return (utcMidnight(value).getUTCDay() + 6) % 7;
}

/** Weeks of the month (Monday first); days outside the month are null. */
export function monthGrid(monthStart: string): Array<Array<string | null>> {
  const first = startOfMonth(monthStart);
  const [year, month] = parts(first)!;
  const cells: Array<string | null> = Array.from({ length: mondayIndex(first) }, () => null);
  for (let d = 0; d < daysInMonth(year, month); d += 1) cells.push(addDays(first, d));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Midday UTC Date for a YYYY-MM-DD value, safe to format with timeZone 'UTC'. */
export function toUtcDate(value: string): Date {
  return new Date(`${value}T12:00:00Z`);
}
