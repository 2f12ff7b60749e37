/**
 * Calendar provider adapters switched on by configuration (docs/CONTRACTS.md "Calendar sync").
 * Google: CALENDAR_GOOGLE_CLIENT_ID/_CLIENT_SECRET (+ _AUTH_URL, _TOKEN_URL, _API_URL overrides).
 * Microsoft for office365 / live_connect (Outlook.com) / exchange (Exchange Online):
 * CALENDAR_MICROSOFT_CLIENT_ID/_CLIENT_SECRET (+ _TENANT, _AUTH_URL, _TOKEN_URL, _API_URL).
 * Apple (iCloud) and on-premises Exchange have no adapter: use the calendar's published ICS URL
 * (link_ics_calendar). Nothing is configured by default: the UI offers the ICS link (always on).
 */
import { googleAdapter, GOOGLE_DEFAULTS } from './providers/google';
import { microsoftAdapter, microsoftDefaults } from './providers/microsoft';
import type { CalendarAdapter, OAuthClientConfig } from './providers/types';

export type CalendarProviderName = 'apple' | 'exchange' | 'google' | 'live_connect' | 'office365';
export type OAuthProviderName = Exclude<CalendarProviderName, 'apple'>;
export const OAUTH_PROVIDERS: readonly OAuthProviderName[] = ['google', 'office365', 'live_connect', 'exchange'];

export const isOAuthProvider = (p: string): p is OAuthProviderName => (OAUTH_PROVIDERS as readonly string[]).includes(p);
const family = (p: OAuthProviderName): 'GOOGLE' | 'MICROSOFT' => (p === 'google' ? 'GOOGLE' : 'MICROSOFT');

function clientConfig(p: OAuthProviderName, env: NodeJS.ProcessEnv): OAuthClientConfig | null {
  const f = family(p);
  const clientId = env[`CALENDAR_${f}_CLIENT_ID`];
  const clientSecret = env[`CALENDAR_${f}_CLIENT_SECRET`];
  if (!clientId || !clientSecret) return null;
  const d = f === 'GOOGLE' ? GOOGLE_DEFAULTS : microsoftDefaults(env.CALENDAR_MICROSOFT_TENANT || 'common');
  return {
    clientId, clientSecret,
    authUrl: env[`CALENDAR_${f}_AUTH_URL`] || d.authUrl,
    tokenUrl: env[`CALENDAR_${f}_TOKEN_URL`] || d.tokenUrl,
    apiUrl: (env[`CALENDAR_${f}_API_URL`] || d.apiUrl).replace(/\/+$/, ''),
  };
}

/** The adapter of a provider, or null when it is not configured (or has none: apple, ics). */
export function providerAdapter(p: string, env: NodeJS.ProcessEnv = process.env): CalendarAdapter | null {
  if (!isOAuthProvider(p)) return null;
  const c = clientConfig(p, env);
  if (!c) return null;
  return family(p) === 'GOOGLE' ? googleAdapter(c) : microsoftAdapter(c);
}

export function enabledProviders(env: NodeJS.ProcessEnv = process.env): CalendarProviderName[] {
  const out: CalendarProviderName[] = ['apple'];
  for (const p of OAUTH_PROVIDERS) if (clientConfig(p, env)) out.push(p);
  return out;
}
