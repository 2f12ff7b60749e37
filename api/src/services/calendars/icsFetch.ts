/** Reads an ICS URL (http/https, webcal -> https), with a timeout and a size cap. */
export const FETCH_TIMEOUT_MS = 15_000;
export const MAX_ICS_BYTES = 5_000_000;

export class CalendarReadError extends Error {}

export function normaliseIcsUrl(url: string): string {
  const u = new URL(url.trim().replace(/^webcals?:\/\//i, 'https://'));
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new CalendarReadError('unsupported protocol');
  return u.toString();
}

export async function fetchIcs(url: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  let res: Response;
  try {
    res = await fetchImpl(normaliseIcsUrl(url), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { Accept: 'text/calendar' }, redirect: 'follow' });
  } catch (e) {
    throw new CalendarReadError(`unreachable: ${(e as Error).message}`);
  }
  if (!res.ok) throw new CalendarReadError(`HTTP ${res.status}`);
  const text = await res.text();
  if (text.length > MAX_ICS_BYTES) throw new CalendarReadError('too large');
  if (!text.includes('BEGIN:VCALENDAR')) throw new CalendarReadError('not an ICS calendar');
  return text;
}
