/**
 * Reads a provider-linked calendar through its adapter with the stored (sealed) tokens: refreshes
 * them when expired or refused (once), saves the new ones, and renders the busy intervals as an ICS
 * document so the one import path (sync.ts: parseBusyIntervals -> CALENDAR rows, failure rule)
 * applies unchanged.
 */
import type { Knex } from 'knex';
import { clock } from '../../../jobs/clock';
import { providerAdapter } from '../providers';
import { CalendarReadError } from '../icsFetch';
import type { BusyInterval } from '../icsParse';
import { ProviderAuthError } from './http';
import { openTokens, sealTokens } from './tokenCrypto';
import type { CalendarAdapter, ExternalCalendar, ProviderTokens } from './types';

export const REFRESH_MARGIN_MS = 60_000;

interface LinkRow { calendar_link_id: number; provider_name: string; calendar_id: string | null; provider_access_token?: string | null }

function adapterFor(link: LinkRow): CalendarAdapter {
  const adapter = providerAdapter(link.provider_name);
  if (!adapter) throw new CalendarReadError(`provider ${link.provider_name} is not configured`);
  return adapter;
}

async function refreshAndSave(knex: Knex, adapter: CalendarAdapter, link: LinkRow, tokens: ProviderTokens): Promise<ProviderTokens> {
  if (!tokens.refresh_token) throw new CalendarReadError('authorisation expired (no refresh token); link the calendar again');
  let next: ProviderTokens;
  try {
    next = await adapter.refresh(tokens.refresh_token, clock.now().getTime());
  } catch (e) {
    throw new CalendarReadError(`authorisation refused: ${(e as Error).message}`);
  }
  await knex('calendar_link').where('calendar_link_id', link.calendar_link_id).update({ provider_access_token: sealTokens(next), provider_refresh_token: null });
  return next;
}

/** Runs `call` with a valid access token: refreshes ahead of expiry, and once more on a 401. */
export async function withAccessToken<T>(knex: Knex, link: LinkRow, call: (adapter: CalendarAdapter, accessToken: string) => Promise<T>): Promise<T> {
  const adapter = adapterFor(link);
  let tokens = openTokens(link.provider_access_token);
  if (!tokens) throw new CalendarReadError('no usable authorisation; link the calendar again');
  let refreshed = false;
  if (tokens.expires_at - REFRESH_MARGIN_MS <= clock.now().getTime()) {
    tokens = await refreshAndSave(knex, adapter, link, tokens);
    refreshed = true;
  }
  try {
    return await call(adapter, tokens.access_token);
  } catch (e) {
    if (!(e instanceof ProviderAuthError) || refreshed) throw e;
    tokens = await refreshAndSave(knex, adapter, link, tokens);
    return call(adapter, tokens.access_token);
  }
}

export async function listProviderCalendars(knex: Knex, link: LinkRow): Promise<ExternalCalendar[]> {
  return withAccessToken(knex, link, (adapter, token) => adapter.listCalendars(token));
}

const icsTime = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const icsUid = (uid: string) => uid.replace(/[^A-Za-z0-9@._#:+=/-]/g, '_').slice(0, 400) || 'event';

export function busyToIcs(busy: BusyInterval[], now: number): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Zaalplek//provider import//EN'];
  for (const b of busy) {
    lines.push('BEGIN:VEVENT', `UID:${icsUid(b.uid)}`, `DTSTAMP:${icsTime(now)}`, `DTSTART:${icsTime(b.start)}`, `DTEND:${icsTime(b.end)}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

/** The CalendarReader of provider links (sync.ts defaultReader dispatches here). */
export async function readProviderCalendar(knex: Knex, link: LinkRow, horizonDays: number): Promise<string> {
  if (!link.calendar_id) throw new CalendarReadError('no calendar chosen');
  const now = clock.now().getTime();
  const from = now - 86_400_000;
  const until = now + horizonDays * 86_400_000;
  const busy = await withAccessToken(knex, link, (adapter, token) => adapter.busy(token, link.calendar_id!, from, until));
  return busyToIcs(busy, now);
}
