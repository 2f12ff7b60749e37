/**
 * SMS adapter. Every SMS becomes an outbox_message row (channel SMS, shown in the dev mailbox);
 * a real provider implements SmsProvider and is chosen here (none is configured by default).
 */
import type { Knex } from 'knex';
import type { MessageLocale } from '../mail/templates';

export interface OutgoingSms {
  to: string;
  accountId: number | null;
  template: string;
  locale: MessageLocale;
  text: string;
}

export interface SmsProvider {
  name: string;
  send(sms: OutgoingSms): Promise<void>;
}

/** The configured provider; null = outbox only (the default, also for development). */
export function smsProvider(): SmsProvider | null {
  return null;
}

export async function sendSms(knex: Knex, sms: OutgoingSms, provider: SmsProvider | null = smsProvider()): Promise<number> {
  const [row] = await knex('outbox_message')
    .insert({
      channel: 'SMS', recipient: sms.to, account_id: sms.accountId, template: sms.template, locale: sms.locale,
      body_text: sms.text, transport: provider?.name ?? 'outbox',
    })
    .returning<Array<{ outbox_message_id: number }>>('outbox_message_id');
  if (provider) {
    await provider.send(sms);
    await knex('outbox_message').where('outbox_message_id', row!.outbox_message_id).update({ sent_at: knex.fn.now() });
  }
  return row!.outbox_message_id;
}
