/**
 * Mail adapter: every message becomes an outbox_message row (the dev mailbox reads it); when
 * SMTP_URL is set it is also sent with nodemailer (MAIL_FROM, default "Zaalplek <no-reply@zaalplek.nl>").
 */
import type { Knex } from 'knex';
import nodemailer from 'nodemailer';
import type { MailContent, MessageLocale } from './templates';

export interface OutgoingMail extends MailContent {
  to: string;
  accountId: number | null;
  template: string;
  locale: MessageLocale;
}

export interface MailTransport {
  name: string;
  send(mail: OutgoingMail): Promise<void>;
}

let smtp: { url: string; transport: MailTransport } | null = null;

function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}

/** The configured transport (SMTP_URL), or null for outbox only. */
export function mailTransport(env: NodeJS.ProcessEnv = process.env): MailTransport | null {
  const url = env.SMTP_URL;
  if (!url) return null;
  if (smtp?.url !== url) smtp = { url, transport: smtpTransport(url, env.MAIL_FROM ?? 'Zaalplek <no-reply@zaalplek.nl>') };
  return smtp.transport;
}

export async function sendMail(knex: Knex, mail: OutgoingMail, transport: MailTransport | null = mailTransport()): Promise<number> {
  const [row] = await knex('outbox_message')
    .insert({
      channel: 'EMAIL', recipient: mail.to, account_id: mail.accountId, template: mail.template, locale: mail.locale,
      subject: mail.subject, body_text: mail.text, body_html: mail.html, transport: transport?.name ?? 'outbox',
    })
    .returning<Array<{ outbox_message_id: number }>>('outbox_message_id');
  if (transport) {
    await transport.send(mail);
    await knex('outbox_message').where('outbox_message_id', row!.outbox_message_id).update({ sent_at: knex.fn.now() });
  }
  return row!.outbox_message_id;
}
