/**
 * Over HTTP against the real database: the extra CHANGE order of an approved change request on a
 * paid booking is paid through create_booking_payment + the test iDEAL checkout + webhook; a host
 * cancellation of that booking refunds everything paid through the provider (due within 48 h);
 * and every booking violation key of the spec comes back from create_booking.
 */
import type { Knex } from 'knex';
import { handleRefund } from '../../jobs/handlers/refund';
import { startTestApp, type TestApp } from '../../test/api/testApp';

let app: TestApp;
let seq = 0;
const base = new Date(Date.UTC(2031, 0, 6, 0, 0, 0)); // a Monday far ahead (01:00 in Amsterdam)
const at = (h: number) => new Date(base.getTime() + h * 3600_000).toISOString();
const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

type Gql = { data?: any; errors?: Array<{ extensions?: any }> };
const gql = async (token: string, query: string, variables: Record<string, unknown> = {}): Promise<Gql> =>
  (await app.graphql(query, variables, { token, endpoint: 'authenticated' })).body as Gql;
const errorOf = (r: Gql) => r.errors?.[0]?.extensions?.response?.body as { error_type: string; key: string; meta: any } | undefined;
function ok<T = any>(r: Gql, field: string): T {
  if (r.errors) throw new Error(`${field}: ${JSON.stringify(r.errors)}`);
  return r.data[field];
}
async function newGuest(): Promise<{ id: number; token: string }> {
  const [row] = await app.db.knex('account').insert({ email: `gaps-${++seq}-${Date.now()}@example.nl`, first_name: 'Gast', last_name: 'Test', account_state: 'BOOKER' }).returning('account_id');
  return { id: row.account_id, token: app.token(row.account_id, 'BOOKER') };
}
const CREATE = `mutation($input: SpaceBookingInput!) { create_booking(input: $input) { booking_id booking_status order_state } }`;
const create = (token: string, input: Record<string, unknown>) => gql(token, CREATE, { input: { attendees: 4, terms_accepted: true, ...input } });
const SPECIFIC = `query($id: Int!) { specific_booking(id: $id) { booking_id booking_status slot_end order { order_id order_total total_paid } orders { order_id order_kind order_state order_total total_paid refunded_total } booking_history { history_label } } }`;
const specific = async (token: string, id: number) => ok(await gql(token, SPECIFIC, { id }), 'specific_booking');
const PAY = `mutation($id: Int!) { create_booking_payment(booking_id: $id) { payment_id provider_payment_id checkout_url amount } }`;
const checkout = (url: string, action: string) =>
  app.request(new URL(url).pathname, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `action=${action}&issuer=ING` });
const webhook = (id: string) => app.request('/api/payments/webhook', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `id=${id}` });

let host: string;

beforeAll(async () => {
  app = await startTestApp();
  const { knex } = app.db;
  const fx = app.fx;
  await knex('working_time').where('venue_id', fx.venueA.id).del();
  await knex('working_time').insert([1, 2, 3, 4, 5, 6, 7].map((d) => ({ venue_id: fx.venueA.id, week_day: d, open_time: 0, close_time: 1440 })));
  await knex('space').whereIn('space_id', [fx.spaceA1.id, fx.spaceA2.id]).update({
    book_before_min_th: 0, book_before_max_th: null, booking_limit: 0, preparation_time: 0, service_break: 0, cancellation_th: 48, host_approval_th: 24,
  });
  await knex('space').where('space_id', fx.spaceA2.id).update({ space_booking_type: 'DIRECT' });
  // the host may cancel paid bookings (per-account permission)
  await knex('account').where('account_id', fx.vendorId).update({ permissions: knex.raw(`ARRAY['ALLOWED_TO_CANCEL_PAID_BOOKINGS_AS_VENDOR']::text[]`) });
  host = app.token(fx.vendorId, 'VENDOR');
});
afterAll(async () => {
  warn.mockRestore();
  await app.close();
});

describe('paying the difference of an approved change request', () => {
  it('the CHANGE order is paid through iDEAL and the webhook; the host cancels and everything paid is refunded through the provider within 48 h', async () => {
    const guest = await newGuest();
    const { knex } = app.db;
    const id = ok(await create(guest.token, { space_id: app.fx.spaceA1.id, slot_start: at(9), slot_end: at(11) }), 'create_booking').booking_id;
    const first = ok(await gql(guest.token, PAY, { id }), 'create_booking_payment');
    expect((await checkout(first.checkout_url, 'pay')).status).toBe(303);
    expect((await webhook(first.provider_payment_id)).status).toBe(200);
    const paid = await specific(guest.token, id);
    expect(paid.booking_status).toBe('PAID');
    // nothing open: no second payment
    expect(errorOf(await gql(guest.token, PAY, { id }))).toMatchObject({ error_type: 'VALIDATION', key: 'payment_not_possible' });

    const cr = ok(await gql(guest.token, `mutation($id: Int!) { create_change_request(booking_id: $id, input: { slot_end: "${at(13)}" }) { change_request_id price_difference } }`, { id }), 'create_change_request');
    expect(cr.price_difference).toBeGreaterThan(0);
    ok(await gql(host, `mutation($id: Int!) { approve_change_request(change_request_id: $id) { booking_id } }`, { id: cr.change_request_id }), 'approve_change_request');
    const approved = await specific(guest.token, id);
    const change = approved.orders.find((o: { order_kind: string }) => o.order_kind === 'CHANGE');
    expect(change).toMatchObject({ order_state: 'PAYMENT_PENDING', order_total: cr.price_difference, total_paid: 0 });

    // only the guest pays it
    expect(errorOf(await gql((await newGuest()).token, PAY, { id }))).toMatchObject({ error_type: 'FORBIDDEN' });
    const diff = ok(await gql(guest.token, PAY, { id }), 'create_booking_payment');
    expect(diff.amount).toBe(cr.price_difference);
    expect(await knex('payment').where({ payment_id: diff.payment_id }).first('order_id')).toEqual({ order_id: change.order_id });
    // a failed attempt first, then paid
    expect((await checkout(diff.checkout_url, 'fail')).status).toBe(303);
    await webhook(diff.provider_payment_id);
    expect((await specific(guest.token, id)).orders.find((o: { order_kind: string }) => o.order_kind === 'CHANGE').order_state).toBe('PAYMENT_FAILED');
    const retry = ok(await gql(guest.token, PAY, { id }), 'create_booking_payment');
    expect((await checkout(retry.checkout_url, 'pay')).status).toBe(303);
    await webhook(retry.provider_payment_id);
    await webhook(retry.provider_payment_id); // replayed: nothing twice
    const after = await specific(guest.token, id);
    expect(after.booking_status).toBe('PAID');
    expect(after.slot_end).toBe(at(13));
    expect(after.orders.find((o: { order_kind: string }) => o.order_kind === 'CHANGE')).toMatchObject({ order_state: 'PAID', total_paid: cr.price_difference });
    expect(after.order).toMatchObject({ total_paid: paid.order.order_total }); // the main order is untouched
    expect(after.booking_history.at(-1).history_label).toBe('PAID');
    expect(await knex('finance_document').where({ booking_id: id, invoice_type: 'PROOF_OF_PAYMENT' }).pluck('amount')).toEqual([paid.order.order_total, cr.price_difference]);
    expect(errorOf(await gql(guest.token, PAY, { id }))).toMatchObject({ key: 'payment_not_possible' });
    const totalPaid = paid.order.order_total + cr.price_difference;
    expect(ok(await gql(guest.token, `query($id: Int!) { check_refund(booking_id: $id) { refund_total } }`, { id }), 'check_refund')).toEqual({ refund_total: totalPaid });

    // the host cancels: the guest gets everything back, through the provider, due within 48 h
    const before = Date.now();
    const cancelled = ok(await gql(host, `mutation($id: Int!) { booking_cancelling(booking_id: $id, cancellation_reason: "Lekkage") { booking_status order_state display_status booking_history { history_label } } }`, { id }), 'booking_cancelling');
    expect(cancelled).toMatchObject({ booking_status: 'CANCELLED', order_state: 'CLOSED_BY_HOST', display_status: 'CANCELLED_BY_HOST' });
    expect(cancelled.booking_history.at(-1).history_label).toBe('CANCELLED_BY_HOST_WITH_REFUND');
    const refunds = await knex('refund').where({ booking_id: id }).orderBy('refund_id');
    expect(refunds.reduce((s: number, r: { amount: number }) => s + r.amount, 0)).toBe(totalPaid);
    for (const r of refunds) expect(new Date(r.due_at).getTime()).toBeLessThanOrEqual(before + 48 * 3600_000 + 60_000);
    for (const r of refunds) await handleRefund({ refund_id: r.refund_id }, { knex }); // the payments.refund job (idempotent if the worker was first)
    expect(await knex('refund').where({ booking_id: id }).pluck('status')).toEqual(refunds.map(() => 'COMPLETED'));
    const providerRefunds = await knex('test_provider_refund').whereIn('payment_id', knex('payment').where({ booking_id: id }).select('provider_payment_id')).sum('amount as s');
    expect(Number(providerRefunds[0].s)).toBe(totalPaid);
    expect((await specific(guest.token, id)).booking_status).toBe('REFUNDED');
    expect(await knex('finance_document').where({ booking_id: id, invoice_type: 'REFUND' }).count('* as c')).toEqual([{ c: refunds.length }]);
    expect(await knex('notification').where({ booking_id: id, account_id: guest.id, event_name: 'cancelled_by_host_with_refund' }).count('* as c')).toEqual([{ c: 1 }]);
  });
});

describe('booking violations through create_booking', () => {
  let space: number;
  let knex: Knex;
  const slot = (h: number, len = 2) => ({ space_id: space, slot_start: at(h), slot_end: at(h + len) });
  const expectKey = async (input: Record<string, unknown>, key: string, meta?: Record<string, unknown>) => {
    const e = errorOf(await create((await newGuest()).token, input));
    expect(e).toMatchObject({ error_type: 'VALIDATION', key, meta: { hint: expect.any(String), ...(meta ?? {}) } });
  };
  const rules = (patch: Record<string, unknown>) => knex('space').where('space_id', space).update(patch);

  beforeAll(() => {
    space = app.fx.spaceA2.id;
    knex = app.db.knex;
  });

  it('space_not_active, slot_violation, book_before_min/max, working_time_violation, space_not_available', async () => {
    await rules({ is_active: false });
    await expectKey(slot(300), 'space_not_active', { hint: 'choose_other_location' });
    await rules({ is_active: true });
    await expectKey(slot(300, 25), 'slot_violation', { max_hours: 24 });
    await rules({ book_before_min_th: 24 * 365 * 10 });
    await expectKey(slot(300), 'book_before_min', { hours: 24 * 365 * 10 });
    await rules({ book_before_min_th: 0, book_before_max_th: 24 });
    await expectKey(slot(300), 'book_before_max', { hours: 24 });
    await rules({ book_before_max_th: null });
    // open 09:00-17:00 Amsterdam time only
    await knex('working_time').where('venue_id', app.fx.venueA.id).update({ open_time: 9 * 60, close_time: 17 * 60 });
    await expectKey(slot(300 + 17, 2), 'working_time_violation'); // 18:00-20:00
    await knex('working_time').where('venue_id', app.fx.venueA.id).update({ open_time: 0, close_time: 1440 });
    await knex('space_availability').insert({ space_id: space, is_opened: false, slot_from: at(299), slot_to: at(303) });
    await expectKey(slot(300), 'space_not_available');
    await knex('space_availability').where({ space_id: space }).del();
  });

  it('attendees_above_max, daily_booking_limit, mandatory_services_missing, inventory_limits', async () => {
    await expectKey({ ...slot(400), attendees: 9 }, 'attendees_above_max', { max_guests: 8 });
    await rules({ booking_limit: 1 });
    ok(await create((await newGuest()).token, slot(400)), 'create_booking');
    await expectKey(slot(404), 'daily_booking_limit', { limit: 1 });
    await rules({ booking_limit: 0 });

    const sys = async (key: string) => (await knex('system_service').where('system_service_key', key).first('system_service_id')).system_service_id;
    const [coffee] = await knex('venue_service').insert({ venue_id: app.fx.venueA.id, system_service_id: await sys('self_service_beverages'), order_type: 'per_person', price: 382, price_net: 350, vat_rate: 9, is_on_demand: true }).returning('venue_service_id');
    const [flip] = await knex('venue_service').insert({ venue_id: app.fx.venueA.id, system_service_id: await sys('flipover'), order_type: 'per_item', price: 908, price_net: 750, vat_rate: 21, is_on_demand: true, is_inventory_enabled: true, max_inventory: 2 }).returning('venue_service_id');
    const [mandatory] = await knex('space_service').insert({ space_id: space, venue_service_id: coffee.venue_service_id, is_on_demand: true, is_mandatory: true }).returning('space_service_id');
    const [flipLink] = await knex('space_service').insert({ space_id: space, venue_service_id: flip.venue_service_id, is_on_demand: true }).returning('space_service_id');
    await expectKey({ ...slot(410), services: [{ service_id: mandatory.space_service_id, quantity: 0 }] }, 'mandatory_services_missing', { service_ids: [mandatory.space_service_id] });
    await expectKey({ ...slot(410), services: [{ service_id: flipLink.space_service_id, quantity: 3 }] }, 'inventory_limits', { service_id: flipLink.space_service_id, remaining_inventory: 2 });
    // within the limits the booking goes through, with the mandatory service added
    const fine = ok(await create((await newGuest()).token, { ...slot(410), services: [{ service_id: flipLink.space_service_id, quantity: 2 }] }), 'create_booking');
    expect(fine.booking_status).toBe('PENDING');
  });
});
