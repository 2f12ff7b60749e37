/**
 * SMS: every SMS is an outbox_message row (channel SMS, shown in the dev mailbox). With a gateway
 * configured (providers.ts, SMS_PROVIDER) a login or verification code is sent at once; an SMS caused
 * by a change in a transaction is queued (sent after the commit by the outbox sender, so a rolled-back
 * change texts nobody). A failed send stays pending and the outbox sender retries it every minute
 * (SMS_MAX_AGE_MS: older ones are dropped, a code is dead by then).
 */
import type { Knex } from 'knex';
import { OutboxMessage } from '../../db/models';
import type { MessageLocale } from '../mail/templates';
import { smsProviderFromEnv, type SmsProvider } from './providers';

export type { SmsProvider } from './providers';

export interface OutgoingSms {
  to: string;
  accountId: number | null;
  template: string;
  locale: MessageLocale;
  text: string;
}

/** Pending SMS older than this are not sent any more (a login code lives 10 minutes). */
export const SMS_MAX_AGE_MS = 30 * 60_000;

let cached: { provider: SmsProvider | null } | null = null;

/** The configured gateway (read once from the environment); null = outbox only. */
export function smsProvider(): SmsProvider | null {
  cached ??= { provider: smsProviderFromEnv() };
  return cached.provider;
}

/** Tests: forget the gateway read from the environment. */
export function resetSmsProvider(): void {
  cached = null;
}

async function insertRow(knex: Knex | Knex.Transaction, sms: OutgoingSms): Promise<number> {
  const row = await OutboxMessage.query(knex).insert({
    channel: 'SMS', recipient: sms.to, account_id: sms.accountId, template: sms.template, locale: sms.locale, body_text: sms.text, transport: 'outbox',
  });
  return row.outbox_message_id;
}

/** Writes the SMS in the caller's transaction; the outbox sender delivers it after the commit. */
export function queueSms(trx: Knex | Knex.Transaction, sms: OutgoingSms): Promise<number> {
  return insertRow(trx, sms);
}

/**
 * Sends now (login and verification codes): the row first, then the gateway; a failure is logged and
 * left to the outbox sender's retry, the caller's answer does not change (it never says whether an
 * account exists).
 */
export async function sendSms(knex: Knex, sms: OutgoingSms, provider: SmsProvider | null = smsProvider()): Promise<number> {
  const id = await insertRow(knex, sms);
  if (provider) {
    try {
      await provider.send({ to: sms.to, text: sms.text });
      await OutboxMessage.query(knex).patch({ sent_at: new Date(), transport: provider.name }).findById(id);
    } catch (e) {
      console.warn(`sms: ${sms.template} #${id} not sent, retried from the outbox (${(e as { detail?: string }).detail ?? (e as Error).message})`);
    }
  }
  return id;
}

/** Sends pending SMS rows (each once: FOR UPDATE SKIP LOCKED, sent_at and transport in the same transaction). */
export async function sendPendingSms(knex: Knex, opts: { provider?: SmsProvider | null; now?: Date; limit?: number } = {}): Promise<{ sent: number; failed: number }> {
  const provider = opts.provider === undefined ? smsProvider() : opts.provider;
  if (!provider) return { sent: 0, failed: 0 };
  const now = opts.now ?? new Date();
  let sent = 0;
  let failed = 0;
  const failedIds: number[] = [];
  for (let i = 0; i < (opts.limit ?? 100); i++) {
    const done = await knex.transaction(async (trx) => {
      const row = await OutboxMessage.query(trx)
        .where({ channel: 'SMS', transport: 'outbox' }).whereNull('sent_at')
        .where('ts_created', '>', new Date(now.getTime() - SMS_MAX_AGE_MS))
        .whereNotIn('outbox_message_id', failedIds)
        .orderBy('outbox_message_id').forUpdate().skipLocked().first();
      if (!row) return false;
      try {
        await provider.send({ to: row.recipient, text: row.body_text });
      } catch (e) {
        failedIds.push(row.outbox_message_id);
        failed += 1;
        console.warn(`sms: #${row.outbox_message_id} failed again (${(e as { detail?: string }).detail ?? (e as Error).message})`);
        return true;
      }
      await OutboxMessage.query(trx).patch({ sent_at: now, transport: provider.name }).findById(row.outbox_message_id);
      sent += 1;
      return true;
    });
    if (!done) break;
  }
  return { sent, failed };
}
