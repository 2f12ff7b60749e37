/** What the bank and the iDEAL page show for a payment: "Boeking #40 – Salon Blauw, 26-11". Pure. */
import { TIME_ZONE } from '../../domain/availability/amsterdamTime';
import { t } from '../../i18n/serverIntl';

export interface PaymentSubject {
  bookingId: number;
  spaceName: string;
  start: Date;
  /** the payment is for the price difference of an approved change */
  change: boolean;
}

export function paymentDescription(s: PaymentSubject, locale: 'nl' | 'en'): string {
  const day = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', { day: locale === 'en' ? 'numeric' : '2-digit', month: locale === 'en' ? 'short' : '2-digit', timeZone: TIME_ZONE })
    .format(s.start)
    .replace('/', '-');
  return t(locale, s.change ? 'payment.description.change' : 'payment.description.booking', { bookingId: String(s.bookingId), space: s.spaceName, day });
}
