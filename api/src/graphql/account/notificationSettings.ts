/**
 * get_system_notifications / update_user_notification_preferences: the event catalogue
 * (notification_setting) merged with the caller's choices; non-editable events keep their defaults.
 */
import { requirePermission } from '../../auth/guards';
import { notificationPreferences, saveNotificationPreferences } from '../../services/notifications/preferences';
import type { GraphQLContext } from '../context';

export async function get_system_notifications(_: unknown, __: unknown, ctx: GraphQLContext) {
  const subject = await requirePermission(ctx.knex, ctx.viewer, 'profile.view');
  return notificationPreferences(ctx.knex, subject.accountId!, subject.accountState);
}

export async function update_user_notification_preferences(
  _: unknown,
  args: { input: Array<{ event_id: number; email: boolean; sms: boolean }> },
  ctx: GraphQLContext,
) {
  const subject = await requirePermission(ctx.knex, ctx.viewer, 'notification_settings.update');
  await saveNotificationPreferences(ctx.knex, subject.accountId!, args.input);
  return notificationPreferences(ctx.knex, subject.accountId!, subject.accountState);
}
