/**
 * Booking e-mails (nl/en), one text per side: the guest reads about their booking and what to do next,
 * the host about the request or booking at their venue. The texts are the server catalogs'
 * mail.booking.* messages (api/src/i18n); links are absolute (public origin). Pure; values are escaped in HTML.
 */
import { TIME_ZONE } from '../../domain/availability/amsterdamTime';
import { t, type MessageId } from '../../i18n/serverIntl';
import { escapeHtml } from '../mail/escape';
import type { MailContent, MessageLocale } from '../mail/templates';
import type { BookingEvent } from './index';

export interface BookingMailData {
  firstName: string | null;
  bookingId: number;
  host: boolean;
  /** public origin for the links, e.g. https://zaalplek.nl */
  origin: string;
  space_name?: unknown;
  venue_name?: unknown;
  /** a prospect host's claim link path (/login/<token>) */
  claimPath?: unknown;
  booking_start?: unknown;
  /** ISO times of the order's deadlines, when set */
  payment_deadline?: unknown;
  host_deadline?: unknown;
  /** the guest pays afterwards on invoice */
  afterpay?: unknown;
  stage?: unknown;
}

interface Vars {
  space: string;
  when: string;
  payBy: string;
  answerBy: string;
  afterpay: boolean;
  /** a prospect host's claim link (/login/<token>), or null */
  claimPath: string | null;
}

type Action = 'view' | 'hostBookings' | 'answer' | 'pay' | 'claim';

/** One side of an event: its lines (message names under mail.booking.<event>.<side>.) and its button. */
interface Side {
  lines: (v: Vars) => string[];
  action: (v: Vars) => Action;
}

const one: Side['lines'] = () => ['line1'];
const answer = (v: Vars) => (v.answerBy ? 'answerBy' : 'answerSoon');
const payBy = (v: Vars) => (v.payBy ? 'payBy' : 'payNow');

/** Which texts each event has per side; the texts themselves are in the server catalogs (api/src/i18n). */
const SIDES: Record<BookingEvent, Partial<Record<'guest' | 'host', Side>>> = {
  request_created: {
    guest: { lines: (v) => ['line1', answer(v), v.afterpay ? 'afterpay' : 'payOnAccept'], action: () => 'view' },
    host: { lines: (v) => ['line1', answer(v)], action: () => 'answer' },
  },
  request_approved: {
    guest: { lines: (v) => ['line1', v.afterpay ? 'afterpay' : payBy(v)], action: (v) => (v.afterpay ? 'view' : 'pay') },
  },
  request_declined: { guest: { lines: one, action: () => 'view' } },
  request_expired: { guest: { lines: one, action: () => 'view' }, host: { lines: one, action: () => 'hostBookings' } },
  change_request_created: { guest: { lines: one, action: () => 'view' }, host: { lines: one, action: () => 'hostBookings' } },
  change_request_approved: { guest: { lines: one, action: () => 'view' }, host: { lines: one, action: () => 'hostBookings' } },
  change_request_declined: { guest: { lines: one, action: () => 'view' }, host: { lines: one, action: () => 'hostBookings' } },
  cancelled_by_customer: { host: { lines: one, action: () => 'hostBookings' } },
  cancelled_by_host_with_refund: { guest: { lines: () => ['line1', 'line2'], action: () => 'view' } },
  cancelled_by_host_without_refund: { guest: { lines: one, action: () => 'view' } },
  reservation_expiring: { guest: { lines: (v) => ['line1', payBy(v)], action: () => 'pay' } },
  order_paid: { guest: { lines: () => ['line1', 'line2'], action: () => 'view' }, host: { lines: one, action: () => 'hostBookings' } },
  post_payment_overdue: { guest: { lines: one, action: () => 'view' } },
  prospect_request_created: {
    host: { lines: (v) => ['line1', answer(v), ...(v.claimPath ? ['claim'] : [])], action: (v) => (v.claimPath ? 'claim' : 'answer') },
  },
  prospect_request_approved: { guest: { lines: (v) => ['line1', payBy(v)], action: () => 'pay' } },
};

/** Every event and side with a text (for tests). */
export const BOOKING_MAIL_SIDES = Object.entries(SIDES).flatMap(([ev, sides]) => Object.keys(sides).map((side) => ({ event: ev as BookingEvent, host: side === 'host' })));

function actionPath(a: Action, id: number, v: Vars): string {
  if (a === 'view') return `/bookings/${id}`;
  if (a === 'pay') return `/booking/${id}?step=direct`;
  if (a === 'claim' && v.claimPath) return v.claimPath;
  return '/bookings/vendor';
}

function dateTime(iso: unknown, locale: MessageLocale): string {
  if (typeof iso !== 'string' || iso === '') return '';
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE }).format(new Date(iso));
}

/** The side's text, or the other side's when an event only has one (never happens for the audiences in index.ts). */
export function bookingMail(ev: BookingEvent, locale: MessageLocale, d: BookingMailData): MailContent {
  const sides = SIDES[ev];
  const sideName = d.host ? (sides.host ? 'host' : 'guest') : sides.guest ? 'guest' : 'host';
  const side = sides[sideName]!;
  const space = [d.space_name, d.venue_name].filter((x) => typeof x === 'string' && x !== '').join(', ');
  const vars: Vars = {
    space,
    when: dateTime(d.booking_start, locale),
    payBy: dateTime(d.payment_deadline, locale),
    answerBy: dateTime(d.host_deadline, locale),
    afterpay: d.afterpay === true,
    claimPath: typeof d.claimPath === 'string' ? d.claimPath : null,
  };
  const values = { space: vars.space, when: vars.when, payBy: vars.payBy, answerBy: vars.answerBy };
  const text = (name: string) => t(locale, `mail.booking.${ev}.${sideName}.${name}` as MessageId, values);
  const prefix = locale === 'en' ? '/en' : '';
  const action = side.action(vars);
  const label = t(locale, `mail.booking.action.${action}`);
  const link = `${d.origin}${prefix}${actionPath(action, d.bookingId, vars)}`;
  const hi = t(locale, 'mail.greeting', { name: d.firstName ?? '' });
  const subject = `${text('subject')} (#${d.bookingId})`;
  const lines = side.lines(vars).map(text);
  const e = escapeHtml;
  return {
    subject,
    text: [hi, '', ...lines, '', `${label}: ${link}`, ''].join('\n'),
    html: [
      '<!doctype html><html><body style="font-family:sans-serif">',
      `<p>${e(hi)}</p>`,
      ...lines.map((l) => `<p>${e(l)}</p>`),
      `<p><a href="${e(link)}" style="display:inline-block;padding:10px 16px;background:#0a6;color:#fff;text-decoration:none;border-radius:4px">${e(label)}</a></p><p style="font-size:12px">${e(link)}</p>`,
      '</body></html>',
    ].join(''),
  };
}
