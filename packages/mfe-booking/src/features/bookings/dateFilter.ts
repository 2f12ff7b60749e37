import moment from '../time/moment';

/** Spec section 9: the date filter format and the time zone everything is shown in. */
export const FILTER_DATE_FORMAT = 'DD-MM-YYYY';
export const TIME_ZONE = 'Europe/Amsterdam';

export type DateFilterError = 'invalidFrom' | 'invalidTo' | 'fromAfterTo';

/** Strictly parses a DD-MM-YYYY date as a day in Europe/Amsterdam; null when it is not one. */
export function parseFilterDate(value: string): moment.Moment | null {
  const parsed = moment.tz(value.trim(), FILTER_DATE_FORMAT, true, TIME_ZONE);
  return parsed.isValid() ? parsed : null;
}

/** From must be on or before To (spec section 5); empty fields are allowed. */
export function validateDateRange(from: string, to: string): DateFilterError | null {
  const fromDate = from.trim() ? parseFilterDate(from) : null;
  const toDate = to.trim() ? parseFilterDate(to) : null;
  if (from.trim() && !fromDate) return 'invalidFrom';
  if (to.trim() && !toDate) return 'invalidTo';
  if (fromDate && toDate && fromDate.isAfter(toDate, 'day')) return 'fromAfterTo';
  return null;
}

/** DD-MM-YYYY -> YYYY-MM-DD (the API's date format); undefined for an empty or invalid value. */
export function toApiDate(value: string): string | undefined {
  if (!value.trim()) return undefined;
  return parseFilterDate(value)?.format('YYYY-MM-DD');
}
