/**
 * SMS texts (nl/en) of the events SMS is for (domain/notifications/channels.ts SMS_EVENTS): short, no link
 * tracking; from the server catalogs' sms.<event> messages (a `.space` variant names the space). Pure.
 */
import { t, type MessageId } from '../../i18n/serverIntl';
import type { MessageLocale } from '../mail/templates';

type Vars = { space?: unknown; bookingId?: unknown };

const s = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** events with an SMS; true: the text names the space when it is known */
const EVENTS: Record<string, boolean> = {
  cancelled_by_customer: true,
  cancelled_by_host_with_refund: true,
  cancelled_by_host_without_refund: true,
  post_payment_overdue: false,
  payout_failure: false,
  organisation_banned: false,
};

export function smsText(event: string, locale: MessageLocale, v: Vars): string | null {
  if (!Object.prototype.hasOwnProperty.call(EVENTS, event)) return null;
  const space = EVENTS[event] ? s(v.space) : null;
  const values = { bookingId: String(v.bookingId), space: space ?? '' };
  return t(locale, (space ? `sms.${event}.space` : `sms.${event}`) as MessageId, values);
}
