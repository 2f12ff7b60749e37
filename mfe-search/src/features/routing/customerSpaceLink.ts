/**
 * The card route /customer/space/{space url}?slotStart=&slotEnd=&attendees= (spec section 2) as the
 * space page's own address: /space/{hash}/{name}/{reference}?date=&from=&to=&attendees=, the slot
 * shown as Amsterdam wall-clock date and times. Pure, so the mapping is unit tested.
 */
import { amsterdamWallClock } from '../shared/amsterdamTime';

function wallClock(iso: string): { date: string; time: string } | null {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? amsterdamWallClock(ms) : null;
}

/**
 * ('/customer/space/space/ab12cd34/zaal/1042', '?slotStart=...') -> '/space/ab12cd34/zaal/1042?date=...'.
 * The locale prefix is kept; null when the path is not a space url.
 */
export function customerSpaceTarget(pathname: string, search: string): string | null {
  const m = /^(\/(?:en|nl))?\/customer\/space(?:\/space)?\/([^/]+)\/([^/]+)\/(\d{1,12})\/?$/.exec(pathname);
  if (!m) return null;
  const [, prefix = '', hash, name, reference] = m;
  const q = new URLSearchParams(search);
  const out = new URLSearchParams();
  const start = wallClock(q.get('slotStart') ?? '');
  const end = wallClock(q.get('slotEnd') ?? '');
  if (start) {
    out.set('date', start.date);
    // a slot ending on another day (or at midnight) keeps the day's own end
    if (end && end.date === start.date && end.time > start.time) {
      out.set('from', start.time);
      out.set('to', end.time);
    }
  }
  const attendees = Number(q.get('attendees'));
  if (Number.isInteger(attendees) && attendees >= 1) out.set('attendees', String(attendees));
  const query = out.toString();
  return `${prefix}/space/${hash}/${name}/${reference}${query ? `?${query}` : ''}`;
}
