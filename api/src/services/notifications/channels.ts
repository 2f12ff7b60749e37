/**
 * The channels an event reaches an account by (domain/notifications/channels.ts decides): the
 * catalogue's default (notification_setting), the account's choice (account_notification_setting)
 * and whether the account has a verified phone.
 */
import type { Knex } from 'knex';
import { Account, AccountNotificationSetting, NotificationSetting } from '../../db/models';
import { channelsFor } from '../../domain/notifications/channels';

export interface Reach {
  email: boolean;
  sms: boolean;
  phone: string | null;
}

export async function reachOf(trx: Knex | Knex.Transaction, accountId: number, event: string): Promise<Reach> {
  const setting = await NotificationSetting.query(trx).findOne({ name: event });
  const choice = setting ? await AccountNotificationSetting.query(trx).findById([accountId, setting.event_id]) : undefined;
  const account = await Account.query(trx).findById(accountId).select('phone', 'is_phone_verified');
  const verified = Boolean(account?.phone && account.is_phone_verified);
  const ch = channelsFor(event, setting ? {
    defaultEmail: setting.email, defaultSms: setting.sms, isEditable: setting.is_editable, email: choice?.email ?? null, sms: choice?.sms ?? null,
  } : null, verified);
  return { ...ch, phone: verified ? (account!.phone as string) : null };
}
