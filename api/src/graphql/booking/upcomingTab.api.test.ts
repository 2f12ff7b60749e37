/** get_bookings UPCOMING: soonest first, and accepted requests waiting for payment are listed there as UNPAID. */
import { insertUnpaidBooking } from '../../services/payments/testing';
import { startTestApp, type TestApp } from '../../test/api/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

test('lists what comes first at the top, with the accepted unpaid request among them', async () => {
  const { knex } = app.db;
  const [guest] = await knex('account').insert({ email: `tabs-${Date.now()}@example.nl`, first_name: 'Tess', account_state: 'BOOKER' }).returning('account_id');
  const later = await insertUnpaidBooking(knex, { accountId: guest.account_id, spaceId: app.fx.spaceA1.id, startInDays: 20 });
  const sooner = await insertUnpaidBooking(knex, { accountId: guest.account_id, spaceId: app.fx.spaceA1.id, startInDays: 2 });
  const accepted = await insertUnpaidBooking(knex, { accountId: guest.account_id, spaceId: app.fx.spaceA2.id, startInDays: 10 });
  await knex('booking').whereIn('booking_id', [later.bookingId, sooner.bookingId]).update({ booking_status: 'PAID' });
  await knex('booking_order').whereIn('order_id', [later.orderId, sooner.orderId]).update({ order_state: 'PAID' });
  await knex('booking').where('booking_id', accepted.bookingId).update({ booking_type: 'MANUAL' }); // a request the host accepted: PENDING / PAYMENT_PENDING

  const res = await app.graphql<any>(`{ get_bookings(filters: { tab: UPCOMING }) { booking_id display_status } }`, {}, { token: app.token(guest.account_id), endpoint: 'authenticated' });
  expect(res.body.errors).toBeUndefined();
  expect(res.body.data.get_bookings).toEqual([
    { booking_id: sooner.bookingId, display_status: 'PAID' },
    { booking_id: accepted.bookingId, display_status: 'UNPAID' },
    { booking_id: later.bookingId, display_status: 'PAID' },
  ]);
  const reservations = await app.graphql<any>(`{ get_bookings(filters: { tab: RESERVATIONS }) { booking_id } }`, {}, { token: app.token(guest.account_id), endpoint: 'authenticated' });
  expect(reservations.body.data.get_bookings).toEqual([]);
});
