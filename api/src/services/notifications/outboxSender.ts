/**
 * The outbox sender: booking e-mails are written to outbox_message inside the booking transaction
 * (services/notifications, transport 'outbox', sent_at null) so a rolled-back change mails nobody.
 * When SMTP is configured (SMTP_URL, services/mail mailTransport) this sends them afterwards, each
 * row under FOR UPDATE SKIP LOCKED so two processes never send the same row; sent_at and transport
 * are set in the same transaction. A failed send stays pending and is retried next minute. Mails
 * that services/mail sendMail sent itself (transport 'smtp') are never touched. Runs with every
 * sweep (registerMinuteTask in registerBookingJobs).
 */
import type { Knex } from 'knex';
import { mailTransport, type MailTransport } from '../mail';
import type { MessageLocale } from '../mail/templates';

/** templates this sender delivers (written in transactions, never sent at once): booking and account events */
export const DEFERRED_TEMPLATES = ['booking.%', 'notification.%'];
/** older pending rows are left alone (e.g. written before SMTP was configured) */
export const OUTBOX_MAX_AGE_MS = 2 * 24 * 3600_000;

export async function sendPendingOutbox(knex: Knex, opts: { transport?: MailTransport | null; now?: Date; limit?: number } = {}): Promise<{ sent: number; failed: number }> {
  const transport = opts.transport === undefined ? mailTransport() : opts.transport;
  if (!transport) return { sent: 0, failed: 0 };
  const now = opts.now ?? new Date();
  let sent = 0;
  let failed = 0;
  const failedIds: number[] = []; // skipped for the rest of this run, retried next run
  for (let i = 0; i < (opts.limit ?? 100); i++) {
    const done = await knex.transaction(async (trx) => {
      const row = await trx('outbox_message')
        .where({ channel: 'EMAIL', transport: 'outbox' }).whereNull('sent_at').where((q) => { for (const t of DEFERRED_TEMPLATES) q.orWhere('template', 'like', t); })
        .where('ts_created', '>', new Date(Date.now() - OUTBOX_MAX_AGE_MS))
        .whereNotIn('outbox_message_id', failedIds)
        .orderBy('outbox_message_id').forUpdate().skipLocked().first();
      if (!row) return false;
      try {
        await transport.send({ to: row.recipient, accountId: row.account_id, template: row.template, locale: row.locale as MessageLocale, subject: row.subject ?? '', text: row.body_text, html: row.body_html ?? '' });
      } catch {
        failedIds.push(row.outbox_message_id);
        failed += 1;
        return true;
      }
      await trx('outbox_message').where('outbox_message_id', row.outbox_message_id).update({ sent_at: now, transport: transport.name });
      sent += 1;
      return true;
    });
    if (!done) break;
  }
  return { sent, failed };
}
