/** Calendar sync operations (export feed URL, ICS link, provider links, unlink). */
import { ApiError, notFound } from '../../errors/ApiError';
import { clock } from '../../jobs/clock';
import { exportPath, feedSecret, rotateFeedSecret } from '../../services/calendars/icsExport';
import { normaliseIcsUrl } from '../../services/calendars/icsFetch';
import {
  calendarLinkById, deleteCalendarLink, linkIcsUrl, spaceCalendarLink, venueCalendarSpaces, type CalendarLinkRow,
} from '../../services/calendars/links';
import { enabledProviders } from '../../services/calendars/providers';
import { chooseProviderCalendar } from './providerLinks';
import { syncCalendarLink, unlinkCalendar } from '../../services/calendars/sync';
import type { GraphQLContext } from '../context';
import { iso, requireSpaceAccess, requireVenueAccess } from '../team/hostOrganisation';

const origin = (ctx: GraphQLContext) => ctx.request?.origin ?? process.env.ZAALPLEK_PUBLIC_ORIGIN ?? '';
/** A calendar_link row for clients: never the provider tokens. */
export function toLink(r: CalendarLinkRow | undefined) {
  if (!r) return null;
  const { provider_access_token: _a, provider_refresh_token: _r, ...rest } = r;
  return { ...rest, ts_last_sync: iso(rest.ts_last_sync), ts_failing_since: iso(rest.ts_failing_since) };
}

async function info(ctx: GraphQLContext, space: { space_id: number; space_name: string }) {
  const secret = await feedSecret(ctx.knex, space.space_id);
  const link = await spaceCalendarLink(ctx.knex, space.space_id);
  return { space_id: space.space_id, space_name: space.space_name, export_url: origin(ctx) + exportPath(secret), link: toLink(link) };
}

export async function space_calendars(_: unknown, args: { venue_id: number }, ctx: GraphQLContext) {
  await requireVenueAccess(ctx, args.venue_id, 'availability.manage');
  const spaces = await venueCalendarSpaces(ctx.knex, args.venue_id);
  return Promise.all(spaces.map((s) => info(ctx, s)));
}

export async function rotate_calendar_export_secret(_: unknown, args: { space_id: number }, ctx: GraphQLContext) {
  const { space } = await requireSpaceAccess(ctx, args.space_id, 'availability.manage');
  await rotateFeedSecret(ctx.knex, space.space_id);
  return info(ctx, space);
}

export async function link_ics_calendar(_: unknown, args: { space_id: number; url: string }, ctx: GraphQLContext) {
  const { space, subject } = await requireSpaceAccess(ctx, args.space_id, 'availability.manage');
  let url: string;
  try {
    url = normaliseIcsUrl(args.url ?? '');
  } catch {
    throw new ApiError('FIELD_VALIDATION', { entity: 'calendar_link', key: 'invalid_url', meta: { field: 'url', fields: { url: 'invalid_url' } } });
  }
  const linkId = await linkIcsUrl(ctx.knex, subject.accountId!, space.space_id, url);
  const result = await syncCalendarLink(ctx.knex, linkId, clock.now());
  if (!result.ok) {
    await deleteCalendarLink(ctx.knex, linkId);
    // one answer for every failure (unreachable, refused address, not a calendar): no port scanner
    throw new ApiError('VALIDATION', { entity: 'calendar_link', key: 'calendar_unreadable' });
  }
  return toLink(await calendarLinkById(ctx.knex, linkId));
}

export async function sync_space_calendar(_: unknown, args: { calendar_id: string; space_id: number }, ctx: GraphQLContext) {
  await requireSpaceAccess(ctx, args.space_id, 'availability.manage');
  const link = await spaceCalendarLink(ctx.knex, args.space_id);
  if (!link) throw notFound('calendar_link');
  if (args.calendar_id && link.provider_name !== 'ics' && !link.ics_url) await chooseProviderCalendar(ctx, link, args.calendar_id);
  await syncCalendarLink(ctx.knex, link.calendar_link_id, clock.now());
  return toLink(await calendarLinkById(ctx.knex, link.calendar_link_id));
}

export async function unlink_calendar(_: unknown, args: { space_id: number; has_rollback_selected: boolean }, ctx: GraphQLContext) {
  await requireSpaceAccess(ctx, args.space_id, 'availability.manage');
  if (!(await unlinkCalendar(ctx.knex, args.space_id, args.has_rollback_selected))) throw notFound('calendar_link');
  return true;
}

export function enabled_calendar_providers(): string[] {
  return ['ics', ...enabledProviders()];
}
