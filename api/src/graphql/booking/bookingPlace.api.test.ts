/** Booking.place: the address and access instructions of the booked space, for the booking's guest only. */
import { insertUnpaidBooking } from '../../services/payments/testing';
import { startTestApp, type TestApp } from '../../test/api/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await app.db.knex('venue').where('venue_id', app.fx.venueA.id).update({ address: 'Straat 1', postal_code: '1015 BA' });
  await app.db.knex('space').where('space_id', app.fx.spaceA1.id).update({ access_instructions: 'Bel aan bij de groene deur.' });
});
afterAll(() => app.close());

const Q = `query($id: Int!) { specific_booking(id: $id) { place { venue_name space_name address postal_code city access_instructions } } }`;

test('the guest reads where to go and how to get in; a stranger reads nothing', async () => {
  const { bookingId } = await insertUnpaidBooking(app.db.knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceA1.id });
  const city = (await app.db.knex('venue as v').join('seo_location as c', 'c.location_id', 'v.city_id').where('v.venue_id', app.fx.venueA.id).first('c.name')).name;
  const mine = await app.graphql<any>(Q, { id: bookingId }, { token: app.token(app.fx.bookerId), endpoint: 'authenticated' });
  expect(mine.body.errors).toBeUndefined();
  expect(mine.body.data.specific_booking.place).toEqual({
    venue_name: expect.any(String), space_name: expect.any(String), address: 'Straat 1', postal_code: '1015 BA', city, access_instructions: 'Bel aan bij de groene deur.',
  });
  const other = await app.graphql<any>(Q, { id: bookingId }, { token: app.token(app.fx.otherBookerId), endpoint: 'authenticated' });
  expect(other.body.data?.specific_booking ?? null).toBeNull();
});
