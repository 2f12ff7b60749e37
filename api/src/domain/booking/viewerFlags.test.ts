import type { Actor } from './roles';
import { screenMode, viewerFlags, type BookingFacts } from './viewerFlags';

const now = new Date('2030-06-01T10:00:00Z');
const guest: Actor = { role: 'GUEST' };
const host: Actor = { role: 'HOST', permissions: [] };
const hostMayCancelPaid: Actor = { role: 'HOST', permissions: ['ALLOWED_TO_CANCEL_PAID_BOOKINGS_AS_VENDOR'] };
const cleaner: Actor = { role: 'TEAM', team_role: 'CLEANER' };

const facts = (over: Partial<BookingFacts> = {}): BookingFacts => ({
  booking_status: 'PENDING', order_state: 'PAYMENT_PENDING', waiting_reason: null,
  booking_start: new Date('2030-06-10T09:00:00Z'), booking_end: new Date('2030-06-10T13:00:00Z'),
  payment_method: 'DIRECT', order_total: 10000, total_paid: 0, refunded_total: 0, is_reservation_extended: false,
  has_pending_change_request: false, ts_invoice_due: null, last_label: null, ...over,
});

describe('viewerFlags', () => {
  it('unpaid reservation: the guest pays, extends once, cancels; the host may cancel it without refund', () => {
    expect(viewerFlags(facts(), guest, now)).toMatchObject({ can_be_paid: true, can_extend_reservation: true, can_be_cancelled: true, can_be_approved: false });
    expect(viewerFlags(facts({ is_reservation_extended: true }), guest, now).can_extend_reservation).toBe(false);
    expect(viewerFlags(facts(), host, now)).toMatchObject({ can_be_paid: false, can_extend_reservation: false, can_be_cancelled: true });
    expect(viewerFlags(facts(), cleaner, now)).toMatchObject({ can_be_cancelled: false, can_be_approved: false });
  });

  it('request: only the host side approves or declines', () => {
    const req = facts({ order_state: 'HOST_APPROVAL', waiting_reason: 'HOST_REPLY' });
    expect(viewerFlags(req, host, now)).toMatchObject({ can_be_approved: true, can_be_declined: true });
    expect(viewerFlags(req, guest, now)).toMatchObject({ can_be_approved: false, can_be_declined: false, can_be_paid: false, can_be_cancelled: true });
  });

  it('paid: the guest cannot cancel (support), the host only with the permission; both may ask a change unless one is open', () => {
    const paid = facts({ booking_status: 'PAID', order_state: 'PAID', total_paid: 10000 });
    expect(viewerFlags(paid, guest, now)).toMatchObject({ can_be_cancelled: false, can_request_change: true, can_be_paid: false });
    expect(viewerFlags(paid, host, now).can_be_cancelled).toBe(false);
    expect(viewerFlags(paid, hostMayCancelPaid, now).can_be_cancelled).toBe(true);
    expect(viewerFlags({ ...paid, has_pending_change_request: true }, guest, now).can_request_change).toBe(false);
    expect(viewerFlags(paid, guest, new Date('2030-06-11T00:00:00Z'))).toMatchObject({ can_request_change: false, can_be_cancelled: false });
  });

  it('drafts are edited and deleted; expired bookings re-booked while the start is ahead', () => {
    expect(viewerFlags(facts({ booking_status: 'DRAFT' }), guest, now)).toMatchObject({ can_be_edited: true, can_be_deleted: true, can_be_cancelled: false });
    expect(viewerFlags(facts({ booking_status: 'EXPIRED', order_state: 'EXPIRED' }), guest, now).can_be_rebooked).toBe(true);
    expect(viewerFlags(facts({ booking_status: 'EXPIRED', order_state: 'EXPIRED' }), guest, new Date('2030-06-12T00:00:00Z')).can_be_rebooked).toBe(false);
  });
});

describe('screenMode', () => {
  test.each<[Partial<BookingFacts>, Actor, string | null]>([
    [{ booking_status: 'DRAFT' }, guest, null],
    [{ order_state: 'HOST_APPROVAL' }, guest, 'BOOKING_REQUEST_GUEST_VIEW'],
    [{ order_state: 'HOST_APPROVAL' }, host, 'BOOKING_REQUEST_VENDOR_VIEW'],
    [{}, guest, 'PAY'],
    [{}, host, 'RESERVED'],
    [{ payment_method: 'AFTERPAY' }, guest, 'POST_PAYMENT_FOR_BOOKER'],
    [{ payment_method: 'AFTERPAY' }, host, 'POST_PAYMENT_FOR_VENDOR'],
    [{ booking_status: 'PASSED', payment_method: 'AFTERPAY', ts_invoice_due: new Date('2030-05-01T00:00:00Z') }, guest, 'OVERDUE_PAYMENT'],
    [{ booking_status: 'PASSED', payment_method: 'AFTERPAY', ts_invoice_due: new Date('2030-05-01T00:00:00Z') }, host, 'VENDOR_POST_PAYMENT_INVOICING'],
    [{ booking_status: 'PAID', order_state: 'PAID' }, guest, 'RESERVED'],
    [{ booking_status: 'PAID', order_state: 'PAID', has_pending_change_request: true }, guest, 'EDIT_BOOKING'],
    [{ booking_status: 'PASSED', order_state: 'PAYOUT_PENDING', total_paid: 10000 }, guest, 'REVIEW'],
    [{ booking_status: 'PASSED', order_state: 'PAYOUT_PENDING', total_paid: 10000 }, host, 'PASSED'],
    [{ booking_status: 'EXPIRED', order_state: 'EXPIRED' }, guest, 'EXPIRED'],
    [{ booking_status: 'DECLINED', order_state: 'EXPIRED' }, guest, 'EXPIRED'],
    [{ booking_status: 'DECLINED', order_state: 'CLOSED_BY_HOST' }, guest, 'DECLINED'],
    [{ booking_status: 'CANCELLED', order_state: 'CLOSED_BY_CUSTOMER' }, guest, 'CUSTOMER_CANCEL_WITHOUT_REFUND'],
    [{ booking_status: 'CANCELLED', order_state: 'CLOSED_BY_CUSTOMER', last_label: 'CANCELLED_BY_GUEST_FULL_REFUND' }, guest, 'CUSTOMER_CANCEL_WITH_REFUND'],
    [{ booking_status: 'REFUNDED', order_state: 'CLOSED_BY_HOST', refunded_total: 10000 }, guest, 'VENDOR_CANCEL_WITH_REFUND'],
    [{ booking_status: 'CANCELLED', order_state: 'CLOSED_BY_HOST' }, guest, 'VENDOR_CANCEL'],
  ])('%j as %j -> %s', (over, actor, mode) => {
    expect(screenMode(facts(over), actor, now)).toBe(mode);
  });
});
