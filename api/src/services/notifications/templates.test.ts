import { BOOKING_MAIL_SIDES, bookingMail } from './templates';

const data = (host: boolean, deadline: string, afterpay: boolean) => ({
  firstName: 'Jo', bookingId: 40, host, origin: 'https://zaalplek.nl', space_name: 'Salon <Blauw>', venue_name: 'De Werf',
  booking_start: '2026-12-03T09:00:00Z', payment_deadline: deadline, host_deadline: deadline, afterpay,
});

test('every booking mail has its texts in both catalogs, values escaped in the HTML', () => {
  expect(BOOKING_MAIL_SIDES.length).toBeGreaterThan(20);
  for (const { event, host } of BOOKING_MAIL_SIDES) {
    for (const locale of ['nl', 'en'] as const) {
      for (const [deadline, afterpay] of [['', false], ['2026-12-01T10:00:00Z', true]] as const) {
        const mail = bookingMail(event, locale, data(host, deadline, afterpay));
        expect(`${mail.subject}\n${mail.text}`).not.toMatch(/mail\.booking\.|\{\w+\}/);
        expect(mail.subject).toMatch(/\(#40\)$/);
        expect(mail.html).not.toContain('<Blauw>');
      }
    }
  }
});

test('texts and links follow the locale and the deadlines', () => {
  const nl = bookingMail('request_approved', 'nl', data(false, '2026-12-01T10:00:00Z', false));
  expect(nl.subject).toBe('Je aanvraag is geaccepteerd (#40)');
  expect(nl.text).toContain('Hoi Jo,');
  expect(nl.text).toContain('Betaal vóór 1 december 2026 om 11:00 om je boeking vast te leggen.');
  expect(nl.text).toContain('Nu betalen: https://zaalplek.nl/booking/40?step=direct');
  const en = bookingMail('request_approved', 'en', data(false, '', true));
  expect(en.subject).toBe('Your request was accepted (#40)');
  expect(en.text).toContain('You pay afterwards by invoice; there is nothing to do now.');
  expect(en.text).toContain('View the booking: https://zaalplek.nl/en/bookings/40');
  const host = bookingMail('request_created', 'nl', data(true, '', false));
  expect(host.text).toContain('Accepteer of weiger de aanvraag zo snel mogelijk.');
  expect(host.text).toContain('Aanvraag beantwoorden: https://zaalplek.nl/bookings/vendor');
});
