/**
 * Paying half and getting PAID: the price of a booking does not change while one of its payments is
 * open at the bank (coupon applied/removed, a change request approved), an order is PAID only when
 * everything owed is paid, and a coupon counts as used when the payment settles. End to end through
 * GraphQL + the iDEAL test checkout + the webhook.
 */
import { startTestApp, type TestApp } from '../../../test/api/testApp';
import { processBookingTimers } from '../timers';

let app: TestApp;
const base = new Date(Date.UTC(2031, 4, 5, 0, 0, 0)); // a Monday far ahead
const at = (h: number) => new Date(base.getTime() + h * 3600_000).toISOString();
const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

type Gql = { data?: any; errors?: Array<{ extensions?: any }> };
const gql = async (token: string, query: string, variables: Record<string, unknown> = {}): Promise<Gql> =>
  (await app.graphql(query, variables, { token, endpoint: 'authenticated' })).body as Gql;
function ok<T = any>(r: Gql, field: string): T {
  if (r.errors) throw new Error(`${field}: ${JSON.stringify(r.errors)}`);
  return r.data[field];
}
const errorBody = (r: Gql) => r.errors?.[0]?.extensions?.response?.body;

const CREATE = `mutation($input: SpaceBookingInput!) { create_booking(input: $input) { booking_id } }`;
const PAY = `mutation($id: Int!) { create_booking_payment(booking_id: $id) { provider_payment_id checkout_url amount } }`;
const APPLY = `mutation($code: String!, $space: Int!, $id: Int) { apply_coupon(code: $code, space_id: $space, booking_id: $id) { coupon_code booking { order_total } } }`;
const REMOVE = `mutation($id: Int!) { remove_coupon(booking_id: $id) { booking_id order_total } }`;
const CREATE_CR = `mutation($id: Int!, $input: ChangeRequestInput!) { create_change_request(booking_id: $id, input: $input) { change_request_id price_difference } }`;
const APPROVE = `mutation($id: Int!) { approve_change_request(change_request_id: $id) { booking_id booking_status order_state } }`;
const BOOKING = `query($id: Int!) { specific_booking(id: $id) { booking_status order_state order_total order { total_paid payout_total order_total } } }`;

const checkout = (url: string, action = 'pay') =>
  app.request(new URL(url).pathname, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `action=${action}&issuer=ING` });
const webhook = (id: string) => app.request('/api/payments/webhook', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `id=${id}` });

let guest: string;
let host: string;
let couponSeq = 0;

async function singleUseCoupon(percentage = 50): Promise<{ id: number; code: string }> {
  const code = `HALF${++couponSeq}`;
  const [row] = await app.db.knex('coupon').insert({
    venue_id: app.fx.venueA.id, coupon_code: code, discount_percentage: percentage, usage_limit: 1, is_multi_use: false, is_active: true,
    starts_from: new Date(Date.now() - 24 * 3600_000),
  }).returning('coupon_id');
  return { id: row.coupon_id, code };
}
const coupon = (id: number) => app.db.knex('coupon').where('coupon_id', id).first('times_used', 'times_applied');

async function book(startH: number, endH: number, couponCode?: string): Promise<number> {
  const id = ok(await gql(guest, CREATE, { input: { space_id: app.fx.spaceA1.id, slot_start: at(startH), slot_end: at(endH), attendees: 4, terms_accepted: true } }), 'create_booking').booking_id as number;
  if (couponCode) ok(await gql(guest, APPLY, { code: couponCode, space: app.fx.spaceA1.id, id }), 'apply_coupon');
  return id;
}
const startPayment = async (id: number) => ok<{ provider_payment_id: string; checkout_url: string; amount: number }>(await gql(guest, PAY, { id }), 'create_booking_payment');
const bookingOf = async (id: number) => ok(await gql(guest, BOOKING, { id }), 'specific_booking');

beforeAll(async () => {
  app = await startTestApp();
  const { knex } = app.db;
  const fx = app.fx;
  await knex('working_time').where('venue_id', fx.venueA.id).del();
  await knex('working_time').insert([1, 2, 3, 4, 5, 6, 7].map((d) => ({ venue_id: fx.venueA.id, week_day: d, open_time: 0, close_time: 1440 })));
  await knex('space').where('space_id', fx.spaceA1.id).update({ book_before_min_th: 0, book_before_max_th: null, booking_limit: 0, preparation_time: 0, service_break: 0, cancellation_th: 48 });
  const [row] = await knex('account').insert({ email: `price-while-paying-${Date.now()}@example.nl`, first_name: 'Gast', last_name: 'Betaalt', account_state: 'BOOKER' }).returning('account_id');
  guest = app.token(row.account_id, 'BOOKER');
  host = app.token(fx.vendorId, 'VENDOR');
});
afterAll(async () => {
  warn.mockRestore();
  await app.close();
});

describe('a coupon while a payment is open', () => {
  it('single-use 50% coupon, payment started, coupon removed, old payment paid: removing is refused; the booking is paid in full and the coupon is used once', async () => {
    const c = await singleUseCoupon();
    const id = await book(9, 13, c.code);
    const discounted = (await bookingOf(id)).order_total as number;
    const p = await startPayment(id);
    expect(p.amount).toBe(discounted);

    const refused = await gql(guest, REMOVE, { id });
    expect(errorBody(refused)).toMatchObject({ error_type: 'VALIDATION', entity: 'booking', key: 'payment_in_progress', status_code: 400, meta: { action: 'REMOVE_COUPON', hint: 'finish_or_cancel_payment' } });
    // applying another code is refused the same way
    const other = await singleUseCoupon(10);
    expect(errorBody(await gql(guest, APPLY, { code: other.code, space: app.fx.spaceA1.id, id }))?.key).toBe('payment_in_progress');
    expect((await bookingOf(id)).order_total).toBe(discounted);

    expect((await checkout(p.checkout_url)).status).toBe(303);
    expect((await webhook(p.provider_payment_id)).status).toBe(200);
    const paid = await bookingOf(id);
    expect(paid).toMatchObject({ booking_status: 'PAID', order_state: 'PAID', order_total: discounted });
    expect(paid.order.total_paid).toBe(discounted);
    expect(await coupon(c.id)).toMatchObject({ times_used: 1 });
    // single use: a second booking cannot use it any more
    const second = await book(24 + 9, 24 + 13);
    expect(errorBody(await gql(guest, APPLY, { code: c.code, space: app.fx.spaceA1.id, id: second }))?.key).toBe('coupon_usage_limit');
  });

  it('a payment cancelled at the bank no longer blocks (even before its webhook): the coupon comes off and the full price is asked', async () => {
    const c = await singleUseCoupon();
    const id = await book(2 * 24 + 9, 2 * 24 + 13, c.code);
    const p = await startPayment(id);
    expect((await checkout(p.checkout_url, 'cancel')).status).toBe(303);
    const removed = ok(await gql(guest, REMOVE, { id }), 'remove_coupon');
    expect(removed.order_total).toBeGreaterThan(p.amount);
    const again = await startPayment(id);
    expect(again.amount).toBe(removed.order_total);
    await checkout(again.checkout_url);
    await webhook(again.provider_payment_id);
    expect(await bookingOf(id)).toMatchObject({ booking_status: 'PAID', order_state: 'PAID' });
    expect(await coupon(c.id)).toMatchObject({ times_used: 0 });
  });
});

describe('an order is PAID only when everything owed is paid', () => {
  it('a payment for half of what is owed (price raised behind its back) leaves the booking unpaid; paying the rest makes it PAID', async () => {
    const c = await singleUseCoupon();
    const id = await book(3 * 24 + 9, 3 * 24 + 13, c.code);
    const half = await startPayment(id);
    // the price goes up while the payment is open (what the guards above prevent; here forced in the database)
    const { order_id: orderId } = await app.db.knex('booking_order').where({ booking_id: id, order_kind: 'BOOKING' }).first('order_id');
    const full = half.amount * 2 - 1;
    await app.db.knex('booking_order').where({ order_id: orderId }).update({ order_total: full });
    await checkout(half.checkout_url);
    await webhook(half.provider_payment_id);
    const partly = await bookingOf(id);
    expect(partly).toMatchObject({ booking_status: 'PENDING', order_state: 'PAYMENT_PENDING' });
    expect(partly.order.total_paid).toBe(half.amount);
    expect(await coupon(c.id)).toMatchObject({ times_used: 0 });

    const rest = await startPayment(id);
    expect(rest.amount).toBe(full - half.amount);
    await checkout(rest.checkout_url);
    await webhook(rest.provider_payment_id);
    const paid = await bookingOf(id);
    expect(paid).toMatchObject({ booking_status: 'PAID', order_state: 'PAID' });
    expect(paid.order.total_paid).toBe(full);
    expect(await coupon(c.id)).toMatchObject({ times_used: 1 });
    // nothing was refunded as a "second payment": both payments were needed
    expect(await app.db.knex('refund').where({ booking_id: id })).toHaveLength(0);
  });
});

describe('what was paid of an unpaid booking goes back', () => {
  async function partlyPaid(day: number): Promise<{ id: number; paid: number }> {
    const id = await book(day * 24 + 9, day * 24 + 13);
    const p = await startPayment(id);
    await app.db.knex('booking_order').where({ booking_id: id, order_kind: 'BOOKING' }).update({ order_total: p.amount * 2 });
    await checkout(p.checkout_url);
    await webhook(p.provider_payment_id);
    expect(await bookingOf(id)).toMatchObject({ booking_status: 'PENDING', order_state: 'PAYMENT_PENDING' });
    return { id, paid: p.amount };
  }

  it('when the guest cancels it', async () => {
    const { id, paid } = await partlyPaid(6);
    ok(await gql(guest, `mutation($id: Int!) { booking_cancelling(booking_id: $id, cancellation_reason: "Toch niet") { booking_status } }`, { id }), 'booking_cancelling');
    expect(await app.db.knex('refund').where({ booking_id: id }).select('amount')).toEqual([{ amount: paid }]);
  });

  it('when the reservation expires', async () => {
    const { id, paid } = await partlyPaid(7);
    const { ts_payment_expiration_dl: deadline } = await app.db.knex('booking_order').where({ booking_id: id, order_kind: 'BOOKING' }).first('ts_payment_expiration_dl');
    await processBookingTimers(app.db.knex, id, new Date(new Date(deadline).getTime() + 60_000));
    expect((await app.db.knex('booking').where({ booking_id: id }).first('booking_status')).booking_status).toBe('EXPIRED');
    expect(await app.db.knex('refund').where({ booking_id: id }).select('amount')).toEqual([{ amount: paid }]);
  });
});

describe('a change request while a payment is open', () => {
  it('unpaid booking: the host cannot approve more attendees while the guest pays the old price; after paying, the difference is a CHANGE order', async () => {
    const id = await book(4 * 24 + 9, 4 * 24 + 11);
    const p = await startPayment(id);
    const cr = ok(await gql(guest, CREATE_CR, { id, input: { slot_end: at(4 * 24 + 15) } }), 'create_change_request');
    expect(cr.price_difference).toBeGreaterThan(0);
    const refused = await gql(host, APPROVE, { id: cr.change_request_id });
    expect(errorBody(refused)).toMatchObject({ error_type: 'VALIDATION', entity: 'booking', key: 'payment_in_progress', meta: { action: 'CHANGE_APPROVE' } });

    await checkout(p.checkout_url);
    await webhook(p.provider_payment_id);
    const paid = await bookingOf(id);
    expect(paid).toMatchObject({ booking_status: 'PAID', order_state: 'PAID' });
    expect(paid.order.total_paid).toBe(p.amount);

    // now the approval is priced against what was paid: the difference is its own order
    ok(await gql(host, APPROVE, { id: cr.change_request_id }), 'approve_change_request');
    const orders = await app.db.knex('booking_order').where({ booking_id: id }).orderBy('order_id');
    expect(orders.map((o) => [o.order_kind, o.order_state])).toEqual([['BOOKING', 'PAID'], ['CHANGE', 'PAYMENT_PENDING']]);
    expect(orders[1].order_total).toBeGreaterThan(0);
  });

  it('paid booking: a newer change is not approved while the difference of the previous one is being paid', async () => {
    const id = await book(5 * 24 + 9, 5 * 24 + 11);
    const main = await startPayment(id);
    await checkout(main.checkout_url);
    await webhook(main.provider_payment_id);
    const cr1 = ok(await gql(guest, CREATE_CR, { id, input: { slot_end: at(5 * 24 + 13) } }), 'create_change_request');
    ok(await gql(host, APPROVE, { id: cr1.change_request_id }), 'approve_change_request');
    const diff = await startPayment(id);
    expect(diff.amount).toBe(cr1.price_difference);
    const cr2 = ok(await gql(guest, CREATE_CR, { id, input: { slot_end: at(5 * 24 + 17) } }), 'create_change_request');
    expect(errorBody(await gql(host, APPROVE, { id: cr2.change_request_id }))?.key).toBe('payment_in_progress');
    await checkout(diff.checkout_url);
    await webhook(diff.provider_payment_id);
    const orders = await app.db.knex('booking_order').where({ booking_id: id }).orderBy('order_id');
    expect(orders.map((o) => [o.order_kind, o.order_state, o.total_paid])).toEqual([['BOOKING', 'PAID', main.amount], ['CHANGE', 'PAID', diff.amount]]);
  });
});
