/**
 * Calendar import: a linked calendar's busy events become closed space_availability rows
 * (source CALENDAR), replaced on every successful read, so availability, search and booking
 * creation exclude them. A calendar unreadable for longer than the grace period gets one
 * SYNC_STALE closure from then on (the space offers nothing it cannot verify) and the host a
 * notification; the next good read removes it.
 */
import type { Knex } from 'knex';
import { parseBusyIntervals } from './icsParse';
import { CalendarReadError, fetchIcs } from './icsFetch';
import { isOAuthProvider } from './providers';
import { readProviderCalendar } from './providers/providerReader';

export const IMPORT_HORIZON_DAYS = 400;
export const STALE_BLOCK_DAYS = 730;
export const graceHours = (env: NodeJS.ProcessEnv = process.env): number => {
  const v = Number(env.CALENDAR_SYNC_GRACE_HOURS);
  return Number.isFinite(v) && v >= 0 && env.CALENDAR_SYNC_GRACE_HOURS !== undefined && env.CALENDAR_SYNC_GRACE_HOURS !== '' ? v : 6;
};

export interface SyncResult {
  ok: boolean;
  events: number;
  error?: string;
}

export type CalendarReader = (link: { calendar_link_id: number; provider_name: string; ics_url: string | null; calendar_id: string | null }, knex: Knex) => Promise<string>;

/** ICS links fetch their URL; OAuth provider links read through their adapter (providers/providerReader.ts). */
export const defaultReader: CalendarReader = async (link, knex) => {
  if (isOAuthProvider(link.provider_name) && !link.ics_url) return readProviderCalendar(knex, link, IMPORT_HORIZON_DAYS);
  if (!link.ics_url) throw new CalendarReadError('no calendar URL');
  return fetchIcs(link.ics_url);
};

export async function syncCalendarLink(knex: Knex, calendarLinkId: number, now: Date, read: CalendarReader = defaultReader): Promise<SyncResult> {
  const link = await knex('calendar_link').where('calendar_link_id', calendarLinkId).first();
  if (!link || link.sync_status === 'UNSUBSCRIBED' || link.calendar_deleted) return { ok: false, events: 0, error: 'not linked' };
  let busy;
  try {
    const ics = await read(link, knex);
    busy = parseBusyIntervals(ics, now.getTime() - 86_400_000, now.getTime() + IMPORT_HORIZON_DAYS * 86_400_000);
  } catch (e) {
    await recordFailure(knex, link, now, (e as Error).message.slice(0, 300));
    return { ok: false, events: 0, error: (e as Error).message };
  }
  await knex.transaction(async (trx) => {
    await trx('calendar_link').where('calendar_link_id', link.calendar_link_id).forUpdate().first('calendar_link_id');
    await trx('space_availability').where({ space_id: link.space_id }).whereIn('source', ['CALENDAR', 'SYNC_STALE']).delete();
    const rows = busy.map((b) => ({
      space_id: link.space_id, is_opened: false, slot_from: new Date(b.start), slot_to: new Date(b.end), source: 'CALENDAR',
      calendar_link_id: link.calendar_link_id, external_uid: b.uid.slice(0, 500), slot_description: null,
    }));
    for (let i = 0; i < rows.length; i += 500) await trx('space_availability').insert(rows.slice(i, i + 500));
    await trx('calendar_link').where('calendar_link_id', link.calendar_link_id).update({
      sync_status: 'SYNCED', is_synchronized: true, ts_last_sync: now, last_error: null, ts_failing_since: null, ts_stale_notified: null,
    });
  });
  return { ok: true, events: busy.length };
}

async function recordFailure(knex: Knex, link: Record<string, any>, now: Date, error: string): Promise<void> {
  const failingSince: Date = link.ts_failing_since ?? now;
  const staleFrom = new Date(failingSince.getTime() + graceHours() * 3_600_000);
  await knex.transaction(async (trx) => {
    await trx('calendar_link').where('calendar_link_id', link.calendar_link_id)
      .update({ sync_status: 'FAILING', is_synchronized: false, last_error: error, ts_failing_since: failingSince });
    if (now.getTime() < staleFrom.getTime()) return;
    const stale = await trx('space_availability').where({ space_id: link.space_id, source: 'SYNC_STALE' }).first('space_availability_id');
    if (!stale) {
      await trx('space_availability').insert({
        space_id: link.space_id, is_opened: false, slot_from: now, slot_to: new Date(now.getTime() + STALE_BLOCK_DAYS * 86_400_000),
        source: 'SYNC_STALE', calendar_link_id: link.calendar_link_id, slot_description: 'calendar_unreadable',
      });
    }
    if (!link.ts_stale_notified) {
      await notifyHost(trx, link, error);
      await trx('calendar_link').where('calendar_link_id', link.calendar_link_id).update({ ts_stale_notified: now });
    }
  });
}

async function notifyHost(trx: Knex.Transaction, link: Record<string, any>, error: string): Promise<void> {
  const space = await trx('space as s').join('venue as v', 'v.venue_id', 's.venue_id').join('organisation as o', 'o.organisation_id', 'v.organisation_id')
    .where('s.space_id', link.space_id).first('s.space_name', 'v.venue_id', 'o.account_id');
  if (!space) return;
  await trx('notification').insert({
    account_id: space.account_id, venue_id: space.venue_id, event_name: 'calendar_sync_failed', event_status: 'ACTIVE', event_type: 'SYSTEM',
    payload: JSON.stringify({ space_id: link.space_id, space_name: space.space_name, calendar_link_id: link.calendar_link_id, error }),
  });
}

/** Every link due for a poll (ICS links, and provider links whose calendar was chosen). */
export async function syncAllCalendars(knex: Knex, now: Date, read: CalendarReader = defaultReader): Promise<number> {
  const links = await knex('calendar_link').whereNot('sync_status', 'UNSUBSCRIBED').where('calendar_deleted', false)
    .where((q) => q.whereNotNull('ics_url').orWhereNotNull('calendar_id')).select('calendar_link_id');
  let n = 0;
  for (const l of links) {
    const r = await syncCalendarLink(knex, l.calendar_link_id, now, read);
    if (r.ok) n++;
  }
  return n;
}

/** Unlink: keep imported events as the host's own closures, or remove them. */
export async function unlinkCalendar(knex: Knex, spaceId: number, removeImported: boolean): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const link = await trx('calendar_link').where('space_id', spaceId).forUpdate().first('calendar_link_id');
    if (!link) return false;
    await trx('space_availability').where({ space_id: spaceId, source: 'SYNC_STALE' }).delete();
    if (removeImported) await trx('space_availability').where({ space_id: spaceId, source: 'CALENDAR' }).delete();
    else await trx('space_availability').where({ space_id: spaceId, source: 'CALENDAR' }).update({ source: 'MANUAL', calendar_link_id: null });
    await trx('calendar_link').where('calendar_link_id', link.calendar_link_id).delete();
    return true;
  });
}
