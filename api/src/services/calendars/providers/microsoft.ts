/**
 * Microsoft (office365, live_connect = Outlook.com, exchange = Exchange Online): OAuth 2 on the
 * identity platform (v2.0, tenant `common` unless CALENDAR_MICROSOFT_TENANT) + Graph /me/calendars
 * and calendarView (busy = not free, not cancelled). On-premises Exchange: use the calendar's
 * published ICS URL.
 */
import { CalendarReadError } from '../icsFetch';
import type { BusyInterval } from '../icsParse';
import { bearer, form, providerJson } from './http';
import { MAX_PAGES, toTokens, type CalendarAdapter, type OAuthClientConfig } from './types';

export const microsoftDefaults = (tenant = 'common') => ({
  authUrl: `https://login.microsoftonline.com/${tenant}/oauth2/v2.0/authorize`,
  tokenUrl: `https://login.microsoftonline.com/${tenant}/oauth2/v2.0/token`,
  apiUrl: 'https://graph.microsoft.com/v1.0',
});
const SCOPE = 'offline_access Calendars.Read';

interface GraphTime { dateTime?: string; timeZone?: string }
interface GraphEvent { id?: string; iCalUId?: string; showAs?: string; isCancelled?: boolean; start?: GraphTime; end?: GraphTime }

// With `Prefer: outlook.timezone="UTC"` Graph answers "2026-11-23T13:00:00.0000000" (UTC, no zone).
const toMs = (t: GraphTime | undefined): number => {
  if (!t?.dateTime) return NaN;
  return Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(t.dateTime) ? t.dateTime : `${t.dateTime.replace(/(\.\d{3})\d+$/, '$1')}Z`);
};

export function microsoftAdapter(c: OAuthClientConfig): CalendarAdapter {
  return {
    authoriseUrl({ state, redirectUri, extended }) {
      const u = new URL(c.authUrl);
      u.search = new URLSearchParams({
        client_id: c.clientId, redirect_uri: redirectUri, response_type: 'code', response_mode: 'query', scope: SCOPE, state,
        prompt: extended ? 'consent' : 'select_account',
      }).toString();
      return u.toString();
    },
    async exchangeCode(code, redirectUri, now) {
      const t = await providerJson<Record<string, unknown>>(c.tokenUrl, {
        what: 'microsoft token', ...form({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: c.clientId, client_secret: c.clientSecret, scope: SCOPE }),
      });
      return toTokens(t, now);
    },
    async refresh(refreshToken, now) {
      const t = await providerJson<Record<string, unknown>>(c.tokenUrl, {
        what: 'microsoft refresh', ...form({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: c.clientId, client_secret: c.clientSecret, scope: SCOPE }),
      });
      return toTokens(t, now, refreshToken);
    },
    async listCalendars(accessToken) {
      const r = await providerJson<{ value?: Array<{ id?: string; name?: string; isDefaultCalendar?: boolean }> }>(
        `${c.apiUrl}/me/calendars?$select=id,name,isDefaultCalendar&$top=100`, { what: 'microsoft calendars', headers: bearer(accessToken) });
      return (r.value ?? []).filter((i) => typeof i.id === 'string').map((i) => ({ calendar_id: i.id!, calendar_name: i.name || i.id!, is_primary: Boolean(i.isDefaultCalendar) }));
    },
    async busy(accessToken, calendarId, from, until) {
      const out: BusyInterval[] = [];
      const q = new URLSearchParams({ startDateTime: new Date(from).toISOString(), endDateTime: new Date(until).toISOString(), $select: 'id,iCalUId,showAs,isCancelled,start,end', $top: '500' });
      let next: string | undefined = `${c.apiUrl}/me/calendars/${encodeURIComponent(calendarId)}/calendarView?${q}`;
      for (let page = 0; page < MAX_PAGES && next; page++) {
        const r: { value?: GraphEvent[]; '@odata.nextLink'?: string } = await providerJson(next, {
          what: 'microsoft calendarView', headers: { ...bearer(accessToken), Prefer: 'outlook.timezone="UTC"' },
        });
        for (const e of r.value ?? []) {
          if (e.isCancelled || e.showAs === 'free') continue;
          const start = toMs(e.start);
          const end = toMs(e.end);
          if (!Number.isFinite(start) || !Number.isFinite(end)) continue;
          out.push({ uid: `${e.iCalUId ?? e.id ?? start}#${start}`, start, end: Math.max(end, start + 60_000) });
        }
        next = r['@odata.nextLink'];
        // the next link must stay on the configured API host (never send the token elsewhere)
        if (next && new URL(next).origin !== new URL(c.apiUrl).origin) throw new CalendarReadError('microsoft calendarView: foreign next link');
      }
      if (next) throw new CalendarReadError('microsoft calendarView: too many pages');
      return out;
    },
  };
}
