/**
 * Change requests on a paid booking, end to end through GraphQL + iDEAL test checkout + webhook:
 * a second change is priced from the terms in force (main + the approved/paid change) and its
 * CHANGE order holds exactly the new difference; an open unpaid CHANGE order is closed when a newer
 * change is approved or the booking is cancelled.
 */
import { startTestApp, type TestApp } from '../../../test/api/testApp';

let app: TestApp;
const base = new Date(Date.UTC(2031, 2, 3, 0, 0, 0)); // a Monday far ahead
const at = (h: number) => new Date(base.getTime() + h * 3600_000).toISOString();
const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

type Gql = { data?: any; errors?: unknown[] };
const gql = async (token: string, query: string, variables: Record<string, unknown> = {}): Promise<Gql> =>
  (await app.graphql(query, variables, { token, endpoint: 'authenticated' })).body as Gql;
function ok<T = any>(r: Gql, field: string): T {
  if (r.errors) throw new Error(`${field}: ${JSON.stringify(r.errors)}`);
  return r.data[field];
}
const PAY = `mutation($id: Int!) { create_booking_payment(booking_id: $id) { payment_id provider_payment_id checkout_url amount } }`;
const CREATE_CR = `mutation($id: Int!, $input: ChangeRequestInput!) { create_change_request(booking_id: $id, input: $input) { change_request_id price_difference services { service_id quantity } } }`;
const APPROVE = `mutation($id: Int!) { approve_change_request(change_request_id: $id) { booking_id booking_status order_state } }`;
const checkout = (url: string) =>
  app.request(new URL(url).pathname, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=pay&issuer=ING' });
const webhook = (id: string) => app.request('/api/payments/webhook', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `id=${id}` });

let guest: string;
let host: string;
let admin: string;
let coffee: number;

type Services = Array<{ service_id: number; quantity: number }>;
async function book(start: number, end: number, attendees = 4, services: Services = []): Promise<number> {
  const r = await gql(guest, `mutation($input: SpaceBookingInput!) { create_booking(input: $input) { booking_id } }`, {
    input: { space_id: app.fx.spaceA1.id, slot_start: at(start), slot_end: at(end), attendees, services, terms_accepted: true },
  });
  return ok(r, 'create_booking').booking_id;
}
async function pay(id: number): Promise<number> {
  const p = ok(await gql(guest, PAY, { id }), 'create_booking_payment');
  expect((await checkout(p.checkout_url)).status).toBe(303);
  expect((await webhook(p.provider_payment_id)).status).toBe(200);
  return p.amount;
}
async function change(id: number, input: Record<string, unknown>) {
  const cr = ok(await gql(guest, CREATE_CR, { id, input }), 'create_change_request');
  ok(await gql(host, APPROVE, { id: cr.change_request_id }), 'approve_change_request');
  return cr as { change_request_id: number; price_difference: number; services: Services };
}
const ordersOf = (id: number) => app.db.knex('booking_order').where({ booking_id: id }).orderBy('order_id');
const priceOf = async (id: number) => (await ordersOf(id))[0].order_total as number;

beforeAll(async () => {
  app = await startTestApp();
  const { knex } = app.db;
  const fx = app.fx;
  await knex('working_time').where('venue_id', fx.venueA.id).del();
  await knex('working_time').insert([1, 2, 3, 4, 5, 6, 7].map((d) => ({ venue_id: fx.venueA.id, week_day: d, open_time: 0, close_time: 1440 })));
  await knex('space').where('space_id', fx.spaceA1.id).update({ book_before_min_th: 0, book_before_max_th: null, booking_limit: 0, preparation_time: 0, service_break: 0, cancellation_th: 48 });
  const sys = await knex('system_service').where('system_service_key', 'self_service_beverages').first('system_service_id');
  const [vs] = await knex('venue_service').insert({ venue_id: fx.venueA.id, system_service_id: sys.system_service_id, order_type: 'per_person', price: 382, price_net: 350, vat_rate: 9, is_on_demand: true }).returning('venue_service_id');
  const [ss] = await knex('space_service').insert({ space_id: fx.spaceA1.id, venue_service_id: vs.venue_service_id, is_on_demand: true }).returning('space_service_id');
  coffee = ss.space_service_id;
  const [row] = await knex('account').insert({ email: `change-requests-${Date.now()}@example.nl`, first_name: 'Gast', last_name: 'Wijziging', account_state: 'BOOKER' }).returning('account_id');
  guest = app.token(row.account_id, 'BOOKER');
  host = app.token(fx.vendorId, 'VENDOR');
  admin = app.token(fx.adminId, 'BOOKER', true);
});
afterAll(async () => {
  warn.mockRestore();
  await app.close();
});

describe('a second change request on a paid booking', () => {
  it('is priced against what the guest has already been charged (main + the paid first change)', async () => {
    const id = await book(9, 11);
    const mainPaid = await pay(id);

    // change 1 adds coffee; approved and its difference paid
    const cr1 = await change(id, { services: [{ service_id: coffee, quantity: 4 }] });
    expect(cr1.price_difference).toBeGreaterThan(0);
    expect(await pay(id)).toBe(cr1.price_difference);

    // change 2 only asks for more attendees: the coffee of change 1 stays part of the terms
    const cr2 = ok(await gql(guest, CREATE_CR, { id, input: { attendees: 6 } }), 'create_change_request');
    expect(cr2.services).toEqual([{ service_id: coffee, quantity: 4 }]);
    // what the new terms cost when booked directly (one week later), minus what was charged
    const reference = await priceOf(await book(7 * 24 + 9, 7 * 24 + 11, 6, [{ service_id: coffee, quantity: 4 }]));
    const expected = reference - mainPaid - cr1.price_difference;
    expect(expected).toBeGreaterThan(0);
    expect(cr2.price_difference).toBe(expected);
    ok(await gql(host, APPROVE, { id: cr2.change_request_id }), 'approve_change_request');

    const [main, first, second] = await ordersOf(id);
    expect(main).toMatchObject({ order_kind: 'BOOKING', order_state: 'PAID', order_total: mainPaid });
    expect(first).toMatchObject({ order_kind: 'CHANGE', order_state: 'PAID', order_total: cr1.price_difference, total_paid: cr1.price_difference });
    expect(second).toMatchObject({ order_kind: 'CHANGE', order_state: 'PAYMENT_PENDING', order_total: expected, total_paid: 0 });
    const stored = await app.db.knex('booking_change_request').where('change_request_id', cr2.change_request_id).first('price_difference', 'status');
    expect(stored).toEqual({ price_difference: expected, status: 'APPROVED' });
    expect(await pay(id)).toBe(expected);
  });
});

describe('an open unpaid CHANGE order is closed', () => {
  it('when a newer change request is approved: the newer one holds the difference to the paid orders only', async () => {
    const id = await book(2 * 24 + 9, 2 * 24 + 11);
    const mainPaid = await pay(id);
    const cr1 = await change(id, { slot_end: at(2 * 24 + 13) });
    expect(cr1.price_difference).toBeGreaterThan(0);
    const cr2 = await change(id, { slot_end: at(2 * 24 + 17) });

    const [, first, second] = await ordersOf(id);
    expect(first).toMatchObject({ order_kind: 'CHANGE', order_state: 'EXPIRED', total_paid: 0 });
    const reference = await priceOf(await book(9 * 24 + 9, 9 * 24 + 17));
    expect(second).toMatchObject({ order_kind: 'CHANGE', order_state: 'PAYMENT_PENDING', order_total: reference - mainPaid });
    expect(cr2.price_difference).toBe(reference - mainPaid);
    // the guest now pays the newer difference only
    expect(await pay(id)).toBe(reference - mainPaid);
    expect((await ordersOf(id)).map((o) => o.order_state)).toEqual(['PAID', 'EXPIRED', 'PAID']);
  });

  it('when the booking is cancelled', async () => {
    const id = await book(3 * 24 + 9, 3 * 24 + 11);
    await pay(id);
    await change(id, { slot_end: at(3 * 24 + 13) });
    expect((await ordersOf(id))[1]).toMatchObject({ order_kind: 'CHANGE', order_state: 'PAYMENT_PENDING' });
    const cancelled = ok(await gql(admin, `mutation($id: Int!) { booking_cancelling(booking_id: $id, cancellation_reason: "support") { booking_status order_state } }`, { id }), 'booking_cancelling');
    expect(cancelled.booking_status).toBe('CANCELLED');
    const [main, extra] = await ordersOf(id);
    expect(extra).toMatchObject({ order_kind: 'CHANGE', order_state: main.order_state, total_paid: 0 });
    expect(['CLOSED_BY_CUSTOMER', 'CLOSED_BY_HOST', 'EXPIRED']).toContain(extra.order_state);
    // nothing is left to pay
    expect((await gql(guest, PAY, { id })).errors).toBeDefined();
  });
});

describe('preview_change_request', () => {
  const PREVIEW = `query($id: Int!, $input: ChangeRequestInput!) { preview_change_request(booking_id: $id, input: $input) { slot_start slot_end attendees price_difference ts_expires } }`;

  it('tells the difference create_change_request will store, and stores nothing', async () => {
    const id = await book(4 * 24 + 9, 4 * 24 + 11);
    await pay(id);
    const input = { slot_end: at(4 * 24 + 13), attendees: 6 };
    const preview = ok(await gql(guest, PREVIEW, { id, input }), 'preview_change_request');
    expect(preview).toMatchObject({ slot_start: at(4 * 24 + 9), slot_end: at(4 * 24 + 13), attendees: 6 });
    expect(preview.price_difference).toBeGreaterThan(0);
    expect(new Date(preview.ts_expires).getTime()).toBeGreaterThan(Date.now());
    expect(await app.db.knex('booking_change_request').where('booking_id', id)).toHaveLength(0);
    expect(await app.db.knex('booking').where('booking_id', id).first('booking_end')).toEqual({ booking_end: new Date(at(4 * 24 + 11)) });

    const cr = ok(await gql(guest, CREATE_CR, { id, input }), 'create_change_request');
    expect(cr.price_difference).toBe(preview.price_difference);
    // one open request at a time: the preview says so as well
    const again = await gql(guest, PREVIEW, { id, input: { attendees: 3 } });
    expect((again.errors as any)?.[0]?.extensions?.response?.body?.key).toBe('change_request_pending');
  });

  it('shows a refund as a negative difference', async () => {
    const id = await book(5 * 24 + 9, 5 * 24 + 13);
    await pay(id);
    const preview = ok(await gql(guest, PREVIEW, { id, input: { slot_end: at(5 * 24 + 11) } }), 'preview_change_request');
    expect(preview.price_difference).toBeLessThan(0);
  });
});

describe('the proposal by name', () => {
  const HOST_VIEW = `query($id: Int!) { specific_booking(id: $id) { change_requests {
    configuration_id configuration { configuration_id configuration_type max_guests } services { service_id quantity service_name order_type }
  } } }`;
  const IN_FORCE = `query($id: Int!) { specific_booking(id: $id) {
    configuration { configuration_type max_guests } services_in_force { service_id quantity service_name order_type }
  } }`;

  it('names the proposed layout and services (with quantity and order type) in the language of the request, next to those in force', async () => {
    const id = await book(11 * 24 + 9, 11 * 24 + 11, 4, [{ service_id: coffee, quantity: 4 }]);
    await pay(id);
    const standard = await app.db.knex('space_configuration').where({ space_id: app.fx.spaceA1.id, is_default: true }).first('configuration_type', 'max_guests');
    const [layout] = await app.db.knex('space_configuration')
      .insert({ space_id: app.fx.spaceA1.id, configuration_type: 'u-shape', is_default: false, min_guests: 2, max_guests: 12, configuration_price: 0 })
      .returning('configuration_id');
    ok(await gql(guest, CREATE_CR, { id, input: { attendees: 6, configuration_id: layout.configuration_id, services: [{ service_id: coffee, quantity: 6 }] } }), 'create_change_request');
    const names = await app.db.knex('system_service').where('system_service_key', 'self_service_beverages').first('system_service_name_nl', 'system_service_name_en');
    expect(names.system_service_name_nl).not.toBe(names.system_service_name_en);

    for (const [locale, name] of [['nl', names.system_service_name_nl], ['en', names.system_service_name_en]] as const) {
      const r = (await app.graphql(HOST_VIEW, { id }, { token: host, endpoint: 'authenticated', locale })).body as Gql;
      const [cr] = ok(r, 'specific_booking').change_requests;
      expect(cr).toEqual({
        configuration_id: layout.configuration_id,
        configuration: { configuration_id: layout.configuration_id, configuration_type: 'u-shape', max_guests: 12 },
        services: [{ service_id: coffee, quantity: 6, service_name: name, order_type: 'PER_PERSON' }],
      });
      // what the booking has until the host approves
      const inForce = ok((await app.graphql(IN_FORCE, { id }, { token: host, endpoint: 'authenticated', locale })).body as Gql, 'specific_booking');
      expect(inForce).toEqual({ configuration: standard, services_in_force: [{ service_id: coffee, quantity: 4, service_name: name, order_type: 'PER_PERSON' }] });
    }
    const [cr] = ok(await gql(host, HOST_VIEW, { id }), 'specific_booking').change_requests;
    expect(cr.configuration_id).toBe(layout.configuration_id);
    const pending = await app.db.knex('booking_change_request').where('booking_id', id).first('change_request_id');
    ok(await gql(host, APPROVE, { id: pending.change_request_id }), 'approve_change_request');
    expect(ok(await gql(host, IN_FORCE, { id }), 'specific_booking')).toEqual({
      configuration: { configuration_type: 'u-shape', max_guests: 12 },
      services_in_force: [{ service_id: coffee, quantity: 6, service_name: names.system_service_name_nl, order_type: 'PER_PERSON' }],
    });
  });

  it('keeps the ids of a layout or service removed since, without a name', async () => {
    const id = await book(12 * 24 + 9, 12 * 24 + 11);
    await pay(id);
    const [layout] = await app.db.knex('space_configuration')
      .insert({ space_id: app.fx.spaceA1.id, configuration_type: 'circle', is_default: false, min_guests: 2, max_guests: 30, configuration_price: 0 })
      .returning('configuration_id');
    ok(await gql(guest, CREATE_CR, { id, input: { configuration_id: layout.configuration_id } }), 'create_change_request');
    // the stored proposal names a service that no longer exists
    await app.db.knex('booking_change_request').where('booking_id', id).update({ services: JSON.stringify([{ service_id: 999_999, quantity: 2 }]) });
    await app.db.knex('space_configuration').where('configuration_id', layout.configuration_id).del();
    const [cr] = ok(await gql(host, HOST_VIEW, { id }), 'specific_booking').change_requests;
    expect(cr).toEqual({ configuration_id: layout.configuration_id, configuration: null, services: [{ service_id: 999_999, quantity: 2, service_name: null, order_type: null }] });
  });
});
