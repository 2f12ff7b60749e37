/**
 * Mail and SMS texts in nl and en (the account's locale), from the server catalogs (api/src/i18n).
 * Pure; every value put into HTML is escaped.
 */
import { t, type MessageId } from '../../i18n/serverIntl';
import { escapeHtml } from './escape';

export type MessageLocale = 'nl' | 'en';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface LinkMailData {
  firstName: string | null;
  link: string;
  code?: string;
  minutes: number;
}

/** The link mails; their texts are the catalog's mail.<template>.* messages (api/src/i18n). */
export type MailTemplate = 'login' | 'verify_email';

export function renderLinkMail(template: MailTemplate, locale: MessageLocale, data: LinkMailData): MailContent {
  const m = (part: 'subject' | 'intro' | 'button' | 'code' | 'expiry' | 'ignore', values?: Record<string, string | number>) =>
    t(locale, `mail.${template}.${part}` as MessageId, values);
  const name = data.firstName?.trim() || t(locale, 'mail.greeting.anonymous');
  const greeting = t(locale, 'mail.greeting', { name });
  const code = data.code ? m('code', { code: data.code }) : '';
  const expiry = m('expiry', { minutes: data.minutes });
  const lines = [greeting, '', m('intro'), data.link, ...(code ? ['', code] : []), '', expiry, m('ignore')];
  const e = escapeHtml;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>${e(greeting)}</p>`,
    `<p>${e(m('intro'))}</p>`,
    `<p><a href="${e(data.link)}" style="display:inline-block;padding:10px 16px;background:#0a6;color:#fff;text-decoration:none;border-radius:4px">${e(m('button'))}</a></p>`,
    `<p style="font-size:12px">${e(data.link)}</p>`,
    code ? `<p style="font-size:18px"><strong>${e(code)}</strong></p>` : '',
    `<p>${e(expiry)}<br>${e(m('ignore'))}</p>`,
    '</body></html>',
  ].join('');
  return { subject: m('subject'), text: lines.join('\n'), html };
}

/** SMS with a code; texts are the catalog's sms.<template> messages. */
export type SmsTemplate = 'login_code' | 'verify_phone';

export function renderSms(template: SmsTemplate, locale: MessageLocale, code: string, minutes: number, link?: string): string {
  if (template === 'verify_phone' && link) return t(locale, 'sms.verify_phone.link', { code, minutes, link });
  return t(locale, `sms.${template}`, { code, minutes });
}
