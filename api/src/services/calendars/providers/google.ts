/** Google Calendar: OAuth 2 (offline access) + calendarList + events.list (single events, busy only). */
import { CalendarReadError } from '../icsFetch';
import type { BusyInterval } from '../icsParse';
import { localMinuteToUtc } from '../../../domain/availability/amsterdamTime';
import { bearer, form, providerJson } from './http';
import { MAX_PAGES, toTokens, type CalendarAdapter, type OAuthClientConfig } from './types';

export const GOOGLE_DEFAULTS = {
  authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  apiUrl: 'https://www.googleapis.com/calendar/v3',
};
const SCOPE = 'https://www.googleapis.com/auth/calendar.readonly';

interface GoogleTime { dateTime?: string; date?: string }
interface GoogleEvent { id?: string; iCalUID?: string; status?: string; transparency?: string; start?: GoogleTime; end?: GoogleTime }

const toMs = (t: GoogleTime | undefined): number => {
  if (t?.dateTime) return Date.parse(t.dateTime);
  if (t?.date && /^\d{4}-\d{2}-\d{2}$/.test(t.date)) return localMinuteToUtc(t.date, 0);
  return NaN;
};

export function googleAdapter(c: OAuthClientConfig): CalendarAdapter {
  return {
    authoriseUrl({ state, redirectUri, extended }) {
      const u = new URL(c.authUrl);
      u.search = new URLSearchParams({
        client_id: c.clientId, redirect_uri: redirectUri, response_type: 'code', scope: SCOPE, state,
        access_type: 'offline', include_granted_scopes: 'true', prompt: extended ? 'consent' : 'select_account consent',
      }).toString();
      return u.toString();
    },
    async exchangeCode(code, redirectUri, now) {
      const t = await providerJson<Record<string, unknown>>(c.tokenUrl, {
        what: 'google token', ...form({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: c.clientId, client_secret: c.clientSecret }),
      });
      return toTokens(t, now);
    },
    async refresh(refreshToken, now) {
      const t = await providerJson<Record<string, unknown>>(c.tokenUrl, {
        what: 'google refresh', ...form({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: c.clientId, client_secret: c.clientSecret }),
      });
      return toTokens(t, now, refreshToken);
    },
    async listCalendars(accessToken) {
      const r = await providerJson<{ items?: Array<{ id?: string; summary?: string; summaryOverride?: string; primary?: boolean }> }>(
        `${c.apiUrl}/users/me/calendarList?minAccessRole=freeBusyReader`, { what: 'google calendars', headers: bearer(accessToken) });
      return (r.items ?? []).filter((i) => typeof i.id === 'string').map((i) => ({
        calendar_id: i.id!, calendar_name: i.summaryOverride || i.summary || i.id!, is_primary: Boolean(i.primary),
      }));
    },
    async busy(accessToken, calendarId, from, until) {
      const out: BusyInterval[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const q = new URLSearchParams({ singleEvents: 'true', orderBy: 'startTime', timeMin: new Date(from).toISOString(), timeMax: new Date(until).toISOString(), maxResults: '2500' });
        if (pageToken) q.set('pageToken', pageToken);
        const r = await providerJson<{ items?: GoogleEvent[]; nextPageToken?: string }>(
          `${c.apiUrl}/calendars/${encodeURIComponent(calendarId)}/events?${q}`, { what: 'google events', headers: bearer(accessToken) });
        for (const e of r.items ?? []) {
          if (e.status === 'cancelled' || e.transparency === 'transparent') continue;
          const start = toMs(e.start);
          const end = toMs(e.end);
          if (!Number.isFinite(start) || !Number.isFinite(end)) continue;
          out.push({ uid: `${e.iCalUID ?? e.id ?? start}#${start}`, start, end: Math.max(end, start + 60_000) });
        }
        if (!r.nextPageToken) return out;
        pageToken = r.nextPageToken;
      }
      throw new CalendarReadError('google events: too many pages');
    },
  };
}
