import { paymentDescription } from './paymentDescription';

const start = new Date('2026-11-26T09:00:00Z');

test('names the booking, the space and the day (Amsterdam time)', () => {
  expect(paymentDescription({ bookingId: 40, spaceName: 'Salon Blauw', start, change: false }, 'nl')).toBe('Boeking #40 – Salon Blauw, 26-11');
  expect(paymentDescription({ bookingId: 40, spaceName: 'Salon Blauw', start, change: false }, 'en')).toBe('Booking #40 – Salon Blauw, 26 Nov');
  expect(paymentDescription({ bookingId: 40, spaceName: 'Salon Blauw', start, change: true }, 'nl')).toBe('Wijziging boeking #40 – Salon Blauw, 26-11');
  // 23:30 UTC on 30 November is 1 December in Amsterdam
  expect(paymentDescription({ bookingId: 7, spaceName: 'Zaal', start: new Date('2026-11-30T23:30:00Z'), change: false }, 'nl')).toBe('Boeking #7 – Zaal, 01-12');
});
