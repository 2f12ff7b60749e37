import moment from 'moment-timezone';
import { TIME_ZONE } from '../timeZone';

/** Time zone every date is shown in (spec section 9). */
export { TIME_ZONE };
/** Value format (spec: date YYYY-MM-DD) and display/input format (spec: filter DD-MM-YYYY). */
export const VALUE_FORMAT = 'YYYY-MM-DD';
export const DISPLAY_FORMAT = 'DD-MM-YYYY';

/** Today's date in Amsterdam as YYYY-MM-DD (not the browser's zone). */
export function todayInAmsterdam(now: Date = new Date()): string {
  return moment(now).tz(TIME_ZONE).format(VALUE_FORMAT);
}

/** A UTC instant (e.g. a booking start) as the Amsterdam calendar date, YYYY-MM-DD. */
export function toAmsterdamDate(instant: string | Date): string {
  return moment(instant).tz(TIME_ZONE).format(VALUE_FORMAT);
}

export function isValidIsoDate(value: string): boolean {
  return moment.utc(value, VALUE_FORMAT, true).isValid();
}

/** "2025-03-07" -> "07-03-2025"; empty string for null/invalid. */
export function formatDisplayDate(value: string | null | undefined): string {
  if (!value) return '';
  const m = moment.utc(value, VALUE_FORMAT, true);
  return m.isValid() ? m.format(DISPLAY_FORMAT) : '';
}

/** "7-3-2025" or "07-03-2025" (also with / or .) -> "2025-03-07"; null when not a real date. */
export function parseDisplayDate(text: string): string | null {
  const normalised = text.trim().replace(/[/.]/g, '-');
  const m = moment.utc(normalised, ['DD-MM-YYYY', 'D-M-YYYY'], true);
  return m.isValid() ? m.format(VALUE_FORMAT) : null;
}

export function isWithinRange(value: string, min?: string | null, max?: string | null): boolean {
  return (!min || value >= min) && (!max || value <= max);
}

export function addDays(value: string, days: number): string {
  return moment.utc(value, VALUE_FORMAT).add(days, 'days').format(VALUE_FORMAT);
}

export function addMonths(value: string, months: number): string {
  return moment.utc(value, VALUE_FORMAT).add(months, 'months').format(VALUE_FORMAT);
}

/** First day of the month of `value`, YYYY-MM-01. */
export function startOfMonth(value: string): string {
  return `${value.slice(0, 7)}-01`;
}

/** ISO weekday with Monday = 0 ... Sunday = 6. */
export function mondayIndex(value: string): number {
  return (moment.utc(value, VALUE_FORMAT).isoWeekday() + 6) % 7;
}

/** Weeks of the month (Monday first); days outside the month are null. */
export function monthGrid(monthStart: string): Array<Array<string | null>> {
  const first = moment.utc(startOfMonth(monthStart), VALUE_FORMAT);
  const daysInMonth = first.daysInMonth();
  const cells: Array<string | null> = Array.from({ length: mondayIndex(first.format(VALUE_FORMAT)) }, () => null);
  for (let d = 0; d < daysInMonth; d += 1) cells.push(first.clone().add(d, 'days').format(VALUE_FORMAT));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Midday UTC Date for a YYYY-MM-DD value, safe to format with timeZone 'UTC'. */
export function toUtcDate(value: string): Date {
  return new Date(`${value}T12:00:00Z`);
}
