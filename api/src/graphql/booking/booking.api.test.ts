/**
 * Every booking operation over HTTP (/api/graphql with a bearer token) against the real database:
 * direct booking paid through the test iDEAL checkout + webhook, MANUAL request approved by the
 * host and paid, decline, guest cancel with check_refund, paid cancel refused for the guest,
 * drafts, free booking, coupons (lockout), unpaid limit, expired re-book, change requests.
 */
import { sweepDueBookings } from '../../services/booking';
import { applyPaymentResult } from '../../services/booking/payments';
import { startTestApp, type TestApp } from '../../test/api/testApp';

let app: TestApp;
let seq = 0;
const base = new Date(Date.UTC(2031, 0, 6, 0, 0, 0)); // a Monday far ahead
const at = (h: number) => new Date(base.getTime() + h * 3600_000).toISOString();
const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

const FIELDS = `booking_id booking_status display_status order_state waiting_reason screen_mode booking_type payment_option
  can_be_edited can_be_cancelled can_extend_reservation can_be_paid can_be_approved can_be_declined can_be_deleted can_be_rebooked can_request_change
  cancellation_reason coupon_code is_discount_applied slot_start slot_end attendees configuration_id ts_reservation_end
  order { order_id order_state order_total total_paid order_kind order_items { order_item_type order_item_total } }
  orders { order_id order_kind order_state order_total }
  booking_history { history_label }
  change_requests { change_request_id requested_by status price_difference attendees }
  booker { account_id email first_name }`;

type Gql = { data?: any; errors?: Array<{ extensions?: any }> };
async function gql(token: string, query: string, variables: Record<string, unknown> = {}): Promise<Gql> {
  return (await app.graphql(query, variables, { token, endpoint: 'authenticated' })).body as Gql;
}
const errorOf = (r: Gql) => r.errors?.[0]?.extensions?.response?.body as { error_type: string; key: string; meta: any } | undefined;
function ok<T = any>(r: Gql, field: string): T {
  if (r.errors) throw new Error(`${field}: ${JSON.stringify(r.errors)}`);
  return r.data[field];
}

async function newAccount(state: 'BOOKER' | 'VENDOR' = 'BOOKER'): Promise<{ id: number; token: string }> {
  const [row] = await app.db.knex('account').insert({ email: `api-${++seq}-${Date.now()}@example.nl`, first_name: 'Gast', last_name: 'Test', account_state: state }).returning('account_id');
  return { id: row.account_id, token: app.token(row.account_id, state) };
}

const CREATE = `mutation($input: SpaceBookingInput!) { create_booking(input: $input) { booking_id booking_status order_state } }`;
const create = (token: string, input: Record<string, unknown>) => gql(token, CREATE, { input: { attendees: 4, terms_accepted: true, ...input } });
const SPECIFIC = `query($id: Int!) { specific_booking(id: $id) { ${FIELDS} } }`;
const specific = async (token: string, id: number) => ok(await gql(token, SPECIFIC, { id }), 'specific_booking');

let host: string;
let member: string;
let otherHost: string;

beforeAll(async () => {
  app = await startTestApp();
  const { knex } = app.db;
  const fx = app.fx;
  await knex('working_time').where('venue_id', fx.venueA.id).del();
  await knex('working_time').insert([1, 2, 3, 4, 5, 6, 7].map((d) => ({ venue_id: fx.venueA.id, week_day: d, open_time: 0, close_time: 1440 })));
  await knex('space').whereIn('space_id', [fx.spaceA1.id, fx.spaceA2.id]).update({
    book_before_min_th: 0, book_before_max_th: null, booking_limit: 0, preparation_time: 0, service_break: 0, cancellation_th: 48, host_approval_th: 24, is_afterpay_allowed: true,
  });
  await knex('coupon').insert([
    { venue_id: fx.venueA.id, coupon_code: 'GRATIS100', discount_percentage: 100, usage_limit: 100, is_active: true, starts_from: new Date(Date.now() - 3600_000) },
    { venue_id: fx.venueA.id, coupon_code: 'Half50', discount_percentage: 50, usage_limit: 100, is_active: true, starts_from: new Date(Date.now() - 3600_000) },
  ]);
  host = app.token(fx.vendorId, 'VENDOR');
  member = app.token(fx.memberId, 'VENDOR');
  otherHost = app.token(fx.otherBookerId, 'VENDOR');
});
afterAll(async () => {
  warn.mockRestore();
  await app.close();
});

const checkout = (path: string, action: string) =>
  app.request(path, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `action=${action}&issuer=ING` });

describe('direct booking over HTTP', () => {
  it('creates a reservation, pays it through the test iDEAL checkout and the webhook, and shows PAID', async () => {
    const guest = await newAccount();
    const created = ok(await create(guest.token, { space_id: app.fx.spaceA1.id, slot_start: at(9), slot_end: at(13), meeting_name: 'Kick-off' }), 'create_booking');
    expect(created).toMatchObject({ booking_status: 'PENDING', order_state: 'PAYMENT_PENDING' });
    const before = await specific(guest.token, created.booking_id);
    expect(before).toMatchObject({ display_status: 'UNPAID', screen_mode: 'PAY', can_be_paid: true, can_be_cancelled: true, can_extend_reservation: true, booker: { account_id: guest.id } });
    expect(before.order.order_total).toBeGreaterThan(0);
    expect(before.ts_reservation_end).not.toBeNull();
    // the host sees it as reserved, cannot pay it
    expect(await specific(host, created.booking_id)).toMatchObject({ screen_mode: 'RESERVED', can_be_paid: false, can_extend_reservation: false });

    const pay = ok(await gql(guest.token, `mutation($id: Int!) { create_booking_payment(booking_id: $id) { provider_payment_id checkout_url amount } }`, { id: created.booking_id }), 'create_booking_payment');
    expect(pay.amount).toBe(before.order.order_total);
    expect((await checkout(new URL(pay.checkout_url).pathname, 'pay')).status).toBe(303);
    expect((await app.request('/api/payments/webhook', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `id=${pay.provider_payment_id}` })).status).toBe(200);

    const paid = await specific(guest.token, created.booking_id);
    expect(paid).toMatchObject({ booking_status: 'PAID', display_status: 'PAID', screen_mode: 'RESERVED', can_be_paid: false, can_be_cancelled: false, can_request_change: true });
    expect(paid.order).toMatchObject({ order_state: 'PAID', total_paid: before.order.order_total });
    expect(paid.booking_history.map((h: { history_label: string }) => h.history_label)).toEqual(['PAYMENT_PENDING', 'PAID']);

    // the guest cannot cancel a paid booking (support chat); check_refund still tells what support would refund
    const refund = ok(await gql(guest.token, `query($id: Int!) { check_refund(booking_id: $id) { is_available refund_total refund_currency } }`, { id: created.booking_id }), 'check_refund');
    expect(refund).toEqual({ is_available: true, refund_total: before.order.order_total, refund_currency: 'EUR' });
    const refused = await gql(guest.token, `mutation($id: Int!) { booking_cancelling(booking_id: $id, cancellation_reason: "ziek") { booking_status } }`, { id: created.booking_id });
    expect(errorOf(refused)).toMatchObject({ error_type: 'VALIDATION', key: 'paid_booking_cancel_not_allowed' });
    expect((await specific(guest.token, created.booking_id)).booking_status).toBe('PAID');

    // the list shows it under UPCOMING with its display status
    const list = ok(await gql(guest.token, `{ get_bookings(filters: { tab: UPCOMING }) { booking_id display_status order_state } }`), 'get_bookings');
    expect(list).toEqual([{ booking_id: created.booking_id, display_status: 'PAID', order_state: 'PAID' }]);
  });

  it('refuses strangers, overlapping slots and violations with the spec keys', async () => {
    const guest = await newAccount();
    const other = await newAccount();
    const id = ok(await create(guest.token, { space_id: app.fx.spaceA1.id, slot_start: at(30), slot_end: at(32) }), 'create_booking').booking_id;
    expect(errorOf(await gql(other.token, SPECIFIC, { id }))).toMatchObject({ error_type: 'FORBIDDEN' });
    expect(errorOf(await gql(otherHost, SPECIFIC, { id }))).toMatchObject({ error_type: 'FORBIDDEN' });
    expect(errorOf(await create(other.token, { space_id: app.fx.spaceA1.id, slot_start: at(31), slot_end: at(33) }))).toMatchObject({ error_type: 'CONFLICT', key: 'timeslot_not_available', meta: { hint: 'choose_other_time' } });
    expect(errorOf(await create(other.token, { space_id: app.fx.spaceA1.id, slot_start: at(40), slot_end: at(42), attendees: 101 }))).toMatchObject({ error_type: 'VALIDATION', key: 'attendees_above_max', meta: { max_guests: 100 } });
    expect(errorOf(await create(other.token, { space_id: app.fx.spaceA1.id, slot_start: at(40), slot_end: at(42), terms_accepted: false }))).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'terms_not_accepted' });
    const anonymous = await app.graphql(CREATE, { input: { space_id: app.fx.spaceA1.id, slot_start: at(40), slot_end: at(42), attendees: 2, terms_accepted: true } }, { endpoint: 'authenticated' });
    expect(anonymous.status).toBe(401);
  });
});

describe('MANUAL request', () => {
  it('holds the slot; another organisation cannot approve; the host approves; the guest pays', async () => {
    const guest = await newAccount();
    const created = ok(await create(guest.token, { space_id: app.fx.spaceA2.id, slot_start: at(50), slot_end: at(54) }), 'create_booking');
    expect(created).toMatchObject({ booking_status: 'PENDING', order_state: 'HOST_APPROVAL' });
    const id = created.booking_id;
    expect(await specific(guest.token, id)).toMatchObject({ display_status: 'WAITING_FOR_HOST', waiting_reason: 'HOST_REPLY', screen_mode: 'BOOKING_REQUEST_GUEST_VIEW', can_be_approved: false, can_be_cancelled: true });
    expect(await specific(host, id)).toMatchObject({ screen_mode: 'BOOKING_REQUEST_VENDOR_VIEW', can_be_approved: true, can_be_declined: true });
    const requests = ok(await gql(guest.token, `{ get_bookings(filters: { tab: REQUESTS }) { booking_id } }`), 'get_bookings');
    expect(requests.map((b: { booking_id: number }) => b.booking_id)).toContain(id);

    const APPROVE = `mutation($id: Int!) { booking_approve(booking_id: $id) { booking_status order_state display_status screen_mode } }`;
    expect(errorOf(await gql(otherHost, APPROVE, { id }))).toMatchObject({ error_type: 'FORBIDDEN' });
    expect(errorOf(await gql(guest.token, APPROVE, { id }))).toMatchObject({ error_type: 'FORBIDDEN' });
    expect(ok(await gql(host, APPROVE, { id }), 'booking_approve')).toMatchObject({ booking_status: 'PENDING', order_state: 'PAYMENT_PENDING', display_status: 'UNPAID', screen_mode: 'RESERVED' });
    expect(errorOf(await gql(host, APPROVE, { id }))).toMatchObject({ error_type: 'VALIDATION', key: 'invalid_transition' });

    const b = await specific(guest.token, id);
    expect(b).toMatchObject({ screen_mode: 'PAY', can_be_paid: true });
    await app.db.knex.transaction((trx) => applyPaymentResult(trx, { orderId: b.order.order_id, paymentId: 1, result: 'COMPLETED', amount: b.order.order_total }));
    expect(await specific(guest.token, id)).toMatchObject({ booking_status: 'PAID', order: { order_state: 'PAID', total_paid: b.order.order_total } });
    const labels = (await specific(guest.token, id)).booking_history.map((h: { history_label: string }) => h.history_label);
    expect(labels).toEqual(['AWAITS_CONFIRMATION', 'PAYMENT_PENDING', 'PAID']);
  });

  it('a team member declines with a reason; the guest re-requests the freed slot', async () => {
    const guest = await newAccount();
    const id = ok(await create(guest.token, { space_id: app.fx.spaceA2.id, slot_start: at(60), slot_end: at(62) }), 'create_booking').booking_id;
    const declined = ok(await gql(member, `mutation($id: Int!) { booking_decline_by_vendor(booking_id: $id, cancellation_reason: "Verbouwing") { ${FIELDS} } }`, { id }), 'booking_decline_by_vendor');
    expect(declined).toMatchObject({ booking_status: 'DECLINED', order_state: 'CLOSED_BY_HOST', display_status: 'DECLINED', cancellation_reason: 'Verbouwing' });
    expect(declined.booking_history.at(-1).history_label).toBe('DECLINED_BY_HOST');
    expect(await specific(guest.token, id)).toMatchObject({ screen_mode: 'DECLINED', can_be_rebooked: true });
    const again = ok(await create(guest.token, { space_id: app.fx.spaceA2.id, slot_start: at(60), slot_end: at(62), origin_booking_id: id }), 'create_booking');
    expect(again).toMatchObject({ booking_status: 'PENDING', order_state: 'HOST_APPROVAL' });
  });
});

describe('cancellation', () => {
  it('the guest checks the refund and cancels an unpaid reservation; only_updates changes the reason only', async () => {
    const guest = await newAccount();
    const id = ok(await create(guest.token, { space_id: app.fx.spaceA1.id, slot_start: at(74), slot_end: at(76) }), 'create_booking').booking_id;
    expect(ok(await gql(guest.token, `query($id: Int!) { check_refund(booking_id: $id) { is_available refund_total } }`, { id }), 'check_refund')).toEqual({ is_available: false, refund_total: 0 });
    const CANCEL = `mutation($id: Int!, $r: String, $u: Boolean) { booking_cancelling(booking_id: $id, cancellation_reason: $r, only_updates: $u) { booking_status order_state display_status screen_mode cancellation_reason can_be_cancelled } }`;
    expect(ok(await gql(guest.token, CANCEL, { id, r: 'Andere datum' }), 'booking_cancelling')).toEqual({
      booking_status: 'CANCELLED', order_state: 'CLOSED_BY_CUSTOMER', display_status: 'CANCELLED_BY_CUSTOMER', screen_mode: 'CUSTOMER_CANCEL_WITHOUT_REFUND', cancellation_reason: 'Andere datum', can_be_cancelled: false,
    });
    expect(ok(await gql(guest.token, CANCEL, { id, r: 'Toch anders', u: true }), 'booking_cancelling')).toMatchObject({ booking_status: 'CANCELLED', cancellation_reason: 'Toch anders' });
    expect(errorOf(await gql(guest.token, CANCEL, { id, r: 'x' }))).toMatchObject({ error_type: 'VALIDATION', key: 'invalid_transition' });
    // the slot is free again
    const other = await newAccount();
    expect(ok(await create(other.token, { space_id: app.fx.spaceA1.id, slot_start: at(74), slot_end: at(76) }), 'create_booking').booking_status).toBe('PENDING');
  });
});

describe('drafts and free bookings', () => {
  it('a draft is priced, re-priced for post-payment, and submitted as a request; another is deleted', async () => {
    const guest = await newAccount();
    const draft = ok(await create(guest.token, { space_id: app.fx.spaceA1.id, slot_start: at(80), slot_end: at(84), terms_accepted: null, draft: true }), 'create_booking');
    expect(draft).toMatchObject({ booking_status: 'DRAFT' });
    const id = draft.booking_id;
    const before = await specific(guest.token, id);
    expect(before).toMatchObject({ display_status: 'DRAFT', screen_mode: null, can_be_edited: true, can_be_deleted: true, payment_option: 'DIRECT' });
    expect(ok(await gql(guest.token, `{ get_bookings { booking_id } }`), 'get_bookings').map((b: { booking_id: number }) => b.booking_id)).not.toContain(id);

    const SUBMIT = `mutation($id: Int!) { update_booking(booking_id: $id, input: { submit: true }) { booking_status order_state display_status } }`;
    expect(errorOf(await gql(guest.token, SUBMIT, { id }))).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'terms_not_accepted' });
    const MEETING = `mutation($id: Int!, $input: BookingMeetingInput!) { update_booking_meeting(booking_id: $id, input: $input) { payment_option order { order_total } } }`;
    expect(errorOf(await gql(guest.token, MEETING, { id, input: { coc: '12' } }))).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'coc_invalid' });
    const after = ok(await gql(guest.token, MEETING, { id, input: { terms_accepted: true, payment_option: 'POST_PAYMENT', organisation_name: 'Acme BV', coc: '12345678', billing_address: 'Straat 1, Utrecht' } }), 'update_booking_meeting');
    expect(after.payment_option).toBe('POST_PAYMENT');
    // post-payment: the service fee is charged to the host, so the guest pays less
    expect(after.order.order_total).toBeLessThan(before.order.order_total);
    expect(ok(await gql(guest.token, SUBMIT, { id }), 'update_booking')).toEqual({ booking_status: 'PENDING', order_state: 'HOST_APPROVAL', display_status: 'WAITING_FOR_HOST' });
    expect(errorOf(await gql(guest.token, SUBMIT, { id }))).toMatchObject({ key: 'invalid_transition' });

    const second = ok(await create(guest.token, { space_id: app.fx.spaceA1.id, slot_start: at(80), slot_end: at(84), draft: true, terms_accepted: null }), 'create_booking').booking_id;
    // the draft holds nothing, but submitting it now meets the request above
    await gql(guest.token, MEETING, { id: second, input: { terms_accepted: true } });
    expect(errorOf(await gql(guest.token, SUBMIT, { id: second }))).toMatchObject({ error_type: 'CONFLICT', key: 'timeslot_not_available' });
    const other = await newAccount();
    expect(errorOf(await gql(other.token, `mutation($id: Int!) { draft_booking_delete(booking_id: $id) }`, { id: second }))).toMatchObject({ error_type: 'FORBIDDEN' });
    expect(ok(await gql(guest.token, `mutation($id: Int!) { draft_booking_delete(booking_id: $id) }`, { id: second }), 'draft_booking_delete')).toBe(true);
    expect(errorOf(await gql(guest.token, SPECIFIC, { id: second }))).toMatchObject({ error_type: 'NOT_FOUND' });
    expect(errorOf(await gql(guest.token, `mutation($id: Int!) { draft_booking_delete(booking_id: $id) }`, { id }))).toMatchObject({ key: 'invalid_transition' });
  });

  it('a 100 % coupon makes the booking free: submit_free_booking confirms it without payment (also from a draft)', async () => {
    const guest = await newAccount();
    const FREE = `mutation($id: Int!) { submit_free_booking(booking_id: $id) { booking_status order_state display_status order { order_total } } }`;
    const paidOne = ok(await create(guest.token, { space_id: app.fx.spaceA1.id, slot_start: at(90), slot_end: at(92) }), 'create_booking').booking_id;
    expect(errorOf(await gql(guest.token, FREE, { id: paidOne }))).toMatchObject({ error_type: 'VALIDATION', key: 'booking_not_free' });
    const id = ok(await create(guest.token, { space_id: app.fx.spaceA1.id, slot_start: at(96), slot_end: at(98), coupon_code: 'GRATIS100' }), 'create_booking').booking_id;
    expect(ok(await gql(guest.token, FREE, { id }), 'submit_free_booking')).toEqual({ booking_status: 'PAID', order_state: 'PAID', display_status: 'PAID', order: { order_total: 0 } });
    const draft = ok(await create(guest.token, { space_id: app.fx.spaceA1.id, slot_start: at(100), slot_end: at(102), coupon_code: 'GRATIS100', draft: true }), 'create_booking').booking_id;
    expect(ok(await gql(guest.token, FREE, { id: draft }), 'submit_free_booking')).toMatchObject({ booking_status: 'PAID' });
  });
});

describe('coupons', () => {
  const APPLY = `mutation($code: String!, $space: Int!, $id: Int) { apply_coupon(code: $code, space_id: $space, booking_id: $id) { coupon_code discount_percentage booking { coupon_code is_discount_applied order { order_total } } } }`;

  it('checks, applies and removes a code (case-sensitive, max 50), re-pricing the booking', async () => {
    const guest = await newAccount();
    const space = app.fx.spaceA1.id;
    expect(ok(await gql(guest.token, APPLY, { code: 'Half50', space }), 'apply_coupon')).toEqual({ coupon_code: 'Half50', discount_percentage: 50, booking: null });
    expect(errorOf(await gql(guest.token, APPLY, { code: 'HALF50', space }))).toMatchObject({ entity: 'coupon', key: 'unknown_coupon_code' });
    expect(errorOf(await gql(guest.token, APPLY, { code: 'x'.repeat(51), space }))).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'max_length', meta: { max: 50 } });
    const id = ok(await create(guest.token, { space_id: space, slot_start: at(110), slot_end: at(112) }), 'create_booking').booking_id;
    const full = (await specific(guest.token, id)).order.order_total;
    const applied = ok(await gql(guest.token, APPLY, { code: 'Half50', space, id }), 'apply_coupon');
    expect(applied.booking).toMatchObject({ coupon_code: 'Half50', is_discount_applied: true });
    expect(applied.booking.order.order_total).toBeLessThan(full);
    expect(errorOf(await gql(host, APPLY, { code: 'Half50', space, id }))).toMatchObject({ error_type: 'FORBIDDEN' });
    const removed = ok(await gql(guest.token, `mutation($id: Int!) { remove_coupon(booking_id: $id) { coupon_code order { order_total } } }`, { id }), 'remove_coupon');
    expect(removed).toEqual({ coupon_code: null, order: { order_total: full } });
  });

  it('locks the guest out after 5 invalid codes, with the minutes in meta', async () => {
    const guest = await newAccount();
    const space = app.fx.spaceA1.id;
    for (let i = 0; i < 4; i++) expect(errorOf(await gql(guest.token, APPLY, { code: `WRONG${i}`, space }))).toMatchObject({ key: 'unknown_coupon_code' });
    expect(errorOf(await gql(guest.token, APPLY, { code: 'WRONG4', space }))).toMatchObject({ error_type: 'RATE_LIMIT', key: 'too_many_invalid_attempts', meta: { minutes: 15 } });
    // even a valid code waits for the lock
    expect(errorOf(await gql(guest.token, APPLY, { code: 'Half50', space }))).toMatchObject({ error_type: 'RATE_LIMIT', key: 'too_many_invalid_attempts' });
    // others are not locked
    const other = await newAccount();
    expect(ok(await gql(other.token, APPLY, { code: 'Half50', space }), 'apply_coupon').discount_percentage).toBe(50);
  });
});

describe('reservation rules', () => {
  it('limits unpaid reservations to 3 per guest', async () => {
    const guest = await newAccount();
    for (const h of [120, 124, 128]) expect(ok(await create(guest.token, { space_id: app.fx.spaceA1.id, slot_start: at(h), slot_end: at(h + 2) }), 'create_booking').booking_status).toBe('PENDING');
    expect(errorOf(await create(guest.token, { space_id: app.fx.spaceA1.id, slot_start: at(132), slot_end: at(134) }))).toMatchObject({ error_type: 'CONFLICT', key: 'unpaid_reservations', meta: { limit: 3 } });
  });

  it('extends once, expires when the deadline passes, and the expired booking is re-booked on the freed slot', async () => {
    const guest = await newAccount();
    const id = ok(await create(guest.token, { space_id: app.fx.spaceA1.id, slot_start: at(140), slot_end: at(142) }), 'create_booking').booking_id;
    const EXTEND = `mutation($id: Int!) { update_booking(booking_id: $id, input: { extend_reservation: true }) { can_extend_reservation ts_reservation_end } }`;
    const ext = ok(await gql(guest.token, EXTEND, { id }), 'update_booking');
    expect(ext.can_extend_reservation).toBe(false);
    expect(errorOf(await gql(guest.token, EXTEND, { id }))).toMatchObject({ error_type: 'VALIDATION', key: 'reservation_already_extended' });
    const REBOOK = { space_id: app.fx.spaceA1.id, slot_start: at(140), slot_end: at(142), origin_booking_id: id };
    expect(errorOf(await create(guest.token, REBOOK))).toMatchObject({ key: 'invalid_transition' });
    await sweepDueBookings(app.db.knex, new Date(new Date(ext.ts_reservation_end).getTime() + 1000));
    expect(await specific(guest.token, id)).toMatchObject({ booking_status: 'EXPIRED', display_status: 'EXPIRED', screen_mode: 'EXPIRED', can_be_rebooked: true });
    expect(ok(await create(guest.token, REBOOK), 'create_booking')).toMatchObject({ booking_status: 'PENDING', order_state: 'PAYMENT_PENDING' });
    const other = await newAccount();
    expect(errorOf(await create(other.token, { ...REBOOK }))).toMatchObject({ error_type: 'NOT_FOUND' });
  });
});

describe('change requests', () => {
  const CREATE_CR = `mutation($id: Int!, $input: ChangeRequestInput!) { create_change_request(booking_id: $id, input: $input) { change_request_id requested_by status price_difference ts_expires } }`;
  const answer = (op: string) => `mutation($id: Int!) { ${op}(change_request_id: $id) { ${op === 'approve_change_request' ? 'booking_id slot_end attendees orders { order_kind order_state order_total }' : 'status'} } }`;

  async function paidBooking(guest: { token: string }, h: number): Promise<number> {
    const id = ok(await create(guest.token, { space_id: app.fx.spaceA1.id, slot_start: at(h), slot_end: at(h + 2) }), 'create_booking').booking_id;
    const b = await specific(guest.token, id);
    await app.db.knex.transaction((trx) => applyPaymentResult(trx, { orderId: b.order.order_id, paymentId: 1, result: 'COMPLETED', amount: b.order.order_total }));
    return id;
  }

  it('the guest asks for a longer meeting; the booking is unchanged until the host approves; the difference is an extra payment', async () => {
    const guest = await newAccount();
    const id = await paidBooking(guest, 150);
    const cr = ok(await gql(guest.token, CREATE_CR, { id, input: { slot_end: at(156), attendees: 6 } }), 'create_change_request');
    expect(cr).toMatchObject({ requested_by: 'GUEST', status: 'PENDING' });
    expect(cr.price_difference).toBeGreaterThan(0);
    const waiting = await specific(guest.token, id);
    expect(waiting).toMatchObject({ booking_status: 'PAID', waiting_reason: 'CHANGE_APPROVAL', slot_end: at(152), attendees: 4, can_request_change: false, screen_mode: 'EDIT_BOOKING' });
    expect(waiting.change_requests).toEqual([expect.objectContaining({ change_request_id: cr.change_request_id, status: 'PENDING', attendees: 6 })]);
    expect(errorOf(await gql(guest.token, CREATE_CR, { id, input: { attendees: 5 } }))).toMatchObject({ key: 'change_request_pending' });
    expect(errorOf(await gql(guest.token, answer('approve_change_request'), { id: cr.change_request_id }))).toMatchObject({ error_type: 'FORBIDDEN' });
    expect(errorOf(await gql(otherHost, answer('approve_change_request'), { id: cr.change_request_id }))).toMatchObject({ error_type: 'FORBIDDEN' });
    const approved = ok(await gql(host, answer('approve_change_request'), { id: cr.change_request_id }), 'approve_change_request');
    expect(approved).toMatchObject({ slot_end: at(156), attendees: 6 });
    expect(approved.orders).toEqual([
      expect.objectContaining({ order_kind: 'BOOKING', order_state: 'PAID' }),
      { order_kind: 'CHANGE', order_state: 'PAYMENT_PENDING', order_total: cr.price_difference },
    ]);
    const labels = (await specific(guest.token, id)).booking_history.map((h: { history_label: string }) => h.history_label);
    expect(labels.slice(-2)).toEqual(['CHANGE_REQUESTED', 'CHANGE_APPROVED']);
  });

  it('the guest asks for another layout; once approved the booking shows it and the layout price is the difference', async () => {
    const guest = await newAccount();
    const id = await paidBooking(guest, 240);
    const [row] = await app.db.knex('space_configuration')
      .insert({ space_id: app.fx.spaceA1.id, configuration_type: 'classroom', is_default: false, min_guests: 2, max_guests: 40, configuration_price: 1500 })
      .returning('configuration_id');
    const standard = await app.db.knex('space_configuration').where({ space_id: app.fx.spaceA1.id, is_default: true }).first('configuration_id');
    // the booking was made in the space's default layout
    expect((await specific(guest.token, id)).configuration_id).toBe(standard.configuration_id);
    const cr = ok(await gql(guest.token, CREATE_CR, { id, input: { configuration_id: row.configuration_id } }), 'create_change_request');
    expect(cr.price_difference).toBeGreaterThanOrEqual(1500);
    ok(await gql(host, answer('approve_change_request'), { id: cr.change_request_id }), 'approve_change_request');
    expect(await specific(guest.token, id)).toMatchObject({ configuration_id: row.configuration_id, attendees: 4, slot_end: at(242) });
  });

  it('the host asks, the guest declines; the guest asks and cancels; an unanswered request expires', async () => {
    const guest = await newAccount();
    const id = await paidBooking(guest, 170);
    const byHost = ok(await gql(host, CREATE_CR, { id, input: { attendees: 3 } }), 'create_change_request');
    expect(byHost.requested_by).toBe('HOST');
    expect(errorOf(await gql(host, answer('decline_change_request'), { id: byHost.change_request_id }))).toMatchObject({ error_type: 'FORBIDDEN' });
    expect(ok(await gql(guest.token, answer('decline_change_request'), { id: byHost.change_request_id }), 'decline_change_request')).toEqual({ status: 'DECLINED' });

    const mine = ok(await gql(guest.token, CREATE_CR, { id, input: { attendees: 5 } }), 'create_change_request');
    expect(errorOf(await gql(host, answer('cancel_change_request'), { id: mine.change_request_id }))).toMatchObject({ error_type: 'FORBIDDEN' });
    expect(ok(await gql(guest.token, answer('cancel_change_request'), { id: mine.change_request_id }), 'cancel_change_request')).toEqual({ status: 'CANCELLED' });

    const late = ok(await gql(guest.token, CREATE_CR, { id, input: { attendees: 7 } }), 'create_change_request');
    await sweepDueBookings(app.db.knex, new Date(new Date(late.ts_expires).getTime() + 1000));
    const b = await specific(guest.token, id);
    expect(b.change_requests.map((c: { status: string }) => c.status)).toEqual(['EXPIRED', 'CANCELLED', 'DECLINED']);
    expect(b).toMatchObject({ attendees: 4, booking_status: 'PAID', waiting_reason: null });
  });

  it('a change to a taken slot is refused at once', async () => {
    const guest = await newAccount();
    const id = await paidBooking(guest, 196);
    const other = await newAccount();
    ok(await create(other.token, { space_id: app.fx.spaceA1.id, slot_start: at(199), slot_end: at(201) }), 'create_booking');
    expect(errorOf(await gql(guest.token, CREATE_CR, { id, input: { slot_end: at(200) } }))).toMatchObject({ error_type: 'CONFLICT', key: 'timeslot_not_available' });
  });
});
