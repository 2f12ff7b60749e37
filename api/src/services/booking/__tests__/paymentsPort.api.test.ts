/** Booking reaches payments only through the payments port: a host's cancellation of a paid booking records its refund, or fails as a whole. */
import type { Viewer } from '../../../auth/tokens';
import { startTestApp, type TestApp } from '../../../test/api/testApp';
import { processPaymentUpdate } from '../../payments/processPaymentUpdate';
import { startBookingPayment } from '../../payments/startPayment';
import { completeTestCheckout } from '../../payments/testProvider';
import { insertUnpaidBooking } from '../../payments/testing';
import { wireServices } from '../../wiring';
import { cancelBooking } from '../actions';
import { registerPaymentsPort } from '../paymentsPort';

let app: TestApp;
let host: Viewer;
beforeAll(async () => {
  app = await startTestApp();
  await app.db.knex('account').where('account_id', app.fx.vendorId).update({ permissions: app.db.knex.raw(`ARRAY['ALLOWED_TO_CANCEL_PAID_BOOKINGS_AS_VENDOR']::text[]`) });
  host = { accountId: app.fx.vendorId, accountState: 'VENDOR', isAdmin: false };
});
afterEach(() => wireServices());
afterAll(() => app.close());

async function paidBooking() {
  const b = await insertUnpaidBooking(app.db.knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceB1.id });
  const p = await startBookingPayment(app.db.knex, { bookingId: b.bookingId, origin: app.url, returnPath: '/x', locale: 'nl' });
  await completeTestCheckout(app.db.knex, p.provider_payment_id, 'pay', 'ING');
  expect(await processPaymentUpdate(app.db.knex, p.provider_payment_id, { log: () => undefined })).toBe('COMPLETED');
  return b;
}
const refunds = (bookingId: number) => app.db.knex('refund').where({ booking_id: bookingId }).select('amount', 'status', 'reason');
const status = async (bookingId: number) => (await app.db.knex('booking').where({ booking_id: bookingId }).first('booking_status')).booking_status;

it('the host cancels a paid booking: everything paid is recorded as a pending refund', async () => {
  const b = await paidBooking();
  await cancelBooking(app.db.knex, host, b.bookingId, 'Lekkage', false);
  expect(await status(b.bookingId)).toBe('CANCELLED');
  expect(await refunds(b.bookingId)).toEqual([{ amount: b.total, status: 'PENDING', reason: 'Lekkage' }]);
});

it('without a registered payments port the cancellation fails and nothing changes: a refund is never skipped', async () => {
  const b = await paidBooking();
  const before = await status(b.bookingId);
  registerPaymentsPort(null);
  await expect(cancelBooking(app.db.knex, host, b.bookingId, 'Lekkage', false)).rejects.toThrow(/payments port/);
  expect(await status(b.bookingId)).toBe(before);
  expect(await refunds(b.bookingId)).toEqual([]);
  const meta = (await app.db.knex('booking').where({ booking_id: b.bookingId }).first('booking_meta')).booking_meta;
  expect(meta?.refund_requested).toBeUndefined();
});
