/**
 * get_system_notifications / update_user_notification_preferences: the event catalogue
 * (notification_setting) merged with the caller's choices; non-editable events keep their defaults.
 */
import type { Knex } from 'knex';
import { requirePermission } from '../../auth/guards';
import { ApiError } from '../../errors/ApiError';
import type { GraphQLContext } from '../context';

function settingsFor(knex: Knex, accountId: number, state: 'BOOKER' | 'VENDOR' | null) {
  return knex('notification_setting as n')
    .leftJoin('account_notification_setting as p', (j) => j.on('p.event_id', 'n.event_id').andOnVal('p.account_id', accountId))
    .where(state === 'VENDOR' ? 'n.is_vendor' : 'n.is_booker', true)
    .orderBy('n.event_id')
    .select(
      'n.event_id', 'n.name', 'n.scope', 'n.type', 'n.is_editable', 'n.is_booker', 'n.is_vendor',
      knex.raw('CASE WHEN n.is_editable THEN coalesce(p.email, n.email) ELSE n.email END AS email'),
      knex.raw('CASE WHEN n.is_editable THEN coalesce(p.sms, n.sms) ELSE n.sms END AS sms'),
    );
}

export async function get_system_notifications(_: unknown, __: unknown, ctx: GraphQLContext) {
  const subject = await requirePermission(ctx.knex, ctx.viewer, 'profile.view');
  return settingsFor(ctx.knex, subject.accountId!, subject.accountState);
}

export async function update_user_notification_preferences(
  _: unknown,
  args: { input: Array<{ event_id: number; email: boolean; sms: boolean }> },
  ctx: GraphQLContext,
) {
  const subject = await requirePermission(ctx.knex, ctx.viewer, 'notification_settings.update');
  if (args.input.length > 200) throw new ApiError('VALIDATION', { entity: 'notification_setting', key: 'too_many_items' });
  await ctx.knex.transaction(async (trx) => {
    const ids = args.input.map((i) => i.event_id);
    const events = await trx('notification_setting').whereIn('event_id', ids).select('event_id', 'is_editable');
    const editable = new Map(events.map((e) => [e.event_id as number, e.is_editable as boolean]));
    for (const item of args.input) {
      if (!editable.has(item.event_id)) throw new ApiError('NOT_FOUND', { entity: 'notification_setting', key: 'not_found', meta: { event_id: item.event_id } });
      if (!editable.get(item.event_id)) {
        throw new ApiError('VALIDATION', { entity: 'notification_setting', key: 'notification_not_editable', meta: { event_id: item.event_id } });
      }
      await trx('account_notification_setting')
        .insert({ account_id: subject.accountId, event_id: item.event_id, email: item.email, sms: item.sms })
        .onConflict(['account_id', 'event_id'])
        .merge(['email', 'sms']);
    }
  });
  return settingsFor(ctx.knex, subject.accountId!, subject.accountState);
}
