/**
 * Busy intervals of an ICS document (ical.js): VEVENTs that are not cancelled and not
 * transparent (free), recurring events expanded up to `until`, all-day dates as Amsterdam days.
 */
import ICAL from 'ical.js';
import { localMinuteToUtc } from '../../domain/availability/amsterdamTime';

export interface BusyInterval {
  uid: string;
  start: number;
  end: number;
}

const MAX_OCCURRENCES = 2000;

function toMs(t: ICAL.Time): number {
  if (t.isDate) return localMinuteToUtc(`${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`, 0);
  return t.toJSDate().getTime();
}

export function parseBusyIntervals(ics: string, from: number, until: number): BusyInterval[] {
  const comp = new ICAL.Component(ICAL.parse(ics));
  if (comp.name !== 'vcalendar') throw new Error('not a VCALENDAR');
  for (const tz of comp.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const out: BusyInterval[] = [];
  for (const ve of comp.getAllSubcomponents('vevent')) {
    const status = String(ve.getFirstPropertyValue('status') ?? '').toUpperCase();
    const transp = String(ve.getFirstPropertyValue('transp') ?? '').toUpperCase();
    if (status === 'CANCELLED' || transp === 'TRANSPARENT') continue;
    const event = new ICAL.Event(ve);
    if (!event.startDate) continue;
    const uid = event.uid || `${toMs(event.startDate)}`;
    if (event.isRecurrenceException()) continue; // handled through the master's iterator
    if (event.isRecurring()) {
      const it = event.iterator();
      let next: ICAL.Time | null;
      let n = 0;
      while ((next = it.next()) && n++ < MAX_OCCURRENCES) {
        const occ = event.getOccurrenceDetails(next);
        const start = toMs(occ.startDate);
        if (start >= until) break;
        const end = toMs(occ.endDate);
        if (end > from) out.push({ uid: `${uid}#${start}`, start, end: Math.max(end, start + 60_000) });
      }
      continue;
    }
    const start = toMs(event.startDate);
    const end = event.endDate ? toMs(event.endDate) : start + (event.startDate.isDate ? 86_400_000 : 0);
    if (end > from && start < until) out.push({ uid, start, end: Math.max(end, start + 60_000) });
  }
  return out;
}
