/**
 * The request and change events of the spec reach guest and host through the real mutations (real app,
 * real database): a prospect request created and approved, a change request created, declined and
 * approved (the host's action settled each time), and a host cancelling an unpaid booking: a
 * system-critical event the guest cannot switch off, so it goes out by e-mail and SMS whatever the
 * guest tried.
 */
import { startTestApp, type TestApp } from '../../test/api/testApp';

let app: TestApp;
const base = new Date(Date.UTC(2032, 2, 1, 0, 0, 0)); // a Monday far ahead
const at = (day: number, h: number) => new Date(base.getTime() + (day * 24 + h) * 3600_000).toISOString();
const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

type Gql = { data?: any; errors?: Array<{ extensions?: any }> };
let guest: string;
let host: string;
let guestId: number;
const GUEST_PHONE = '+31622223333';

async function gql(token: string, query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const body = (await app.graphql(query, variables, { token, endpoint: 'authenticated' })).body as Gql;
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}
const raw = async (token: string, query: string, variables: Record<string, unknown> = {}) =>
  (await app.graphql(query, variables, { token, endpoint: 'authenticated' })).body as Gql;
const notes = (accountId: number, bookingId: number) =>
  app.db.knex('notification').where({ account_id: accountId, booking_id: bookingId }).orderBy('event_notification_id').select('event_name', 'event_type', 'event_status', 'venue_id');
const outbox = (accountId: number, channel: 'EMAIL' | 'SMS', template: string) =>
  app.db.knex('outbox_message').where({ account_id: accountId, channel, template }).select('recipient', 'body_text');

const CREATE = `mutation($input: SpaceBookingInput!) { create_booking(input: $input) { booking_id booking_status } }`;
const PAY = `mutation($id: Int!) { create_booking_payment(booking_id: $id) { provider_payment_id checkout_url } }`;
const APPROVE = `mutation($id: Int!) { booking_approve(booking_id: $id) { booking_status } }`;
const CANCEL = `mutation($id: Int!) { booking_cancelling(booking_id: $id, cancellation_reason: "Zaal in onderhoud") { booking_status } }`;
const CREATE_CR = `mutation($id: Int!, $input: ChangeRequestInput!) { create_change_request(booking_id: $id, input: $input) { change_request_id } }`;
const APPROVE_CR = `mutation($id: Int!) { approve_change_request(change_request_id: $id) { booking_id } }`;
const DECLINE_CR = `mutation($id: Int!) { decline_change_request(change_request_id: $id) { change_request_id } }`;

async function book(spaceId: number, day: number, from: number, to: number): Promise<{ booking_id: number; booking_status: string }> {
  return (await gql(guest, CREATE, { input: { space_id: spaceId, slot_start: at(day, from), slot_end: at(day, to), attendees: 4, terms_accepted: true } })).create_booking;
}

async function pay(id: number): Promise<void> {
  const p = (await gql(guest, PAY, { id })).create_booking_payment;
  const done = await app.request(new URL(p.checkout_url).pathname, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=pay&issuer=ING' });
  expect(done.status).toBe(303);
  const hook = await app.request('/api/payments/webhook', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `id=${p.provider_payment_id}` });
  expect(hook.status).toBe(200);
}

beforeAll(async () => {
  app = await startTestApp();
  const { knex } = app.db;
  const fx = app.fx;
  await knex('working_time').where('venue_id', fx.venueA.id).del();
  await knex('working_time').insert([1, 2, 3, 4, 5, 6, 7].map((d) => ({ venue_id: fx.venueA.id, week_day: d, open_time: 0, close_time: 1440 })));
  await knex('space').whereIn('space_id', [fx.spaceA1.id, fx.spaceA2.id]).update({ book_before_min_th: 0, book_before_max_th: null, booking_limit: 0, preparation_time: 0, service_break: 0 });
  const [row] = await knex('account').insert({
    email: `request-events-${Date.now()}@example.nl`, first_name: 'Gert', last_name: 'Gast', account_state: 'BOOKER', phone: GUEST_PHONE, is_phone_verified: true,
  }).returning('account_id');
  guestId = row.account_id;
  guest = app.token(guestId, 'BOOKER');
  host = app.token(fx.vendorId, 'VENDOR');
});
afterAll(async () => {
  warn.mockRestore();
  await app.close();
});

test('a prospect request: the host gets an action, the approval tells the guest and settles it', async () => {
  const { knex } = app.db;
  await knex('space').where('space_id', app.fx.spaceA1.id).update({ is_prospect: true });
  try {
    const created = await book(app.fx.spaceA1.id, 0, 9, 12);
    const id = created.booking_id;
    expect(await notes(app.fx.vendorId, id)).toEqual([{ event_name: 'prospect_request_created', event_type: 'ACTION', event_status: 'ACTIVE', venue_id: app.fx.venueA.id }]);
    // the team member whose role acts for the host hears it too; the guest's own request is no notice for the guest
    expect((await notes(app.fx.memberId, id)).map((n) => n.event_name)).toEqual(['prospect_request_created']);
    expect(await notes(guestId, id)).toEqual([]);

    await gql(host, APPROVE, { id });
    expect(await notes(guestId, id)).toEqual([{ event_name: 'prospect_request_approved', event_type: 'NOTIFICATION', event_status: 'ACTIVE', venue_id: null }]);
    expect((await notes(app.fx.vendorId, id)).map((n) => [n.event_name, n.event_status])).toEqual([['prospect_request_created', 'PERFORMED']]);
    expect(await outbox(guestId, 'EMAIL', 'booking.prospect_request_approved')).toHaveLength(1);
  } finally {
    await knex('space').where('space_id', app.fx.spaceA1.id).update({ is_prospect: false });
  }
});

test('change requests: created (host action), declined, then another approved; both sides hear each', async () => {
  const { booking_id: id } = await book(app.fx.spaceA1.id, 1, 9, 11);
  await pay(id);

  const first = (await gql(guest, CREATE_CR, { id, input: { attendees: 6 } })).create_change_request;
  const hostNotes = async () => (await notes(app.fx.vendorId, id)).filter((n) => n.event_name.startsWith('change_request')).map((n) => [n.event_name, n.event_type, n.event_status]);
  const guestNotes = async () => (await notes(guestId, id)).filter((n) => n.event_name.startsWith('change_request')).map((n) => n.event_name);
  expect(await hostNotes()).toEqual([['change_request_created', 'ACTION', 'ACTIVE']]);

  await gql(host, DECLINE_CR, { id: first.change_request_id });
  expect(await hostNotes()).toEqual([['change_request_created', 'ACTION', 'PERFORMED'], ['change_request_declined', 'NOTIFICATION', 'ACTIVE']]);
  expect(await guestNotes()).toEqual(['change_request_created', 'change_request_declined']);

  const second = (await gql(guest, CREATE_CR, { id, input: { attendees: 5 } })).create_change_request;
  await gql(host, APPROVE_CR, { id: second.change_request_id });
  expect((await hostNotes()).slice(2)).toEqual([['change_request_created', 'ACTION', 'PERFORMED'], ['change_request_approved', 'NOTIFICATION', 'ACTIVE']]);
  expect(await guestNotes()).toEqual(['change_request_created', 'change_request_declined', 'change_request_created', 'change_request_approved']);
  expect(await outbox(guestId, 'EMAIL', 'booking.change_request_approved')).toHaveLength(1);
});

test('a host cancelling an unpaid booking: system-critical for the guest, who cannot switch its e-mail or SMS off', async () => {
  const settings = (await gql(guest, `{ get_system_notifications { event_id name email sms is_editable } }`)).get_system_notifications;
  const critical = settings.find((s: { name: string }) => s.name === 'cancelled_by_host_without_refund');
  expect(critical).toMatchObject({ is_editable: false, email: true, sms: true });
  const refused = await raw(guest, `mutation($input: [NotificationPreferenceInput!]!) { update_user_notification_preferences(input: $input) { event_id } }`, {
    input: [{ event_id: critical.event_id, email: false, sms: false }],
  });
  expect(refused.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'VALIDATION', key: 'notification_not_editable' });
  // even a choice stored before the event became critical does not count
  await app.db.knex('account_notification_setting').insert({ account_id: guestId, event_id: critical.event_id, email: false, sms: false });

  const { booking_id: id, booking_status } = await book(app.fx.spaceA1.id, 2, 9, 12);
  expect(booking_status).toBe('PENDING');
  await gql(host, CANCEL, { id });
  expect(await notes(guestId, id)).toEqual([expect.objectContaining({ event_name: 'cancelled_by_host_without_refund', event_type: 'NOTIFICATION' })]);
  expect(await outbox(guestId, 'EMAIL', 'booking.cancelled_by_host_without_refund')).toHaveLength(1);
  expect(await outbox(guestId, 'SMS', 'booking.cancelled_by_host_without_refund')).toEqual([expect.objectContaining({ recipient: GUEST_PHONE, body_text: expect.stringContaining(`#${id}`) })]);
  // the host who cancelled is not told about its own cancellation
  expect((await notes(app.fx.vendorId, id)).map((n) => n.event_name)).not.toContain('cancelled_by_host_without_refund');
});
