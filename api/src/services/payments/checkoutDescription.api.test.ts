/** The test iDEAL page names the booking, space and day, in the language the payment was started in. */
import { startTestApp, type TestApp } from '../../test/api/testApp';
import { paymentDescription } from './paymentDescription';
import { insertUnpaidBooking } from './testing';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function checkoutPath(bookingId: number, locale: 'NL' | 'EN'): Promise<string> {
  const res = await app.graphql<any>(
    `mutation($id: Int!) { create_booking_payment(booking_id: $id) { checkout_url } }`,
    { id: bookingId },
    { token: app.token(app.fx.bookerId), endpoint: 'authenticated', locale },
  );
  expect(res.body.errors).toBeUndefined();
  return new URL(res.body.data.create_booking_payment.checkout_url).pathname;
}

test.each([['NL', 'nl', 'Boeking #'], ['EN', 'en', 'Booking #']] as const)('%s: "%s<id> – <space>, <day>" instead of a hash', async (header, locale, word) => {
  const b = await insertUnpaidBooking(app.db.knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceA1.id });
  const row = await app.db.knex('booking as b').join('space as s', 's.space_id', 'b.space_id').where('b.booking_id', b.bookingId).first('b.booking_start', 's.space_name', 'b.booking_hash');
  const html = await (await app.request(`${await checkoutPath(b.bookingId, header)}?locale=${locale}`)).text();
  const expected = paymentDescription({ bookingId: b.bookingId, spaceName: row.space_name, start: new Date(row.booking_start), change: false }, locale);
  expect(expected.startsWith(`${word}${b.bookingId} – ${row.space_name}, `)).toBe(true);
  expect(html).toContain(`<p>${expected}</p>`);
  expect(html).not.toContain(row.booking_hash);
});
