/**
 * Every event family reaches the right accounts, in the notification centre and by the channels their
 * settings allow (real app, real database): cancellations with the SMS toggle, an answered request
 * settling the host's action, payout failure, organisation banned, space activated, team invitation.
 */
import { recomputeHostRating } from '../../jobs/handlers/rating';
import { startTestApp, type TestApp } from '../../test/api/testApp';
import { applyPayoutResult } from '../booking/payments';
import { insertUnpaidBooking } from '../payments/testing';

let app: TestApp;
type Body = { data?: any; errors?: Array<{ message: string }> };
async function gql(token: string, query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const body = (await app.graphql(query, variables, { token, endpoint: 'authenticated' })).body as Body;
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}
const notes = (accountId: number, event: string) =>
  app.db.knex('notification').where({ account_id: accountId, event_name: event }).orderBy('event_notification_id').select('event_notification_id', 'event_status', 'event_type', 'venue_id', 'booking_id', 'payload');
const outbox = (accountId: number, channel: 'EMAIL' | 'SMS', template: string) =>
  app.db.knex('outbox_message').where({ account_id: accountId, channel, template }).select('recipient', 'body_text', 'sent_at');

const HOST_PHONE = '+31611112222';
let host: string;
let guest: string;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  const { knex } = app.db;
  host = app.token(app.fx.vendorId, 'VENDOR');
  guest = app.token(app.fx.bookerId);
  admin = app.token(app.fx.adminId, 'BOOKER', true);
  await knex('account').where('account_id', app.fx.vendorId).update({ phone: HOST_PHONE, is_phone_verified: true, locale: 'nl' });
}, 60_000);
afterAll(() => app?.close());

describe('cancellations: the SMS toggle in the settings takes effect', () => {
  const CANCEL = `mutation($id: Int!) { booking_cancelling(booking_id: $id, cancellation_reason: "Plannen gewijzigd") { booking_status } }`;
  const SETTINGS = `{ get_system_notifications { event_id name sms is_editable } }`;
  const SAVE = `mutation($input: [NotificationPreferenceInput!]!) { update_user_notification_preferences(input: $input) { event_id sms } }`;

  test('SMS off (default): the host gets the notification and an e-mail, no SMS; switched on: an SMS too', async () => {
    const first = await insertUnpaidBooking(app.db.knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceA1.id });
    await gql(guest, CANCEL, { id: first.bookingId });
    const n1 = (await notes(app.fx.vendorId, 'cancelled_by_customer')).filter((n) => n.booking_id === first.bookingId);
    expect(n1).toEqual([expect.objectContaining({ event_type: 'NOTIFICATION', venue_id: app.fx.venueA.id })]);
    expect(await outbox(app.fx.vendorId, 'EMAIL', 'booking.cancelled_by_customer')).toHaveLength(1);
    expect(await outbox(app.fx.vendorId, 'SMS', 'booking.cancelled_by_customer')).toHaveLength(0);

    const setting = (await gql(host, SETTINGS)).get_system_notifications.find((s: any) => s.name === 'cancelled_by_customer');
    expect(setting).toMatchObject({ sms: false, is_editable: true });
    await gql(host, SAVE, { input: [{ event_id: setting.event_id, email: false, sms: true }] });

    const second = await insertUnpaidBooking(app.db.knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceA1.id });
    await gql(guest, CANCEL, { id: second.bookingId });
    const sms = await outbox(app.fx.vendorId, 'SMS', 'booking.cancelled_by_customer');
    expect(sms).toEqual([expect.objectContaining({ recipient: HOST_PHONE, body_text: expect.stringContaining(`#${second.bookingId}`), sent_at: null })]);
    expect(await outbox(app.fx.vendorId, 'EMAIL', 'booking.cancelled_by_customer')).toHaveLength(1); // e-mail switched off now
    expect((await notes(app.fx.vendorId, 'cancelled_by_customer')).map((n) => n.booking_id)).toContain(second.bookingId);
  });
});

describe('requests', () => {
  test('approving a request tells the guest and marks the host\'s action PERFORMED', async () => {
    const req = await insertUnpaidBooking(app.db.knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceA2.id, orderState: 'HOST_APPROVAL' });
    await app.db.knex('booking').where('booking_id', req.bookingId).update({ booking_type: 'MANUAL' });
    await app.db.knex('notification').insert({ account_id: app.fx.vendorId, venue_id: app.fx.venueA.id, booking_id: req.bookingId, event_name: 'request_created', event_type: 'ACTION' });
    await gql(host, `mutation($id: Int!) { booking_approve(booking_id: $id) { booking_id } }`, { id: req.bookingId });
    expect((await notes(app.fx.bookerId, 'request_approved')).filter((n) => n.booking_id === req.bookingId)).toEqual([expect.objectContaining({ event_status: 'ACTIVE', venue_id: null })]);
    expect((await notes(app.fx.vendorId, 'request_created')).filter((n) => n.booking_id === req.bookingId).map((n) => n.event_status)).toEqual(['PERFORMED']);
  });
});

describe('host-side events', () => {
  test('payout failure: the owner hears it in the centre, by e-mail and (system-critical) by SMS', async () => {
    const { knex } = app.db;
    const b = await insertUnpaidBooking(knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceA1.id, startInDays: -3 });
    await knex('booking').where('booking_id', b.bookingId).update({ booking_status: 'PASSED' });
    await knex('booking_order').where('order_id', b.orderId).update({ order_state: 'PAYOUT_PENDING' });
    const r = await knex.transaction((trx) => applyPayoutResult(trx, { bookingId: b.bookingId, status: 'FAILED' }));
    expect(r).toEqual({ changed: true });
    expect((await notes(app.fx.vendorId, 'payout_failure')).filter((n) => n.booking_id === b.bookingId))
      .toEqual([expect.objectContaining({ event_type: 'ACTION', venue_id: app.fx.venueA.id })]);
    expect(await outbox(app.fx.vendorId, 'EMAIL', 'notification.payout_failure')).toEqual([expect.objectContaining({ body_text: expect.stringContaining(`#${b.bookingId}`) })]);
    expect(await outbox(app.fx.vendorId, 'SMS', 'notification.payout_failure')).toEqual([expect.objectContaining({ recipient: HOST_PHONE })]);
    // the guest is not told
    expect(await notes(app.fx.bookerId, 'payout_failure')).toEqual([]);
  });

  test('space activated by staff review: owner and venue manager hear it, with a link to the space', async () => {
    await gql(admin, `mutation($s: Int!) { approve_space(space_id: $s) { space_id } }`, { s: app.fx.spaceA2.id });
    for (const id of [app.fx.vendorId, app.fx.memberId]) {
      expect(await notes(id, 'space_activated')).toEqual([expect.objectContaining({ venue_id: app.fx.venueA.id, payload: expect.objectContaining({ space_id: app.fx.spaceA2.id }) })]);
    }
    const listed = (await gql(host, `{ get_notifications { event_name space_id space_name } }`)).get_notifications.find((n: any) => n.event_name === 'space_activated');
    expect(listed).toMatchObject({ space_id: app.fx.spaceA2.id, space_name: expect.any(String) });
  });

  test('organisation banned at rating 0: everyone of the organisation hears it once', async () => {
    const { knex } = app.db;
    for (let i = 0; i < 5; i++) {
      const b = await insertUnpaidBooking(knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceA2.id, orderState: 'HOST_APPROVAL' });
      await knex('booking_history').insert({ booking_id: b.bookingId, to_status: 'DECLINED', history_label: 'DECLINED_BY_HOST' });
    }
    const r = await recomputeHostRating(knex, app.fx.organisationId);
    expect(r?.is_banned).toBe(true);
    await recomputeHostRating(knex, app.fx.organisationId); // already banned: no second notice
    expect(await notes(app.fx.vendorId, 'organisation_banned')).toEqual([expect.objectContaining({ event_type: 'SYSTEM' })]);
    expect(await notes(app.fx.memberId, 'organisation_banned')).toHaveLength(1);
    expect(await outbox(app.fx.vendorId, 'SMS', 'notification.organisation_banned')).toHaveLength(1);
    await knex('organisation').where('organisation_id', app.fx.organisationId).update({ is_banned: false, organisation_rating: 10 });
  });

  test('team invitation: an existing account sees it in its centre; the invitation mail is the only mail', async () => {
    const [{ account_id: invitee }] = await app.db.knex('account').insert({ email: 'nieuwe-collega@example.nl', first_name: 'Nina', account_state: 'BOOKER' }).returning('account_id');
    await gql(host, `mutation { send_teammate_invitations(emails: ["nieuwe-collega@example.nl"], team_role: CLEANER) { email } }`);
    expect(await notes(invitee, 'team_invitation')).toEqual([expect.objectContaining({ event_type: 'ACTION', payload: expect.objectContaining({ organisation_id: app.fx.organisationId }) })]);
    expect(await app.db.knex('outbox_message').where({ account_id: invitee, channel: 'EMAIL' }).pluck('template')).toEqual(['team.invitation']);
  });
});
