/** Wall-clock times in Europe/Amsterdam <-> ISO instants (UTC), DST-correct, without tz data files. */
import { TIME_ZONE } from '@zaalplek/platform';

let formatter: Intl.DateTimeFormat | null = null;

/**
 * An instant's Amsterdam wall-clock parts (year, month, day, hour, minute). The formatter is made on
 * first use: making it (the zone's rules) takes tens of milliseconds on a phone, which a page that
 * never needs it should not pay while it loads.
 */
function amsterdamParts(ms: number): Record<string, string> {
  formatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return Object.fromEntries(formatter.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
}

/** An instant as Amsterdam "YYYY-MM-DD" and "HH:mm". */
export function amsterdamWallClock(ms: number): { date: string; time: string } {
  const p = amsterdamParts(ms);
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** Amsterdam wall clock of an instant as minutes since the epoch "as if UTC". */
function wallMinutes(ms: number): number {
  const p = amsterdamParts(ms);
  return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute) / 60000;
}

/** ("2025-03-30", "12:00") -> "2025-03-30T10:00:00.000Z"; "24:00" is midnight at the end of the day. */
export function amsterdamToIso(date: string, time: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  const wanted = Date.UTC(y, m - 1, d, h, min) / 60000;
  let guess = wanted;
  for (let i = 0; i < 3; i += 1) guess += wanted - wallMinutes(guess * 60000);
  return new Date(guess * 60000).toISOString();
}

/** ISO instant -> "HH:mm" in Amsterdam. */
export function isoToAmsterdamTime(iso: string): string {
  return amsterdamWallClock(Date.parse(iso)).time;
}
