/**
 * The account's notification preferences: the event catalogue (notification_setting) for its role merged
 * with its own choices; non-editable events keep their defaults. Saving is all or nothing.
 */
import type { Knex } from 'knex';
import { AccountNotificationSetting, NotificationSetting } from '../../db/models';
import { ApiError } from '../../errors/ApiError';

export function notificationPreferences(knex: Knex, accountId: number, state: 'BOOKER' | 'VENDOR' | null) {
  return NotificationSetting.query(knex)
    .alias('n')
    .leftJoin('account_notification_setting as p', (j) => j.on('p.event_id', 'n.event_id').andOnVal('p.account_id', accountId))
    .modify(state === 'VENDOR' ? 'forVendor' : 'forBooker')
    .orderBy('n.event_id')
    .select(
      'n.event_id', 'n.name', 'n.scope', 'n.type', 'n.is_editable', 'n.is_booker', 'n.is_vendor',
      NotificationSetting.raw('CASE WHEN n.is_editable THEN coalesce(p.email, n.email) ELSE n.email END AS email'),
      NotificationSetting.raw('CASE WHEN n.is_editable THEN coalesce(p.sms, n.sms) ELSE n.sms END AS sms'),
    );
}

export async function saveNotificationPreferences(knex: Knex, accountId: number, input: Array<{ event_id: number; email: boolean; sms: boolean }>): Promise<void> {
  if (input.length > 200) throw new ApiError('VALIDATION', { entity: 'notification_setting', key: 'too_many_items' });
  await knex.transaction(async (trx) => {
    const events = await NotificationSetting.query(trx).findByIds(input.map((i) => i.event_id)).select('event_id', 'is_editable');
    const editable = new Map(events.map((e) => [e.event_id, e.is_editable]));
    for (const item of input) {
      if (!editable.has(item.event_id)) throw new ApiError('NOT_FOUND', { entity: 'notification_setting', key: 'not_found', meta: { event_id: item.event_id } });
      if (!editable.get(item.event_id)) {
        throw new ApiError('VALIDATION', { entity: 'notification_setting', key: 'notification_not_editable', meta: { event_id: item.event_id } });
      }
      await AccountNotificationSetting.query(trx)
        .insert({ account_id: accountId, event_id: item.event_id, email: item.email, sms: item.sms })
        .onConflict(['account_id', 'event_id'])
        .merge(['email', 'sms']);
    }
  });
}
