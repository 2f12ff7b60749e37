/**
 * Reads an ICS URL a host linked (http/https, webcal -> https) through fetchPublic: public
 * addresses only, redirects checked, a timeout and a size cap. Every failure is the same
 * CalendarReadError('calendar_unreadable') for the host (stored as last_error, shown as one message),
 * so the import cannot tell an attacker what is listening where; the detail goes to the server log.
 */
import { fetchPublic, OutgoingFetchError, type FetchPublicOptions } from '../outbound/fetchPublic';

export const FETCH_TIMEOUT_MS = 15_000;
export const MAX_ICS_BYTES = 5_000_000;
export const ICS_UNREADABLE = 'calendar_unreadable';

export class CalendarReadError extends Error {}

export function normaliseIcsUrl(url: string): string {
  const u = new URL(url.trim().replace(/^webcals?:\/\//i, 'https://'));
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new CalendarReadError('unsupported protocol');
  return u.toString();
}

export async function fetchIcs(
  url: string,
  opts: Partial<FetchPublicOptions> & { log?: (m: string) => void } = {},
): Promise<string> {
  const log = opts.log ?? ((m: string) => console.warn(m));
  const fail = (detail: string): never => {
    log(`calendar import: ${detail}`);
    throw new CalendarReadError(ICS_UNREADABLE);
  };
  let res;
  try {
    res = await fetchPublic(normaliseIcsUrl(url), { timeoutMs: FETCH_TIMEOUT_MS, maxBytes: MAX_ICS_BYTES, accept: 'text/calendar', ...opts });
  } catch (e) {
    return fail(e instanceof OutgoingFetchError ? e.detail : (e as Error).message);
  }
  if (res.status < 200 || res.status > 299) return fail(`HTTP ${res.status} from ${res.url}`);
  if (!res.body.includes('BEGIN:VCALENDAR')) return fail(`not an ICS calendar: ${res.url}`);
  return res.body;
}
