/**
 * A space's linked calendar (calendar_link, one per space): an ICS link or a provider link whose
 * sealed tokens never leave the server. The caller has checked availability.manage for the space.
 */
import type { Knex } from 'knex';
import { CalendarLink, Space } from '../../db/models';
import type { CalendarProvider } from '../../domain/calendar/vocabulary';

export type CalendarLinkRow = CalendarLink;

export async function spaceCalendarLink(knex: Knex, spaceId: number): Promise<CalendarLink | undefined> {
  return CalendarLink.query(knex).findOne({ space_id: spaceId });
}

export async function calendarLinkById(knex: Knex, calendarLinkId: number): Promise<CalendarLink | undefined> {
  return CalendarLink.query(knex).findById(calendarLinkId);
}

/** The space's link when it is one of this provider. */
export async function providerLinkOfSpace(knex: Knex, spaceId: number, provider: string): Promise<CalendarLink | undefined> {
  return CalendarLink.query(knex).findOne({ space_id: spaceId, provider_name: provider });
}

/** The venue's spaces for the calendar sync page. */
export async function venueCalendarSpaces(knex: Knex, venueId: number): Promise<Array<{ space_id: number; space_name: string }>> {
  return Space.query(knex).where('venue_id', venueId).orderBy('space_id').select('space_id', 'space_name');
}

/** After the provider's consent: stores the sealed tokens (replacing any link of the space); the calendar is chosen next. */
export async function storeProviderLink(
  knex: Knex,
  accountId: number,
  spaceId: number,
  link: { provider_name: CalendarProvider; calendar_name: string | null; provider_access_token: string },
): Promise<CalendarLink> {
  const values = {
    ...link, ics_url: null, calendar_id: null, provider_refresh_token: null, sync_status: 'PENDING' as const, is_synchronized: false,
    calendar_deleted: false, last_error: null, ts_failing_since: null, ts_stale_notified: null,
  };
  return CalendarLink.query(knex).insert({ account_id: accountId, space_id: spaceId, ...values })
    .onConflict('space_id').merge({ account_id: accountId, ...values }).returning('*');
}

/** Links (or re-points) the space to an ICS URL, to be read at once; answers the link id. */
export async function linkIcsUrl(knex: Knex, accountId: number, spaceId: number, url: string): Promise<number> {
  const calendarName = new URL(url).hostname;
  const link = await CalendarLink.query(knex)
    .insert({ account_id: accountId, space_id: spaceId, provider_name: 'ics', ics_url: url, calendar_name: calendarName, sync_status: 'PENDING' })
    .onConflict('space_id')
    .merge({ provider_name: 'ics', ics_url: url, calendar_name: calendarName, sync_status: 'PENDING', calendar_deleted: false, ts_failing_since: null, last_error: null })
    .returning('calendar_link_id');
  return link.calendar_link_id;
}

export async function deleteCalendarLink(knex: Knex, calendarLinkId: number): Promise<void> {
  await CalendarLink.query(knex).deleteById(calendarLinkId);
}

/** Points a provider link at one of the provider's calendars (a new one is read again: PENDING). */
export async function chooseLinkCalendar(knex: Knex, link: CalendarLink, chosen: { calendar_id: string; calendar_name: string }): Promise<void> {
  await CalendarLink.query(knex).findById(link.calendar_link_id).patch({
    calendar_id: chosen.calendar_id,
    calendar_name: chosen.calendar_name.slice(0, 250),
    sync_status: link.calendar_id === chosen.calendar_id ? link.sync_status : 'PENDING',
  });
}
