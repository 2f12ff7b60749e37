/** SMS texts (nl/en) of the events SMS is for (domain/notifications/channels.ts SMS_EVENTS): short, no link tracking. Pure. */
import type { MessageLocale } from '../mail/templates';

type Vars = { space?: unknown; bookingId?: unknown };

const s = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

const TEXTS: Record<string, Record<MessageLocale, (v: Vars) => string>> = {
  cancelled_by_customer: {
    nl: (v) => `Zaalplek: de gast heeft boeking #${v.bookingId}${s(v.space) ? ` (${s(v.space)})` : ''} geannuleerd.`,
    en: (v) => `Zaalplek: the guest cancelled booking #${v.bookingId}${s(v.space) ? ` (${s(v.space)})` : ''}.`,
  },
  cancelled_by_host_with_refund: {
    nl: (v) => `Zaalplek: de verhuurder heeft je boeking #${v.bookingId}${s(v.space) ? ` (${s(v.space)})` : ''} geannuleerd. Je krijgt je geld binnen 48 uur terug.`,
    en: (v) => `Zaalplek: the host cancelled your booking #${v.bookingId}${s(v.space) ? ` (${s(v.space)})` : ''}. You get your money back within 48 hours.`,
  },
  cancelled_by_host_without_refund: {
    nl: (v) => `Zaalplek: de verhuurder heeft je boeking #${v.bookingId}${s(v.space) ? ` (${s(v.space)})` : ''} geannuleerd.`,
    en: (v) => `Zaalplek: the host cancelled your booking #${v.bookingId}${s(v.space) ? ` (${s(v.space)})` : ''}.`,
  },
  post_payment_overdue: {
    nl: (v) => `Zaalplek: de betaling van boeking #${v.bookingId} is (bijna) te laat. Betaal om blokkering van je account te voorkomen.`,
    en: (v) => `Zaalplek: the payment of booking #${v.bookingId} is (almost) overdue. Pay to keep your account from being blocked.`,
  },
  payout_failure: {
    nl: (v) => `Zaalplek: de uitbetaling voor boeking #${v.bookingId} is mislukt. Controleer je bankgegevens.`,
    en: (v) => `Zaalplek: the payout for booking #${v.bookingId} failed. Please check your bank details.`,
  },
  organisation_banned: {
    nl: () => 'Zaalplek: je organisatie is geblokkeerd en je locaties zijn verborgen. Neem contact op met support.',
    en: () => 'Zaalplek: your organisation is blocked and your locations are hidden. Please contact support.',
  },
};

export function smsText(event: string, locale: MessageLocale, v: Vars): string | null {
  return TEXTS[event]?.[locale](v) ?? null;
}
