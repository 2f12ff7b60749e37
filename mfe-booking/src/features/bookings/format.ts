import moment from '../time/moment';
import { TIME_ZONE } from '@zaalplek/platform';

/** An ISO UTC time as a day and a time in Europe/Amsterdam. */
export function amsterdamDay(iso: string): string {
  return moment.tz(iso, TIME_ZONE).format('DD-MM-YYYY');
}

export function amsterdamTime(iso: string): string {
  return moment.tz(iso, TIME_ZONE).format('HH:mm');
}
