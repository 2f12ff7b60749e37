/**
 * The notification centre and the day overview over HTTP against the real database: each account
 * sees, reads and deletes only its own notifications; a venue filter only for a venue the caller may
 * see; the day overview lists a day's bookings with attendees, slot and what to prepare.
 */
import { startTestApp, type TestApp } from '../../test/api/testApp';

let app: TestApp;
let guest: string;
let otherGuest: string;
let host: string;
let member: string;
let cleaner: string;

type Body = { data?: any; errors?: Array<{ message: string; extensions?: Record<string, any> }> };
async function gql(token: string, query: string, variables: Record<string, unknown> = {}, locale = 'NL'): Promise<Body> {
  return (await app.graphql(query, variables, { token, endpoint: 'authenticated', locale })).body as Body;
}
const codeOf = (b: Body) => b.errors?.[0]?.extensions?.response?.body?.status_code ?? b.errors?.[0]?.extensions?.status_code;

const LIST = `query($venue_id: Int) { get_notifications(venue_id: $venue_id) { event_notification_id event_name event_type event_status is_read venue_id venue_name booking_id space_id space_name ts_created } }`;
const READ = `mutation($ids: [Int!]!) { read_notification(event_notification_ids: $ids) { event_notification_id is_read } }`;
const CLEAR = `mutation($venue_id: Int) { clear_all_notifications(venue_id: $venue_id) }`;
const DELETE = `mutation($id: Int!) { delete_notification(id: $id) }`;
const DAY = `query($date: String!, $venue_id: Int) { get_day_overview(date: $date, venue_id: $venue_id) { booking_id attendees slot_start slot_end space_name venue_name booking_status order_items { type name quantity } } }`;

beforeAll(async () => {
  app = await startTestApp();
  const { knex } = app.db;
  const fx = app.fx;
  guest = app.token(fx.bookerId);
  otherGuest = app.token(fx.otherBookerId);
  host = app.token(fx.vendorId, 'VENDOR');
  member = app.token(fx.memberId, 'VENDOR');
  const [{ account_id: cleanerId }] = await knex('account').insert({ email: 'schoonmaak@example.nl', first_name: 'Cas', account_state: 'VENDOR' }).returning('account_id');
  await knex('team_member').insert({ organisation_id: fx.organisationId, account_id: cleanerId, email: 'schoonmaak@example.nl', team_role: 'CLEANER', invitation_status: 'ACCEPTED' });
  cleaner = app.token(cleanerId, 'VENDOR');
  // the host's notification about the guest's paid booking, for venue A
  await knex('notification').insert({ account_id: fx.vendorId, venue_id: fx.venueA.id, booking_id: fx.bookings.paid, event_name: 'order_paid', event_type: 'NOTIFICATION' });
}, 60_000);
afterAll(() => app?.close());

describe('get_notifications', () => {
  test('lists only the caller\'s own notifications, newest first, with links to booking and space', async () => {
    const mine = (await gql(guest, LIST)).data.get_notifications;
    const theirs = (await gql(otherGuest, LIST)).data.get_notifications;
    const own = await app.db.knex('notification').where({ account_id: app.fx.bookerId, is_deleted: false }).pluck('event_notification_id');
    expect(mine.map((n: any) => n.event_notification_id).sort()).toEqual(own.sort());
    expect(theirs.map((n: any) => n.event_notification_id)).not.toEqual(expect.arrayContaining([own[0]]));
    const hostList = (await gql(host, LIST)).data.get_notifications;
    expect(hostList[0]).toMatchObject({ event_name: 'order_paid', booking_id: app.fx.bookings.paid, venue_id: app.fx.venueA.id, venue_name: expect.any(String), space_id: app.fx.spaceA1.id, space_name: expect.any(String) });
  });

  test('a venue filter works for the host and its team, and is NOT_FOUND for a venue the caller may not see', async () => {
    expect((await gql(host, LIST, { venue_id: app.fx.venueA.id })).data.get_notifications.map((n: any) => n.venue_id)).toEqual([app.fx.venueA.id]);
    expect((await gql(member, LIST, { venue_id: app.fx.venueA.id })).data.get_notifications).toEqual([]);
    expect(codeOf(await gql(guest, LIST, { venue_id: app.fx.venueA.id }))).toBe(404);
    expect(codeOf(await gql(otherGuest, `mutation($v: Int) { clear_all_notifications(venue_id: $v) }`, { v: app.fx.venueA.id }))).toBe(404);
  });
});

describe('read, delete, clear', () => {
  test('read_notification marks the caller\'s notifications read; another account\'s id is NOT_FOUND and changes nothing', async () => {
    const { knex } = app.db;
    const [mine] = await knex('notification').where({ account_id: app.fx.bookerId, is_read: false, is_deleted: false }).pluck('event_notification_id');
    const [theirs] = await knex('notification').where({ account_id: app.fx.otherBookerId, is_read: false }).pluck('event_notification_id');
    const refused = await gql(guest, READ, { ids: [mine, theirs] });
    expect(codeOf(refused)).toBe(404);
    expect(await knex('notification').whereIn('event_notification_id', [mine, theirs]).pluck('is_read')).toEqual([false, false]);
    const ok = await gql(guest, READ, { ids: [mine] });
    expect(ok.data.read_notification).toEqual([{ event_notification_id: mine, is_read: true }]);
  });

  test('delete_notification removes one of the caller\'s own; another account\'s is NOT_FOUND', async () => {
    const { knex } = app.db;
    const [theirs] = await knex('notification').where({ account_id: app.fx.otherBookerId }).pluck('event_notification_id');
    expect(codeOf(await gql(guest, DELETE, { id: theirs }))).toBe(404);
    expect((await knex('notification').where('event_notification_id', theirs).first()).is_deleted).toBe(false);
    const [mine] = await knex('notification').where({ account_id: app.fx.bookerId, is_deleted: false }).pluck('event_notification_id');
    expect((await gql(guest, DELETE, { id: mine })).data.delete_notification).toBe(true);
    expect((await gql(guest, LIST)).data.get_notifications.map((n: any) => n.event_notification_id)).not.toContain(mine);
    expect(codeOf(await gql(guest, DELETE, { id: mine }))).toBe(404);
  });

  test('clear_all_notifications deletes all of the caller\'s notifications and no one else\'s', async () => {
    const { knex } = app.db;
    const othersBefore = await knex('notification').whereNot('account_id', app.fx.bookerId).where('is_deleted', false).count({ n: '*' });
    const left = await knex('notification').where({ account_id: app.fx.bookerId, is_deleted: false }).count({ n: '*' });
    expect((await gql(guest, CLEAR)).data.clear_all_notifications).toBe(Number(left[0]!.n));
    expect((await gql(guest, LIST)).data.get_notifications).toEqual([]);
    expect(await knex('notification').whereNot('account_id', app.fx.bookerId).where('is_deleted', false).count({ n: '*' })).toEqual(othersBefore);
  });
});

describe('get_day_overview', () => {
  let date: string;
  let cateringService: { system_service_name_nl: string; system_service_name_en: string };
  beforeAll(async () => {
    const { knex } = app.db;
    const booking = await knex('booking').where('booking_id', app.fx.bookings.paid).first('booking_start', 'space_id', 'attendees');
    date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(booking.booking_start));
    const catering = await knex('system_service').where('system_service_type', 'CATERING').orderBy('position').first('system_service_id', 'system_service_name_nl', 'system_service_name_en');
    const [{ venue_service_id }] = await knex('venue_service').insert({ venue_id: app.fx.venueA.id, system_service_id: catering.system_service_id, is_enabled: true, price: 1250, price_net: 1032, vat_rate: 9 }).returning('venue_service_id');
    const [{ space_service_id }] = await knex('space_service').insert({ space_id: booking.space_id, venue_service_id, is_enabled: true }).returning('space_service_id');
    const order = await knex('booking_order').where('booking_id', app.fx.bookings.paid).first('order_id');
    await knex('booking_order_item').insert([
      { order_id: order.order_id, item_type: 'SPACE', name: 'Zaal A1', quantity: 1, unit_price: 30000, vat_rate: 21, total_net: 30000, total_vat: 6300, total: 36300 },
      { order_id: order.order_id, item_type: 'SERVICE', space_service_id, name: catering.system_service_name_nl, quantity: 12, unit_price: 1250, vat_rate: 9, total_net: 13762, total_vat: 1238, total: 15000 },
      { order_id: order.order_id, item_type: 'SERVICE_FEE', name: 'Servicekosten', quantity: 1, unit_price: 3000, vat_rate: 21, total_net: 2479, total_vat: 521, total: 3000 },
    ]);
    cateringService = catering;
  });

  test('lists the day\'s bookings with attendees, slot and items by type, name and quantity (no fee), in the caller\'s language', async () => {
    const catering = cateringService;
    const nl = (await gql(host, DAY, { date, venue_id: app.fx.venueA.id })).data.get_day_overview;
    const paid = nl.find((b: any) => b.booking_id === app.fx.bookings.paid);
    expect(paid).toMatchObject({ attendees: expect.any(Number), booking_status: 'PAID', slot_start: expect.stringMatching(/Z$/), slot_end: expect.stringMatching(/Z$/) });
    expect(paid.order_items).toEqual([
      { type: 'SPACE', name: 'Zaal A1', quantity: 1 },
      { type: 'CATERING', name: catering.system_service_name_nl, quantity: 12 },
    ]);
    const en = (await gql(host, DAY, { date, venue_id: app.fx.venueA.id }, 'EN')).data.get_day_overview;
    expect(en.find((b: any) => b.booking_id === app.fx.bookings.paid).order_items[1]).toEqual({ type: 'CATERING', name: catering.system_service_name_en, quantity: 12 });
  });

  test('a cleaner of the team sees it; a guest is refused; another host gets nothing of this venue', async () => {
    expect((await gql(cleaner, DAY, { date })).data.get_day_overview.map((b: any) => b.booking_id)).toContain(app.fx.bookings.paid);
    expect(codeOf(await gql(guest, DAY, { date }))).toBe(403);
    // the fixtures' second organisation belongs to this account: a host of its own
    await app.db.knex('account').where('account_id', app.fx.otherBookerId).update({ account_state: 'VENDOR' });
    const otherHost = app.token(app.fx.otherBookerId, 'VENDOR');
    expect((await gql(otherHost, DAY, { date })).data.get_day_overview.map((b: any) => b.booking_id)).not.toContain(app.fx.bookings.paid);
    expect(codeOf(await gql(otherHost, DAY, { date, venue_id: app.fx.venueA.id }))).toBe(404);
  });

  test('another day is empty; a malformed date is a FIELD_VALIDATION', async () => {
    expect((await gql(host, DAY, { date: '2020-01-01' })).data.get_day_overview).toEqual([]);
    const bad = await gql(host, DAY, { date: '2020-13-45' });
    expect(bad.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'invalid_date' });
  });
});
