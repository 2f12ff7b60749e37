/**
 * Prospect claims: a request to a prospect space mails its (unclaimed) host a claim link that logs
 * the host in (one-time, valid for the 48 h answer window); the host then sees the request among the
 * host's bookings, and may decline it and opt out (the space stops taking requests).
 */
import { startTestApp, type TestApp } from '../../test/api/testApp';

let app: TestApp;
const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  warn.mockRestore();
  await app.close();
});

const day = 86_400_000;

it('the prospect host gets a claim link, logs in with it, sees the request and declines with opt-out', async () => {
  const { knex } = app.db;
  const fx = app.fx;
  await knex('working_time').where('venue_id', fx.venueA.id).del();
  await knex('working_time').insert([1, 2, 3, 4, 5, 6, 7].map((d) => ({ venue_id: fx.venueA.id, week_day: d, open_time: 0, close_time: 1440 })));
  await knex('space').where('space_id', fx.spaceA1.id).update({ is_prospect: true, book_before_min_th: 0, book_before_max_th: null, booking_limit: 0 });
  const host = await knex('account').where({ account_id: fx.vendorId }).first('email');
  const start = new Date(Math.ceil((Date.now() + 9 * day) / 3600_000) * 3600_000);

  const created = await app.graphql<any>(
    `mutation($input: SpaceBookingInput!) { create_booking(input: $input) { booking_id booking_status order_state } }`,
    { input: { space_id: fx.spaceA1.id, slot_start: start.toISOString(), slot_end: new Date(start.getTime() + 2 * 3600_000).toISOString(), attendees: 4, terms_accepted: true } },
    { token: app.token(fx.bookerId, 'BOOKER'), endpoint: 'authenticated' },
  );
  expect(created.body.errors).toBeUndefined();
  const id = created.body.data.create_booking.booking_id;
  expect(created.body.data.create_booking.order_state).toBe('HOST_APPROVAL');

  const [mail] = await knex('outbox_message').where({ recipient: host.email, template: 'booking.prospect_request_created' }).orderBy('outbox_message_id', 'desc');
  expect(mail.body_text).toContain('claim je je account');
  const link = /\/login\/([A-Za-z0-9_-]+)/.exec(mail.body_text);
  expect(link).not.toBeNull();
  const token = await knex('auth_token').where({ account_id: fx.vendorId, purpose: 'LOGIN' }).orderBy('auth_token_id', 'desc').first('expires_at');
  expect(new Date(token.expires_at).getTime() - Date.now()).toBeGreaterThan(47 * 3600_000);

  // the link logs the host in (once)
  const login = await app.request(`/api/account/access-token/${link![1]}/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  expect(login.status).toBe(200);
  const tokens = (await login.json()) as { access_token: string };
  expect(typeof tokens.access_token).toBe('string');
  const again = await app.request(`/api/account/access-token/${link![1]}/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  expect(again.status).toBeGreaterThanOrEqual(400);

  // the request is among the host's bookings; declining with opt-out stops the space taking requests
  const list = await app.graphql<any>(`query { get_vendor_bookings(filters: {}) { result { booking_id vendor_status } } }`, {}, { token: tokens.access_token, endpoint: 'authenticated' });
  expect(list.body.data.get_vendor_bookings.result).toEqual(expect.arrayContaining([{ booking_id: id, vendor_status: 'PENDING' }]));
  const declined = await app.graphql<any>(
    `mutation($id: Int!) { booking_decline_by_vendor(booking_id: $id, cancellation_reason: "Geen interesse", opted_out_as_prospect: true) { booking_status } }`,
    { id },
    { token: tokens.access_token, endpoint: 'authenticated' },
  );
  expect(declined.body.data.booking_decline_by_vendor.booking_status).toBe('DECLINED');
  expect((await knex('space').where('space_id', fx.spaceA1.id).first('is_active')).is_active).toBe(false);
});
