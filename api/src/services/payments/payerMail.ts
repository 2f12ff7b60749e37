/**
 * The e-mail that brings a payment link to the payer the guest named (create_payment_link with a
 * payer): who asks, what was booked, the amount still open and until when the link works, in the
 * guest's language. Every value put into HTML is escaped.
 */
import type { Knex } from 'knex';
import { Booking, type BookingPayer } from '../../db/models';
import { t, type ServerLocale } from '../../i18n/serverIntl';
import { mainOrderOf } from '../documents/loadDocumentSource';
import { sendMail } from '../mail';
import { escapeHtml } from '../mail/escape';
import type { MailContent } from '../mail/templates';
import { mailOrigin } from '../notifications/actionContext';
import { paymentLinkPath } from './paymentLinks';

const TZ = 'Europe/Amsterdam';

export interface PaymentLinkMailData {
  payerName: string;
  booker: string;
  space: string;
  venue: string;
  start: Date;
  amountCents: number;
  expiresAt: Date | null;
  link: string;
}

/** Pure: the mail's subject, text and HTML. */
export function paymentLinkMail(locale: ServerLocale, d: PaymentLinkMailData): MailContent {
  const tag = locale === 'en' ? 'en-GB' : 'nl-NL';
  const when = new Intl.DateTimeFormat(tag, { timeZone: TZ, dateStyle: 'long', timeStyle: 'short' }).format(d.start);
  const amount = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(d.amountCents / 100);
  const greeting = t(locale, 'mail.paymentLink.greeting', { name: d.payerName });
  const intro = t(locale, 'mail.paymentLink.intro', { booker: d.booker, space: d.space, venue: d.venue, when, amount });
  const expiry = d.expiresAt
    ? t(locale, 'mail.paymentLink.expiry', { expires: new Intl.DateTimeFormat(tag, { timeZone: TZ, dateStyle: 'long', timeStyle: 'short' }).format(d.expiresAt) })
    : '';
  const ignore = t(locale, 'mail.paymentLink.ignore');
  const e = escapeHtml;
  return {
    subject: t(locale, 'mail.paymentLink.subject', { booker: d.booker }),
    text: [greeting, '', intro, d.link, '', ...(expiry ? [expiry] : []), ignore].join('\n'),
    html: [
      '<!doctype html><html><body style="font-family:sans-serif">',
      `<p>${e(greeting)}</p><p>${e(intro)}</p>`,
      `<p><a href="${e(d.link)}" style="display:inline-block;padding:10px 16px;background:#0a6;color:#fff;text-decoration:none;border-radius:4px">${e(t(locale, 'mail.paymentLink.button'))}</a></p>`,
      `<p style="font-size:12px">${e(d.link)}</p>`,
      `<p>${expiry ? `${e(expiry)}<br>` : ''}${e(ignore)}</p>`,
      '</body></html>',
    ].join(''),
  };
}

/** Mails a new link to its payer (no-op without a payer e-mail). */
export async function mailPaymentLink(knex: Knex, bookingId: number, hash: string, expiresAt: Date | string | null, payer: BookingPayer, locale: ServerLocale): Promise<void> {
  if (!payer.email) return;
  const booking = (await Booking.query(knex)
    .findById(bookingId)
    .joinRelated('[space.venue, booker]')
    .select('booking.booking_start', 'space.space_name', 'space:venue.venue_name', 'booker.first_name', 'booker.last_name', 'booker.email')) as
    | (Booking & { space_name: string; venue_name: string; first_name: string | null; last_name: string | null; email: string })
    | undefined;
  const order = await mainOrderOf(knex, bookingId);
  if (!booking || !order) return;
  const booker = [booking.first_name, booking.last_name].filter(Boolean).join(' ').trim() || booking.email;
  const link = `${mailOrigin()}${locale === 'en' ? '/en' : ''}${paymentLinkPath(hash)}`;
  const content = paymentLinkMail(locale, {
    payerName: payer.full_name,
    booker,
    space: booking.space_name,
    venue: booking.venue_name,
    start: new Date(booking.booking_start),
    amountCents: order.order_total - order.total_paid,
    expiresAt: expiresAt ? new Date(expiresAt) : null,
    link,
  });
  await sendMail(knex, { ...content, to: payer.email, accountId: null, template: 'payment_link', locale });
}
