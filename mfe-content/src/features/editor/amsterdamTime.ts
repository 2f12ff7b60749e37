/** The editor's publication moments: a datetime-local value read as Amsterdam time <-> an ISO instant. */
const ZONE = 'Europe/Amsterdam';

/** Minutes Amsterdam is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function offsetMinutes(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
    .formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute')) - Math.floor(instant / 60_000) * 60_000) / 60_000;
}

/** "2026-12-01T09:30" (Amsterdam) -> "2026-12-01T08:30:00.000Z"; null for an empty or malformed value. */
export function amsterdamLocalToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  let instant = asUtc - offsetMinutes(asUtc) * 60_000;
  instant = asUtc - offsetMinutes(instant) * 60_000;
  return new Date(instant).toISOString();
}

/** An ISO instant shown as Amsterdam date and time in the locale. */
export function formatAmsterdam(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', { dateStyle: 'medium', timeStyle: 'short', timeZone: ZONE }).format(new Date(iso));
}
