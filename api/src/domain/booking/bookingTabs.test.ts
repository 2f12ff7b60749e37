import { bookingTabOf } from './bookingTabs';

const now = new Date('2026-03-01T12:00:00Z');
const future = new Date('2026-03-02T12:00:00Z');
const past = new Date('2026-02-28T12:00:00Z');

describe('bookingTabOf', () => {
  test.each([
    ['PAID', 'DIRECT', null, null, future, 'UPCOMING'],
    ['PAID', 'MANUAL', 'PAID', 'DIRECT', future, 'UPCOMING'],
    ['PENDING', 'MANUAL', null, null, future, 'REQUESTS'],
    ['PENDING', 'MANUAL', 'HOST_APPROVAL', 'DIRECT', future, 'REQUESTS'],
    // a social or post-payment request on a DIRECT space is a request too
    ['PENDING', 'DIRECT', 'HOST_APPROVAL', 'AFTERPAY', future, 'REQUESTS'],
    ['PENDING', 'DIRECT', 'CUSTOMER_APPROVAL', 'DIRECT', future, 'REQUESTS'],
    // an accepted request on a MANUAL space waits for the guest's payment: listed under UPCOMING
    ['PENDING', 'MANUAL', 'PAYMENT_PENDING', 'DIRECT', future, 'UPCOMING'],
    ['PENDING', 'MANUAL', 'PAYMENT_FAILED', 'DIRECT', future, 'UPCOMING'],
    ['PENDING', 'DIRECT', 'PAYMENT_FAILED', 'DIRECT', future, 'RESERVATIONS'],
    ['PENDING', 'DIRECT', null, null, future, 'RESERVATIONS'],
    ['PAYMENT_PROCESSING', 'DIRECT', 'PAYMENT_PROCESSING', 'DIRECT', future, 'RESERVATIONS'],
    ['OPTIONAL', 'DIRECT', null, null, future, 'RESERVATIONS'],
    // a confirmed post-payment booking: paid by invoice after the meeting
    ['PENDING', 'MANUAL', 'PAYMENT_PENDING', 'AFTERPAY', future, 'UPCOMING'],
    ['PAID', 'DIRECT', 'PAID', 'DIRECT', past, 'ARCHIVED'],
    ['PENDING', 'MANUAL', 'HOST_APPROVAL', 'DIRECT', past, 'ARCHIVED'],
    ['CANCELLED', 'DIRECT', 'CLOSED_BY_CUSTOMER', 'DIRECT', future, 'ARCHIVED'],
    ['REFUNDED', 'DIRECT', 'CLOSED_BY_HOST', 'DIRECT', future, 'ARCHIVED'],
    ['EXPIRED', 'MANUAL', 'EXPIRED', 'DIRECT', future, 'ARCHIVED'],
    ['DECLINED', 'MANUAL', 'CLOSED_BY_HOST', 'DIRECT', future, 'ARCHIVED'],
    ['PASSED', 'DIRECT', 'PAYOUT_PENDING', 'DIRECT', past, 'ARCHIVED'],
    ['COMPLETED', 'DIRECT', 'PAYOUT_COMPLETED', 'DIRECT', past, 'ARCHIVED'],
    ['DRAFT', 'DIRECT', 'PAYMENT_PENDING', 'DIRECT', future, null],
    ['DRAFT', 'DIRECT', null, null, past, null],
  ])('%s %s order %s %s ending %s -> %s', (booking_status, booking_type, order_state, payment_method, booking_end, tab) => {
    expect(bookingTabOf({ booking_status, booking_type, order_state, payment_method, booking_end }, now)).toBe(tab);
  });
});
