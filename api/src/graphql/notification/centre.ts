/** get_notifications, read_notification, clear_all_notifications, delete_notification, get_day_overview. */
import { requireLogin, requirePermission } from '../../auth/guards';
import type { Viewer } from '../../auth/tokens';
import { clearAllNotifications, deleteNotification, listNotifications, readNotifications } from '../../services/notifications/centre';
import { dayOverview } from '../../services/notifications/dayOverview';
import type { Caller } from '../../services/notifications/venueScope';
import type { GraphQLContext } from '../context';

async function caller(ctx: GraphQLContext): Promise<Caller> {
  const subject = await requirePermission(ctx.knex, requireLogin(ctx.viewer) as Viewer, 'profile.view');
  return { accountId: subject.accountId as number, isAdmin: subject.isAdmin };
}

export async function get_notifications(_: unknown, args: { venue_id?: number | null; first?: number | null; skip?: number | null }, ctx: GraphQLContext) {
  return listNotifications(ctx.knex, await caller(ctx), { venueId: args.venue_id, first: args.first, skip: args.skip });
}

export async function read_notification(_: unknown, args: { event_notification_ids: number[] }, ctx: GraphQLContext) {
  return readNotifications(ctx.knex, await caller(ctx), args.event_notification_ids);
}

export async function clear_all_notifications(_: unknown, args: { venue_id?: number | null }, ctx: GraphQLContext) {
  return clearAllNotifications(ctx.knex, await caller(ctx), args.venue_id);
}

export async function delete_notification(_: unknown, args: { id: number }, ctx: GraphQLContext) {
  return deleteNotification(ctx.knex, await caller(ctx), args.id);
}

export async function get_day_overview(_: unknown, args: { date: string; venue_id?: number | null }, ctx: GraphQLContext) {
  const subject = await requirePermission(ctx.knex, ctx.viewer, 'day_overview.view');
  return dayOverview(ctx.knex, { accountId: subject.accountId as number, isAdmin: subject.isAdmin }, { date: args.date, venueId: args.venue_id, locale: ctx.locale === 'en' ? 'en' : 'nl' });
}
