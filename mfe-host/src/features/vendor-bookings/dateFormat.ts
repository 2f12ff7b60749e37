// Dates and times of the host back office: DD-MM-YYYY and HH:mm in Europe/Amsterdam.
import moment from 'moment-timezone';
import { TIME_ZONE } from '@zaalplek/platform';

export const DATE_FORMAT = 'DD-MM-YYYY';

export function formatDate(iso: string | null | undefined): string {
  return iso ? moment.tz(iso, TIME_ZONE).format(DATE_FORMAT) : '';
}

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? moment.tz(iso, TIME_ZONE).format(`${DATE_FORMAT} HH:mm`) : '';
}

export function formatTime(iso: string): string {
  return moment.tz(iso, TIME_ZONE).format('HH:mm');
}

/** '2026-12-01' (an Amsterdam calendar date) -> '01-12-2026'. */
export function formatCalendarDate(date: string): string {
  return moment.tz(date, 'YYYY-MM-DD', TIME_ZONE).format(DATE_FORMAT);
}

/** A 'YYYY-MM-DD' date plus 'HH:mm' in Amsterdam -> ISO UTC. */
export function amsterdamToIso(date: string, time: string): string {
  return moment.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', TIME_ZONE).toISOString();
}

/** ISO UTC -> the Amsterdam 'YYYY-MM-DD' and 'HH:mm'. */
export function isoToAmsterdam(iso: string): { date: string; time: string } {
  const m = moment.tz(iso, TIME_ZONE);
  return { date: m.format('YYYY-MM-DD'), time: m.format('HH:mm') };
}
