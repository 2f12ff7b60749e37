/**
 * A rating of 0 bans the host (host-and-admin section 1): the ban is automatic. Staff may lift it,
 * but while the rating is still 0 the next calculation bans again; once the host's answers raise the
 * rating, a lifted ban holds. The admin Vendors tab says so next to a rating ban and after unblocking.
 */
import { insertUnpaidBooking } from '../../services/payments/testing';
import { startTestApp, type TestApp } from '../../test/api/testApp';
import { recomputeHostRating } from './rating';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const org = () => t.db.knex('organisation').where('organisation_id', t.fx.organisationId).first('is_banned', 'ban_cause', 'organisation_rating');
async function unbanAsStaff() {
  const r = await t.graphql<{ unban_organisation: { is_banned: boolean } }>(
    `mutation { unban_organisation(organisation_id: ${t.fx.organisationId}) { is_banned } }`, {},
    { endpoint: 'authenticated', token: t.token(t.fx.adminId, 'BOOKER', true) },
  );
  expect(r.body.errors).toBeUndefined();
  expect(r.body.data!.unban_organisation.is_banned).toBe(false);
}

test('a staff unban of a rating ban lasts until the next calculation while the rating is 0, and holds once the rating rose', async () => {
  const { knex } = t.db;
  for (let i = 0; i < 5; i++) {
    const b = await insertUnpaidBooking(knex, { accountId: t.fx.bookerId, spaceId: t.fx.spaceA2.id, orderState: 'HOST_APPROVAL' });
    await knex('booking_history').insert({ booking_id: b.bookingId, to_status: 'DECLINED', history_label: 'DECLINED_BY_HOST' });
  }
  expect((await recomputeHostRating(knex, t.fx.organisationId))?.value).toBe(0);
  expect(await org()).toMatchObject({ is_banned: true, ban_cause: 'RATING' });

  await unbanAsStaff();
  expect(await org()).toMatchObject({ is_banned: false, ban_cause: null });
  // the rating is still 0: the automatic ban comes back at the next calculation
  await recomputeHostRating(knex, t.fx.organisationId);
  expect(await org()).toMatchObject({ is_banned: true, ban_cause: 'RATING' });

  // the host accepts requests: the rating rises above 0, and a lifted ban now stays lifted
  for (let i = 0; i < 5; i++) {
    const b = await insertUnpaidBooking(knex, { accountId: t.fx.bookerId, spaceId: t.fx.spaceA2.id, orderState: 'HOST_APPROVAL' });
    await knex('booking_history').insert({ booking_id: b.bookingId, order_state: 'HOST_APPROVAL', to_status: 'PENDING' });
    await knex('booking_history').insert({ booking_id: b.bookingId, order_state: 'PAYMENT_PENDING', to_status: 'PENDING' });
  }
  expect((await recomputeHostRating(knex, t.fx.organisationId))?.value).toBeGreaterThan(0);
  await unbanAsStaff();
  await recomputeHostRating(knex, t.fx.organisationId);
  expect(await org()).toMatchObject({ is_banned: false, ban_cause: null });
});
