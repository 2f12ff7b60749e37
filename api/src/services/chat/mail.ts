/**
 * Unread-chat e-mails: a participant who is offline (no live chat connection in any API process) and
 * has messages it neither read nor was told about gets ONE e-mail summing them up, then none for a quiet
 * period (domain/chat/chatRules chatMailDue); later messages go into the next one. Run every minute
 * (registered by registerChatJobs).
 */
import type { Knex } from 'knex';
import { ChatPresence } from '../../db/models';
import { chatMailDue, CHAT_PRESENCE_BEAT_MS } from '../../domain/chat/chatRules';
import { registerMinuteTask } from '../../jobs/registry';
import { claimChatMail, unmailedUnread } from '../../queries/chat';
import { t } from '../../i18n/serverIntl';
import { escapeHtml } from '../mail/escape';
import { sendMail } from '../mail';
import type { MailContent, MessageLocale } from '../mail/templates';
import { mailOrigin } from '../notifications/actionContext';
import { ANSWERING_TEAM_ROLES, SUPPORT_STAFF_SQL } from './access';

export function chatDigestMail(locale: MessageLocale, d: { firstName: string | null; messages: number; channels: number; link: string }): MailContent {
  const name = d.firstName?.trim() || t(locale, 'mail.chat.fallbackName');
  const greeting = t(locale, 'mail.greeting', { name });
  const intro = t(locale, 'mail.chat.intro', { messages: d.messages, channels: d.channels });
  const button = t(locale, 'mail.chat.button');
  const quiet = t(locale, 'mail.chat.quiet');
  const e = escapeHtml;
  return {
    subject: t(locale, 'mail.chat.subject', { messages: d.messages }),
    text: [greeting, '', intro, d.link, '', quiet].join('\n'),
    html: [
      '<!doctype html><html><body style="font-family:sans-serif">',
      `<p>${e(greeting)}</p><p>${e(intro)}</p>`,
      `<p><a href="${e(d.link)}" style="display:inline-block;padding:10px 16px;background:#0a6;color:#fff;text-decoration:none;border-radius:4px">${e(button)}</a></p>`,
      `<p style="font-size:12px">${e(quiet)}</p></body></html>`,
    ].join(''),
  };
}

/** Sends the due unread-chat e-mails; returns how many were sent. */
export async function sendChatDigests(knex: Knex, now: Date): Promise<number> {
  const rows = await unmailedUnread(knex, ANSWERING_TEAM_ROLES, SUPPORT_STAFF_SQL);
  let sent = 0;
  for (const r of rows) {
    const due = chatMailDue({
      now: now.getTime(),
      oldestUnmailed: new Date(r.oldest_unmailed).getTime(),
      lastMailed: r.last_mailed ? new Date(r.last_mailed).getTime() : null,
      lastSeen: r.last_seen ? new Date(r.last_seen).getTime() : null,
    });
    if (!due) continue;
    const locale: MessageLocale = r.locale === 'en' ? 'en' : 'nl';
    const link = `${mailOrigin()}${locale === 'en' ? '/en' : ''}/chat`;
    await knex.transaction(async (trx) => {
      // claimed first: a second process running the same minute finds the state moved and sends nothing
      if (!(await claimChatMail(trx, r.account_id, r.newest_message_id, now))) return;
      const content = chatDigestMail(locale, { firstName: r.first_name, messages: r.messages, channels: r.channels, link });
      await sendMail(trx as unknown as Knex, { to: r.email, accountId: r.account_id, template: 'chat.unread', locale, ...content }, null);
      sent += 1;
    });
  }
  return sent;
}

/** Marks accounts with a live chat connection as online (one statement per beat for all of them). */
export async function touchPresence(knex: Knex, accountIds: number[]): Promise<void> {
  if (!accountIds.length) return;
  await ChatPresence.query(knex)
    .insert(accountIds.map((account_id) => ({ account_id, ts_seen: knex.fn.now() as unknown as Date })))
    .onConflict('account_id')
    .merge();
}

export const PRESENCE_BEAT_MS = CHAT_PRESENCE_BEAT_MS;

export function registerChatJobs(): void {
  registerMinuteTask('chat.unread_mail', (knex, now) => sendChatDigests(knex, now));
}
