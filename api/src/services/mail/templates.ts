/**
 * Mail and SMS texts in nl and en (the account's locale). Pure; every value put into HTML is escaped.
 */
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

const T = {
  login: {
    nl: {
      subject: 'Je inloglink voor Zaalplek',
      greeting: (n: string) => `Hoi ${n},`,
      intro: 'Klik op de knop om in te loggen bij Zaalplek.',
      button: 'Inloggen',
      code: (c: string) => `Of typ deze code in: ${c}`,
      expiry: (m: number) => `De link en de code zijn ${m} minuten geldig en werken één keer.`,
      ignore: 'Heb je niet om deze e-mail gevraagd? Dan kun je hem negeren.',
    },
    en: {
      subject: 'Your Zaalplek login link',
      greeting: (n: string) => `Hi ${n},`,
      intro: 'Click the button to log in to Zaalplek.',
      button: 'Log in',
      code: (c: string) => `Or type this code: ${c}`,
      expiry: (m: number) => `The link and the code are valid for ${m} minutes and work once.`,
      ignore: 'Did not ask for this e-mail? You can ignore it.',
    },
  },
  verify_email: {
    nl: {
      subject: 'Bevestig je nieuwe e-mailadres',
      greeting: (n: string) => `Hoi ${n},`,
      intro: 'Klik op de knop om dit e-mailadres voor je Zaalplek-account te bevestigen.',
      button: 'E-mailadres bevestigen',
      code: (c: string) => `Code: ${c}`,
      expiry: (m: number) => `De link is ${m} minuten geldig en werkt één keer.`,
      ignore: 'Heb je niet om deze e-mail gevraagd? Dan kun je hem negeren.',
    },
    en: {
      subject: 'Confirm your new e-mail address',
      greeting: (n: string) => `Hi ${n},`,
      intro: 'Click the button to confirm this e-mail address for your Zaalplek account.',
      button: 'Confirm e-mail address',
      code: (c: string) => `Code: ${c}`,
      expiry: (m: number) => `The link is valid for ${m} minutes and works once.`,
      ignore: 'Did not ask for this e-mail? You can ignore it.',
    },
  },
} as const;

export type MailTemplate = keyof typeof T;

export function renderLinkMail(template: MailTemplate, locale: MessageLocale, data: LinkMailData): MailContent {
  const t = T[template][locale];
  const name = data.firstName?.trim() || (locale === 'nl' ? 'daar' : 'there');
  const lines = [t.greeting(name), '', t.intro, data.link, ...(data.code ? ['', t.code(data.code)] : []), '', t.expiry(data.minutes), t.ignore];
  const e = escapeHtml;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>${e(t.greeting(name))}</p>`,
    `<p>${e(t.intro)}</p>`,
    `<p><a href="${e(data.link)}" style="display:inline-block;padding:10px 16px;background:#0a6;color:#fff;text-decoration:none;border-radius:4px">${e(t.button)}</a></p>`,
    `<p style="font-size:12px">${e(data.link)}</p>`,
    data.code ? `<p style="font-size:18px"><strong>${e(t.code(data.code))}</strong></p>` : '',
    `<p>${e(t.expiry(data.minutes))}<br>${e(t.ignore)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: t.subject, text: lines.join('\n'), html };
}

const SMS = {
  login_code: {
    nl: (code: string, minutes: number) => `Je Zaalplek-code is ${code}. Geldig voor ${minutes} minuten.`,
    en: (code: string, minutes: number) => `Your Zaalplek code is ${code}. Valid for ${minutes} minutes.`,
  },
  verify_phone: {
    nl: (code: string, minutes: number, link?: string) =>
      `Je Zaalplek-verificatiecode is ${code} (${minutes} minuten geldig)${link ? `. Of open ${link}` : ''}`,
    en: (code: string, minutes: number, link?: string) =>
      `Your Zaalplek verification code is ${code} (valid for ${minutes} minutes)${link ? `. Or open ${link}` : ''}`,
  },
} as const;

export type SmsTemplate = keyof typeof SMS;

export function renderSms(template: SmsTemplate, locale: MessageLocale, code: string, minutes: number, link?: string): string {
  return SMS[template][locale](code, minutes, link);
}
