import { bookingTabOf } from './bookingTabs';

const now = new Date('2026-03-01T12:00:00Z');
const future = new Date('2026-03-02T12:00:00Z');
const past = new Date('2026-02-28T12:00:00Z');

describe('bookingTabOf', () => {
  test.each([
    ['PAID', 'DIRECT', future, 'UPCOMING'],
    ['PAID', 'MANUAL', future, 'UPCOMING'],
    ['PENDING', 'MANUAL', future, 'REQUESTS'],
    ['PENDING', 'DIRECT', future, 'RESERVATIONS'],
    ['PAYMENT_PROCESSING', 'DIRECT', future, 'RESERVATIONS'],
    ['OPTIONAL', 'DIRECT', future, 'RESERVATIONS'],
    ['PAID', 'DIRECT', past, 'ARCHIVED'],
    ['PENDING', 'MANUAL', past, 'ARCHIVED'],
    ['CANCELLED', 'DIRECT', future, 'ARCHIVED'],
    ['EXPIRED', 'MANUAL', future, 'ARCHIVED'],
    ['DECLINED', 'MANUAL', future, 'ARCHIVED'],
    ['COMPLETED', 'DIRECT', past, 'ARCHIVED'],
    ['DRAFT', 'DIRECT', future, null],
    ['DRAFT', 'DIRECT', past, null],
  ])('%s %s ending %s -> %s', (booking_status, booking_type, booking_end, tab) => {
    expect(bookingTabOf({ booking_status, booking_type, booking_end }, now)).toBe(tab);
  });
});
