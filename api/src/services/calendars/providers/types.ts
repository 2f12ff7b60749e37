/** The adapter contract every OAuth calendar provider implements (google.ts, microsoft.ts). */
import type { BusyInterval } from '../icsParse';

export interface ProviderTokens {
  access_token: string;
  refresh_token: string | null;
  /** epoch ms */
  expires_at: number;
}

export interface ExternalCalendar {
  calendar_id: string;
  calendar_name: string;
  is_primary?: boolean;
}

export interface CalendarAdapter {
  /** The authorise URL the host is sent to. `extended` asks the provider to show the consent screen again. */
  authoriseUrl(opts: { state: string; redirectUri: string; extended: boolean }): string;
  exchangeCode(code: string, redirectUri: string, now: number): Promise<ProviderTokens>;
  refresh(refreshToken: string, now: number): Promise<ProviderTokens>;
  listCalendars(accessToken: string): Promise<ExternalCalendar[]>;
  busy(accessToken: string, calendarId: string, from: number, until: number): Promise<BusyInterval[]>;
}

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  apiUrl: string;
}

interface TokenAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
}

export function toTokens(t: TokenAnswer, now: number, previousRefresh: string | null = null): ProviderTokens {
  if (typeof t.access_token !== 'string' || !t.access_token) throw new Error('token answer without access_token');
  const expiresIn = Number(t.expires_in);
  return {
    access_token: t.access_token,
    refresh_token: typeof t.refresh_token === 'string' && t.refresh_token ? t.refresh_token : previousRefresh,
    expires_at: now + (Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 3600) * 1000,
  };
}

export const MAX_PAGES = 40;
