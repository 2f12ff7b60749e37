/** Booking e-mail texts (nl/en). Pure; values are escaped in HTML. */
import { escapeHtml } from '../mail/escape';
import type { MailContent, MessageLocale } from '../mail/templates';
import type { BookingEvent } from './index';

const SUBJECTS: Record<BookingEvent, { nl: string; en: string }> = {
  request_created: { nl: 'Nieuwe boekingsaanvraag', en: 'New booking request' },
  request_approved: { nl: 'Je aanvraag is geaccepteerd', en: 'Your request was approved' },
  request_declined: { nl: 'Je aanvraag is afgewezen', en: 'Your request was declined' },
  request_expired: { nl: 'Aanvraag verlopen', en: 'Request expired' },
  change_request_created: { nl: 'Wijzigingsverzoek voor je boeking', en: 'Change request for your booking' },
  change_request_approved: { nl: 'Wijziging goedgekeurd', en: 'Change approved' },
  change_request_declined: { nl: 'Wijziging afgewezen', en: 'Change declined' },
  cancelled_by_customer: { nl: 'Boeking geannuleerd door de gast', en: 'Booking cancelled by the guest' },
  cancelled_by_host_with_refund: { nl: 'Boeking geannuleerd, je krijgt je geld terug', en: 'Booking cancelled, you will be refunded' },
  cancelled_by_host_without_refund: { nl: 'Boeking geannuleerd door de verhuurder', en: 'Booking cancelled by the host' },
  reservation_expiring: { nl: 'Je reservering verloopt bijna', en: 'Your reservation is about to expire' },
  order_paid: { nl: 'Betaling ontvangen', en: 'Payment received' },
  post_payment_overdue: { nl: 'Betaling achterstallig', en: 'Payment overdue' },
  prospect_request_created: { nl: 'Nieuwe aanvraag voor je locatie', en: 'New request for your venue' },
  prospect_request_approved: { nl: 'Je aanvraag is geaccepteerd', en: 'Your request was approved' },
};

export function bookingMail(ev: BookingEvent, locale: MessageLocale, d: { firstName: string | null; bookingId: number; host: boolean; space_name?: unknown; booking_start?: unknown }): MailContent {
  const subject = SUBJECTS[ev][locale];
  const when = typeof d.booking_start === 'string'
    ? new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(new Date(d.booking_start))
    : '';
  const path = `${locale === 'en' ? '/en' : ''}${d.host ? '/bookings/vendor' : `/bookings/${d.bookingId}`}`;
  const hi = locale === 'en' ? `Hi ${d.firstName ?? ''},` : `Hoi ${d.firstName ?? ''},`;
  const line = `${subject}: ${String(d.space_name ?? '')} (${when}), #${d.bookingId}.`;
  const more = locale === 'en' ? 'See the booking:' : 'Bekijk de boeking:';
  return {
    subject: `${subject} (#${d.bookingId})`,
    text: `${hi}\n\n${line}\n\n${more} ${path}\n`,
    html: `<p>${escapeHtml(hi)}</p><p>${escapeHtml(line)}</p><p><a href="${escapeHtml(path)}">${escapeHtml(more)}</a></p>`,
  };
}
