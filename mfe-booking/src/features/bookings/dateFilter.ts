import { TIME_ZONE } from '@zaalplek/platform';
import moment from '../time/moment';

/** Spec section 9: the date filter format (shown and kept in the URL). */
export const FILTER_DATE_FORMAT = 'DD-MM-YYYY';
/** The API's day format (BookingFilters.date_from / date_to) and the DatePicker's value. */
export const API_DATE_FORMAT = 'YYYY-MM-DD';

/** A From/To range as YYYY-MM-DD days (null = open end). */
export interface DateRange {
  from: string | null;
  to: string | null;
}

/** Strictly parses a DD-MM-YYYY day; null when it is not one. */
export function parseFilterDate(value: string): moment.Moment | null {
  const parsed = moment.tz(value.trim(), FILTER_DATE_FORMAT, true, TIME_ZONE);
  return parsed.isValid() ? parsed : null;
}

/** DD-MM-YYYY -> YYYY-MM-DD; null for an empty or invalid value. */
export function toApiDate(value: string | null | undefined): string | null {
  if (!value || !value.trim()) return null;
  return parseFilterDate(value)?.format(API_DATE_FORMAT) ?? null;
}

/** YYYY-MM-DD -> DD-MM-YYYY. */
export function toFilterDate(value: string): string {
  return moment.tz(value, API_DATE_FORMAT, true, TIME_ZONE).format(FILTER_DATE_FORMAT);
}

/** Spec section 5: From must be on or before To; open ends are allowed. */
export function validateDateRange({ from, to }: DateRange): 'fromAfterTo' | null {
  return from && to && from > to ? 'fromAfterTo' : null;
}

/** The range kept in the URL query (`from`, `to` as DD-MM-YYYY); an invalid range is ignored. */
export function rangeFromQuery(params: URLSearchParams): DateRange {
  const range = { from: toApiDate(params.get('from')), to: toApiDate(params.get('to')) };
  return validateDateRange(range) ? { from: null, to: null } : range;
}
