/**
 * Job `calendar.ics_import` (docs/CONTRACTS.md "Calendar sync"): polls every linked calendar
 * (syncAllCalendars: replaces the link's CALENDAR rows, blocks a space whose calendar stays
 * unreadable past the grace period). `{ calendar_link_id }` syncs one link; no data = all of them.
 */
import { syncAllCalendars, syncCalendarLink } from '../../services/calendars/sync';
import type { JobContext } from '../registry';

export const ICS_IMPORT_JOB = 'calendar.ics_import';
export const ICS_IMPORT_EVERY_MS = 15 * 60_000;

export async function handleIcsImport(data: Record<string, unknown>, ctx: JobContext): Promise<void> {
  const id = Number(data.calendar_link_id);
  if (data.calendar_link_id != null && Number.isInteger(id)) await syncCalendarLink(ctx.knex, id, ctx.clock.now());
  else await syncAllCalendars(ctx.knex, ctx.clock.now());
}
