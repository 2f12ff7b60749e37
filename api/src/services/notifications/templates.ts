/**
 * Booking e-mail texts (nl/en), one text per side: the guest reads about their booking and what to
 * do next, the host about the request or booking at their venue. Links are absolute (public origin).
 * Pure; values are escaped in HTML.
 */
import { TIME_ZONE } from '../../domain/availability/amsterdamTime';
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

interface Side {
  subject: string;
  lines: (v: Vars) => string[];
  /** the button: its label and the path it opens (without locale prefix) */
  action?: (v: Vars) => { label: string; path: string } | null;
}

type Texts = Partial<Record<'guest' | 'host', Record<MessageLocale, Side>>>;

const detail = (id: number) => `/bookings/${id}`;
const pay = (id: number) => `/booking/${id}?step=direct`;
const vendor = '/bookings/vendor';

function texts(id: number): Record<BookingEvent, Texts> {
  const seeNl = { label: 'Bekijk de boeking', path: detail(id) };
  const seeEn = { label: 'View the booking', path: detail(id) };
  const hostNl = { label: 'Bekijk je boekingen', path: vendor };
  const hostEn = { label: 'View your bookings', path: vendor };
  return {
    request_created: {
      guest: {
        nl: {
          subject: 'Je aanvraag is verstuurd',
          lines: (v) => [
            `Je aanvraag voor ${v.space} op ${v.when} is naar de verhuurder verstuurd.`,
            v.answerBy ? `De verhuurder reageert uiterlijk ${v.answerBy}.` : 'De verhuurder reageert zo snel mogelijk.',
            v.afterpay ? 'Je betaalt achteraf op factuur.' : 'Je betaalt pas als de verhuurder je aanvraag accepteert.',
          ],
          action: () => seeNl,
        },
        en: {
          subject: 'Your request was sent',
          lines: (v) => [
            `Your request for ${v.space} on ${v.when} was sent to the host.`,
            v.answerBy ? `The host answers by ${v.answerBy} at the latest.` : 'The host answers as soon as possible.',
            v.afterpay ? 'You pay afterwards by invoice.' : 'You only pay once the host accepts your request.',
          ],
          action: () => seeEn,
        },
      },
      host: {
        nl: {
          subject: 'Nieuwe boekingsaanvraag',
          lines: (v) => [
            `Je hebt een nieuwe aanvraag voor ${v.space} op ${v.when}.`,
            v.answerBy ? `Accepteer of weiger de aanvraag vóór ${v.answerBy}; daarna vervalt hij.` : 'Accepteer of weiger de aanvraag zo snel mogelijk.',
          ],
          action: () => ({ label: 'Aanvraag beantwoorden', path: vendor }),
        },
        en: {
          subject: 'New booking request',
          lines: (v) => [
            `You have a new request for ${v.space} on ${v.when}.`,
            v.answerBy ? `Accept or decline it before ${v.answerBy}; after that it expires.` : 'Accept or decline it as soon as possible.',
          ],
          action: () => ({ label: 'Answer the request', path: vendor }),
        },
      },
    },
    request_approved: {
      guest: {
        nl: {
          subject: 'Je aanvraag is geaccepteerd',
          lines: (v) => [
            `De verhuurder heeft je aanvraag voor ${v.space} op ${v.when} geaccepteerd.`,
            v.afterpay
              ? 'Je betaalt achteraf op factuur; je hoeft nu niets te doen.'
              : v.payBy
                ? `Betaal vóór ${v.payBy} om je boeking vast te leggen. Daarna vervalt de reservering.`
                : 'Betaal nu om je boeking vast te leggen.',
          ],
          action: (v) => (v.afterpay ? seeNl : { label: 'Nu betalen', path: pay(id) }),
        },
        en: {
          subject: 'Your request was accepted',
          lines: (v) => [
            `The host accepted your request for ${v.space} on ${v.when}.`,
            v.afterpay
              ? 'You pay afterwards by invoice; there is nothing to do now.'
              : v.payBy
                ? `Pay before ${v.payBy} to confirm your booking. After that the reservation expires.`
                : 'Pay now to confirm your booking.',
          ],
          action: (v) => (v.afterpay ? seeEn : { label: 'Pay now', path: pay(id) }),
        },
      },
    },
    request_declined: {
      guest: {
        nl: { subject: 'Je aanvraag is afgewezen', lines: (v) => [`De verhuurder kan je aanvraag voor ${v.space} op ${v.when} helaas niet aannemen. Je hebt niets betaald.`], action: () => seeNl },
        en: { subject: 'Your request was declined', lines: (v) => [`Unfortunately the host cannot take your request for ${v.space} on ${v.when}. You have not paid anything.`], action: () => seeEn },
      },
    },
    request_expired: {
      guest: {
        nl: { subject: 'Je aanvraag is verlopen', lines: (v) => [`De verhuurder heeft niet op tijd gereageerd op je aanvraag voor ${v.space} op ${v.when}. Je hebt niets betaald.`], action: () => seeNl },
        en: { subject: 'Your request expired', lines: (v) => [`The host did not answer your request for ${v.space} on ${v.when} in time. You have not paid anything.`], action: () => seeEn },
      },
      host: {
        nl: { subject: 'Aanvraag verlopen', lines: (v) => [`De aanvraag voor ${v.space} op ${v.when} is niet op tijd beantwoord en is vervallen.`], action: () => hostNl },
        en: { subject: 'Request expired', lines: (v) => [`The request for ${v.space} on ${v.when} was not answered in time and has expired.`], action: () => hostEn },
      },
    },
    change_request_created: {
      guest: {
        nl: { subject: 'Wijzigingsverzoek voor je boeking', lines: (v) => [`Er is een wijziging gevraagd voor je boeking van ${v.space} op ${v.when}.`], action: () => seeNl },
        en: { subject: 'Change request for your booking', lines: (v) => [`A change was asked for your booking of ${v.space} on ${v.when}.`], action: () => seeEn },
      },
      host: {
        nl: { subject: 'Wijzigingsverzoek voor een boeking', lines: (v) => [`Er is een wijziging gevraagd voor de boeking van ${v.space} op ${v.when}.`], action: () => hostNl },
        en: { subject: 'Change request for a booking', lines: (v) => [`A change was asked for the booking of ${v.space} on ${v.when}.`], action: () => hostEn },
      },
    },
    change_request_approved: {
      guest: {
        nl: { subject: 'Wijziging goedgekeurd', lines: (v) => [`De wijziging van je boeking van ${v.space} is goedgekeurd. Nieuwe tijd: ${v.when}.`], action: () => seeNl },
        en: { subject: 'Change approved', lines: (v) => [`The change to your booking of ${v.space} was approved. New time: ${v.when}.`], action: () => seeEn },
      },
      host: {
        nl: { subject: 'Wijziging goedgekeurd', lines: (v) => [`De wijziging van de boeking van ${v.space} is goedgekeurd. Nieuwe tijd: ${v.when}.`], action: () => hostNl },
        en: { subject: 'Change approved', lines: (v) => [`The change to the booking of ${v.space} was approved. New time: ${v.when}.`], action: () => hostEn },
      },
    },
    change_request_declined: {
      guest: {
        nl: { subject: 'Wijziging afgewezen', lines: (v) => [`De wijziging van je boeking van ${v.space} is afgewezen. Je boeking op ${v.when} blijft zoals hij was.`], action: () => seeNl },
        en: { subject: 'Change declined', lines: (v) => [`The change to your booking of ${v.space} was declined. Your booking on ${v.when} stays as it was.`], action: () => seeEn },
      },
      host: {
        nl: { subject: 'Wijziging afgewezen', lines: (v) => [`De wijziging van de boeking van ${v.space} is afgewezen. De boeking op ${v.when} blijft zoals hij was.`], action: () => hostNl },
        en: { subject: 'Change declined', lines: (v) => [`The change to the booking of ${v.space} was declined. The booking on ${v.when} stays as it was.`], action: () => hostEn },
      },
    },
    cancelled_by_customer: {
      host: {
        nl: { subject: 'Boeking geannuleerd door de gast', lines: (v) => [`De gast heeft de boeking van ${v.space} op ${v.when} geannuleerd. Het tijdslot is weer vrij.`], action: () => hostNl },
        en: { subject: 'Booking cancelled by the guest', lines: (v) => [`The guest cancelled the booking of ${v.space} on ${v.when}. The time slot is free again.`], action: () => hostEn },
      },
    },
    cancelled_by_host_with_refund: {
      guest: {
        nl: { subject: 'Boeking geannuleerd, je krijgt je geld terug', lines: (v) => [`De verhuurder heeft je boeking van ${v.space} op ${v.when} geannuleerd.`, 'Je krijgt het betaalde bedrag binnen 48 uur terug.'], action: () => seeNl },
        en: { subject: 'Booking cancelled, you will be refunded', lines: (v) => [`The host cancelled your booking of ${v.space} on ${v.when}.`, 'You get the amount you paid back within 48 hours.'], action: () => seeEn },
      },
    },
    cancelled_by_host_without_refund: {
      guest: {
        nl: { subject: 'Boeking geannuleerd door de verhuurder', lines: (v) => [`De verhuurder heeft je boeking van ${v.space} op ${v.when} geannuleerd. Je had nog niets betaald.`], action: () => seeNl },
        en: { subject: 'Booking cancelled by the host', lines: (v) => [`The host cancelled your booking of ${v.space} on ${v.when}. You had not paid anything yet.`], action: () => seeEn },
      },
    },
    reservation_expiring: {
      guest: {
        nl: { subject: 'Je reservering verloopt bijna', lines: (v) => [`Je reservering van ${v.space} op ${v.when} is nog niet betaald.`, v.payBy ? `Betaal vóór ${v.payBy}, anders vervalt hij.` : 'Betaal nu, anders vervalt hij.'], action: () => ({ label: 'Nu betalen', path: pay(id) }) },
        en: { subject: 'Your reservation is about to expire', lines: (v) => [`Your reservation of ${v.space} on ${v.when} is not paid yet.`, v.payBy ? `Pay before ${v.payBy}, or it expires.` : 'Pay now, or it expires.'], action: () => ({ label: 'Pay now', path: pay(id) }) },
      },
    },
    order_paid: {
      guest: {
        nl: { subject: 'Betaling ontvangen, je boeking is bevestigd', lines: (v) => [`We hebben je betaling voor ${v.space} op ${v.when} ontvangen. Je boeking is bevestigd.`, 'Het betaalbewijs staat bij de boeking; de factuur volgt binnen 24 uur na afloop.'], action: () => seeNl },
        en: { subject: 'Payment received, your booking is confirmed', lines: (v) => [`We received your payment for ${v.space} on ${v.when}. Your booking is confirmed.`, 'The proof of payment is with the booking; the invoice follows within 24 hours after the meeting.'], action: () => seeEn },
      },
      host: {
        nl: { subject: 'Boeking betaald', lines: (v) => [`De gast heeft de boeking van ${v.space} op ${v.when} betaald. De boeking staat vast.`], action: () => hostNl },
        en: { subject: 'Booking paid', lines: (v) => [`The guest paid the booking of ${v.space} on ${v.when}. The booking is confirmed.`], action: () => hostEn },
      },
    },
    post_payment_overdue: {
      guest: {
        nl: { subject: 'Betaling achterstallig', lines: (v) => [`De factuur van je boeking van ${v.space} op ${v.when} is nog niet betaald. Betaal zo snel mogelijk.`], action: () => seeNl },
        en: { subject: 'Payment overdue', lines: (v) => [`The invoice of your booking of ${v.space} on ${v.when} is not paid yet. Please pay as soon as possible.`], action: () => seeEn },
      },
    },
    prospect_request_created: {
      host: {
        nl: {
          subject: 'Nieuwe aanvraag voor je locatie',
          lines: (v) => [
            `Een gast vraagt ${v.space} aan voor ${v.when}.`,
            v.answerBy ? `Reageer vóór ${v.answerBy}.` : 'Reageer binnen 48 uur.',
            ...(v.claimPath ? ['Je locatie staat al op Zaalplek. Met de knop claim je je account (je bent meteen ingelogd), zie je de aanvraag en accepteer of weiger je hem. Wil je geen aanvragen meer? Weiger dan en kies "geen aanvragen meer".'] : []),
          ],
          action: (v) => ({ label: v.claimPath ? 'Account claimen en aanvraag bekijken' : 'Aanvraag beantwoorden', path: v.claimPath ?? vendor }),
        },
        en: {
          subject: 'New request for your venue',
          lines: (v) => [
            `A guest asks for ${v.space} on ${v.when}.`,
            v.answerBy ? `Answer before ${v.answerBy}.` : 'Answer within 48 hours.',
            ...(v.claimPath ? ['Your venue is already on Zaalplek. With the button you claim your account (you are logged in at once), see the request and accept or decline it. No more requests wanted? Decline and choose "no more requests".'] : []),
          ],
          action: (v) => ({ label: v.claimPath ? 'Claim your account and see the request' : 'Answer the request', path: v.claimPath ?? vendor }),
        },
      },
    },
    prospect_request_approved: {
      guest: {
        nl: { subject: 'Je aanvraag is geaccepteerd', lines: (v) => [`De locatie heeft je aanvraag voor ${v.space} op ${v.when} geaccepteerd.`, v.payBy ? `Betaal vóór ${v.payBy} om je boeking vast te leggen.` : 'Betaal nu om je boeking vast te leggen.'], action: () => ({ label: 'Nu betalen', path: pay(id) }) },
        en: { subject: 'Your request was accepted', lines: (v) => [`The venue accepted your request for ${v.space} on ${v.when}.`, v.payBy ? `Pay before ${v.payBy} to confirm your booking.` : 'Pay now to confirm your booking.'], action: () => ({ label: 'Pay now', path: pay(id) }) },
      },
    },
  };
}

function dateTime(iso: unknown, locale: MessageLocale): string {
  if (typeof iso !== 'string' || iso === '') return '';
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE }).format(new Date(iso));
}

/** The side's text, or the other side's when an event only has one (never happens for the audiences in index.ts). */
export function bookingMail(ev: BookingEvent, locale: MessageLocale, d: BookingMailData): MailContent {
  const all = texts(d.bookingId)[ev];
  const side = (d.host ? all.host ?? all.guest : all.guest ?? all.host)![locale];
  const space = [d.space_name, d.venue_name].filter((x) => typeof x === 'string' && x !== '').join(', ');
  const vars: Vars = {
    space,
    when: dateTime(d.booking_start, locale),
    payBy: dateTime(d.payment_deadline, locale),
    answerBy: dateTime(d.host_deadline, locale),
    afterpay: d.afterpay === true,
    claimPath: typeof d.claimPath === 'string' ? d.claimPath : null,
  };
  const prefix = locale === 'en' ? '/en' : '';
  const action = side.action?.(vars) ?? null;
  const link = action ? `${d.origin}${prefix}${action.path}` : null;
  const hi = locale === 'en' ? `Hi ${d.firstName ?? ''},` : `Hoi ${d.firstName ?? ''},`;
  const subject = `${side.subject} (#${d.bookingId})`;
  const lines = side.lines(vars);
  const e = escapeHtml;
  return {
    subject,
    text: [hi, '', ...lines, ...(action && link ? ['', `${action.label}: ${link}`] : []), ''].join('\n'),
    html: [
      '<!doctype html><html><body style="font-family:sans-serif">',
      `<p>${e(hi)}</p>`,
      ...lines.map((l) => `<p>${e(l)}</p>`),
      action && link
        ? `<p><a href="${e(link)}" style="display:inline-block;padding:10px 16px;background:#0a6;color:#fff;text-decoration:none;border-radius:4px">${e(action.label)}</a></p><p style="font-size:12px">${e(link)}</p>`
        : '',
      '</body></html>',
    ].join(''),
  };
}
