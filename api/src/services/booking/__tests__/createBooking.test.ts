import { createTestDatabase, type TestDatabase } from '../../../test/db/createTestDatabase';
import { ApiError } from '../../../errors/ApiError';
import { createBooking } from '../createBooking';
import { approveBooking, cancelBooking, extendReservation } from '../actions';
import { applyPaymentResult } from '../payments';
import { bookingFixture, hoursFrom, type BookingFixture } from '../testing/bookingFixture';

let db: TestDatabase;
let fx: BookingFixture;
const base = new Date(Date.UTC(2031, 0, 6, 0, 0, 0)); // far ahead: the real clock never reaches it

beforeAll(async () => {
  db = await createTestDatabase({ seed: true });
  fx = await bookingFixture(db.knex);
});
afterAll(() => db.destroy());

const errKey = async (p: Promise<unknown>) => p.then(() => 'ok', (e) => (e instanceof ApiError ? e.key : String(e)));

describe('create_booking', () => {
  it('stores booking, order, items and history for a direct space', async () => {
    const rec = await createBooking(db.knex, fx.guest, { space_id: fx.spaceId, slot_start: hoursFrom(base, 9), slot_end: hoursFrom(base, 13), attendees: 4, terms_accepted: true });
    expect([rec.booking_status, rec.order_state]).toEqual(['PENDING', 'PAYMENT_PENDING']);
    expect(rec.order_total).toBeGreaterThan(0);
    expect(new Date(rec.ts_payment_expiration_dl!).getTime()).toBeGreaterThan(Date.now());
    const items = await db.knex('booking_order_item').where('order_id', rec.order_id);
    expect(items[0].item_type).toBe('SPACE');
    expect(items.reduce((s, i) => s + i.total, 0)).toBe(rec.order_total);
    const history = await db.knex('booking_history').where('booking_id', rec.booking_id);
    expect(history.map((h) => h.history_label)).toEqual(['PAYMENT_PENDING']);
  });

  it('stores the UI language it was made in with the booking (its mails and documents follow it)', async () => {
    const rec = await createBooking(db.knex, fx.guest2, { space_id: fx.spaceId, slot_start: hoursFrom(base, 320), slot_end: hoursFrom(base, 323), attendees: 3, terms_accepted: true }, { locale: 'en' });
    expect(rec.booking_meta).toEqual({ locale: 'en', coupon: null, is_prospect_booking: false });
    const stored = await db.knex('booking').where('booking_id', rec.booking_id).first('booking_meta');
    expect(stored.booking_meta).toEqual(rec.booking_meta);
  });

  it('refuses an overlapping slot, including the service break after it', async () => {
    expect(await errKey(createBooking(db.knex, fx.guest2, { space_id: fx.spaceId, slot_start: hoursFrom(base, 12), slot_end: hoursFrom(base, 14), attendees: 2, terms_accepted: true }))).toBe('timeslot_not_available');
    // 13:00 end + 30 min service break
    expect(await errKey(createBooking(db.knex, fx.guest2, { space_id: fx.spaceId, slot_start: hoursFrom(base, 13.25), slot_end: hoursFrom(base, 15), attendees: 2, terms_accepted: true }))).toBe('timeslot_not_available');
    expect(await errKey(createBooking(db.knex, fx.guest2, { space_id: fx.spaceId, slot_start: hoursFrom(base, 13.5), slot_end: hoursFrom(base, 15), attendees: 2, terms_accepted: true }))).toBe('ok');
  });

  it('validates the request form and the violations with their keys', async () => {
    const b = { space_id: fx.spaceId, slot_start: hoursFrom(base, 30), slot_end: hoursFrom(base, 32), attendees: 2, terms_accepted: true };
    expect(await errKey(createBooking(db.knex, fx.guest2, { ...b, terms_accepted: false }))).toBe('terms_not_accepted');
    expect(await errKey(createBooking(db.knex, fx.guest2, { ...b, comment: 'x'.repeat(1001) }))).toBe('max_length');
    expect(await errKey(createBooking(db.knex, fx.guest2, { ...b, payment_option: 'POST_PAYMENT', organisation_name: 'Acme', coc: '123', billing_address: 'Straat 1' }))).toBe('coc_invalid');
    expect(await errKey(createBooking(db.knex, fx.guest2, { ...b, attendees: 101 }))).toBe('attendees_above_max');
    expect(await errKey(createBooking(db.knex, fx.guest2, { ...b, slot_start: new Date(Math.floor(Date.now() / 60000) * 60000 - 3600_000).toISOString(), slot_end: new Date(Math.floor(Date.now() / 60000) * 60000 + 3600_000).toISOString() }))).toBe('book_before_min');
    expect(await errKey(createBooking(db.knex, fx.guest2, { ...b, coupon_code: 'NOPE' }))).toBe('unknown_coupon_code');
  });

  it('limits unpaid reservations', async () => {
    const g = fx.guest;
    // guest already holds one (first test); two more are allowed, the fourth is refused
    for (const h of [50, 60]) await createBooking(db.knex, g, { space_id: fx.spaceId, slot_start: hoursFrom(base, h), slot_end: hoursFrom(base, h + 2), attendees: 2, terms_accepted: true });
    expect(await errKey(createBooking(db.knex, g, { space_id: fx.spaceId, slot_start: hoursFrom(base, 74), slot_end: hoursFrom(base, 76), attendees: 2, terms_accepted: true }))).toBe('unpaid_reservations');
  });

  it('a MANUAL space makes a request that holds the slot; the host approves, the guest pays (idempotent)', async () => {
    const host = (fx as unknown as { manualHost: typeof fx.host }).manualHost;
    const rec = await createBooking(db.knex, fx.guest2, { space_id: fx.manualSpaceId, slot_start: hoursFrom(base, 100), slot_end: hoursFrom(base, 104), attendees: 2, terms_accepted: true });
    expect([rec.booking_status, rec.order_state, rec.waiting_reason]).toEqual(['PENDING', 'HOST_APPROVAL', 'HOST_REPLY']);
    expect(await errKey(createBooking(db.knex, fx.guest, { space_id: fx.manualSpaceId, slot_start: hoursFrom(base, 101), slot_end: hoursFrom(base, 102), attendees: 2, terms_accepted: true }))).toBe('timeslot_not_available');
    expect(await errKey(approveBooking(db.knex, fx.guest2, rec.booking_id))).toBe('forbidden');
    const approved = await approveBooking(db.knex, host, rec.booking_id);
    expect(approved.order_state).toBe('PAYMENT_PENDING');
    const pay = (result: 'COMPLETED' | 'PENDING' | 'FAILED') => db.knex.transaction((trx) => applyPaymentResult(trx, { orderId: rec.order_id, paymentId: 1, result, amount: approved.order_total }));
    expect((await pay('PENDING')).booking_status).toBe('PAYMENT_PROCESSING');
    expect(await pay('COMPLETED')).toMatchObject({ changed: true, booking_status: 'PAID', order_state: 'PAID' });
    expect(await pay('COMPLETED')).toMatchObject({ changed: false, booking_status: 'PAID' });
    expect(await pay('FAILED')).toMatchObject({ changed: false, booking_status: 'PAID' });
    const order = await db.knex('booking_order').where('order_id', rec.order_id).first();
    expect(order.total_paid).toBe(approved.order_total);
    // the guest cannot cancel a paid booking; the host cannot without the permission
    expect(await errKey(cancelBooking(db.knex, fx.guest2, rec.booking_id, 'x', false))).toBe('paid_booking_cancel_not_allowed');
    expect(await errKey(cancelBooking(db.knex, host, rec.booking_id, 'x', false))).toBe('paid_booking_cancel_not_allowed');
    const cancelled = await cancelBooking(db.knex, fx.admin, rec.booking_id, 'support', false);
    expect([cancelled.booking_status, cancelled.order_state]).toEqual(['CANCELLED', 'CLOSED_BY_CUSTOMER']);
    const labels = (await db.knex('booking_history').where('booking_id', rec.booking_id).orderBy('booking_history_id')).map((h) => h.history_label);
    expect(labels).toEqual(['AWAITS_CONFIRMATION', 'PAYMENT_PENDING', 'PAYMENT_PROCESSING', 'PAID', 'CANCELLED_BY_GUEST_FULL_REFUND']);
    const notes = await db.knex('notification').where('booking_id', rec.booking_id).pluck('event_name');
    expect(notes).toEqual(expect.arrayContaining(['request_created', 'request_approved', 'order_paid', 'cancelled_by_customer']));
    expect(await db.knex('outbox_message').where('template', 'booking.request_approved').count('* as c').first()).toMatchObject({ c: 1 });
  });

  it('extends a reservation once', async () => {
    const rec = await createBooking(db.knex, fx.guest2, { space_id: fx.spaceId, slot_start: hoursFrom(base, 200), slot_end: hoursFrom(base, 202), attendees: 2, terms_accepted: true });
    const ext = await extendReservation(db.knex, fx.guest2, rec.booking_id);
    expect(new Date(ext.ts_payment_expiration_dl!).getTime() - new Date(rec.ts_payment_expiration_dl!).getTime()).toBe(24 * 3600_000);
    expect(await errKey(extendReservation(db.knex, fx.guest2, rec.booking_id))).toBe('reservation_already_extended');
  });
});
