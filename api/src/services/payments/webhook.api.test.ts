/**
 * The webhook end to end against the test provider: checkout page, pay/fail, replayed,
 * reordered and forged webhooks, a second payment of a paid order (refunded, never counted twice).
 */
import { startTestApp, type TestApp } from '../../test/api/testApp';
import { executeRefund } from './refunds';
import { insertUnpaidBooking } from './testing';

let app: TestApp;
const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  warn.mockRestore();
  await app.close();
});

async function startPayment(bookingId: number): Promise<{ id: string; checkoutPath: string; amount: number }> {
  const res = await app.graphql<any>(
    `mutation($id: Int!) { create_booking_payment(booking_id: $id) { payment_id provider_payment_id checkout_url status amount } }`,
    { id: bookingId },
    { token: app.token(app.fx.bookerId), endpoint: 'authenticated' },
  );
  expect(res.body.errors).toBeUndefined();
  const p = res.body.data.create_booking_payment;
  expect(p.status).toBe('OPEN');
  return { id: p.provider_payment_id, checkoutPath: new URL(p.checkout_url).pathname, amount: p.amount };
}

const checkout = (path: string, action: string) =>
  app.request(path, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `action=${action}&issuer=ING` });
const webhook = (body: string, type = 'application/x-www-form-urlencoded') => app.request('/api/payments/webhook', { method: 'POST', headers: { 'Content-Type': type }, body });
const order = (orderId: number) => app.db.knex('booking_order').where({ order_id: orderId }).first('order_state', 'total_paid', 'refunded_total');
const bookingStatus = async (bookingId: number) => (await app.db.knex('booking').where({ booking_id: bookingId }).first('booking_status')).booking_status;

describe('test provider checkout', () => {
  it('shows an escaped iDEAL page in the chosen language and redirects back after paying', async () => {
    const b = await insertUnpaidBooking(app.db.knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceA1.id });
    const p = await startPayment(b.bookingId);
    const page = await app.request(`${p.checkoutPath}?locale=en`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('iDEAL test payment');
    expect(html).toContain('€644.93');
    expect(html).toContain('<option value="ING">ING</option>');
    const nl = await (await app.request(p.checkoutPath, { locale: 'NL' })).text();
    expect(nl).toContain('Kies je bank');
    const res = await checkout(p.checkoutPath, 'pay');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${app.url}/bookings/${b.bookingId}`);
    // the provider knows it is paid; we do not until the webhook comes
    expect(await order(b.orderId)).toMatchObject({ order_state: 'PAYMENT_PENDING', total_paid: 0 });
    expect((await webhook(`id=${p.id}`)).status).toBe(200);
    expect(await order(b.orderId)).toMatchObject({ order_state: 'PAID', total_paid: b.total });
    expect(await bookingStatus(b.bookingId)).toBe('PAID');
    const closed = await (await app.request(p.checkoutPath)).text();
    expect(closed).toContain('data-status="paid"');
    expect((await app.request('/api/payments/test-checkout/tr_nope')).status).toBe(404);
  });
});

describe('POST /api/payments/webhook', () => {
  it('replayed webhooks change nothing: paid once, one proof of payment', async () => {
    const b = await insertUnpaidBooking(app.db.knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceA1.id });
    const p = await startPayment(b.bookingId);
    await checkout(p.checkoutPath, 'pay');
    const replies = await Promise.all(Array.from({ length: 6 }, () => webhook(`id=${p.id}`)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await webhook(JSON.stringify({ id: p.id }), 'application/json')).status).toBe(200);
    expect(await order(b.orderId)).toMatchObject({ order_state: 'PAID', total_paid: b.total });
    const results: string[] = await app.db.knex('payment_event').where({ provider_payment_id: p.id }).orderBy('payment_event_id').pluck('result');
    expect(results.filter((r) => r === 'COMPLETED')).toHaveLength(1);
    expect(results.filter((r) => r === 'DUPLICATED_REQUEST')).toHaveLength(6);
    expect(await app.db.knex('finance_document').where({ booking_id: b.bookingId, invoice_type: 'PROOF_OF_PAYMENT' }).count('* as c')).toEqual([{ c: 1 }]);
  });

  it('a late "open" after "paid" (reordered) changes nothing', async () => {
    const b = await insertUnpaidBooking(app.db.knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceA1.id });
    const p = await startPayment(b.bookingId);
    await checkout(p.checkoutPath, 'pay');
    await webhook(`id=${p.id}`);
    // the provider's view is stale / the call is older than the one we processed
    await app.db.knex('test_provider_payment').where({ id: p.id }).update({ status: 'open' });
    expect((await webhook(`id=${p.id}`)).status).toBe(200);
    expect(await order(b.orderId)).toMatchObject({ order_state: 'PAID', total_paid: b.total });
    expect((await app.db.knex('payment').where({ provider_payment_id: p.id }).first('status')).status).toBe('paid');
  });

  it('forged calls: an unknown id, or a body claiming "paid", change nothing and get 200', async () => {
    const b = await insertUnpaidBooking(app.db.knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceA1.id });
    const p = await startPayment(b.bookingId);
    expect((await webhook('id=tr_forged123')).status).toBe(200);
    expect((await webhook('')).status).toBe(200);
    expect((await webhook(`id=${p.id}&status=paid&amount=64493`)).status).toBe(200);
    expect((await webhook(JSON.stringify({ id: p.id, status: 'paid' }), 'application/json')).status).toBe(200);
    expect(await order(b.orderId)).toMatchObject({ order_state: 'PAYMENT_PENDING', total_paid: 0 });
    expect(await app.db.knex('payment_event').where({ provider_payment_id: 'tr_forged123' }).first('result', 'payment_id')).toEqual({ result: 'UNKNOWN', payment_id: null });
  });

  it('a failed payment marks the order PAYMENT_FAILED; paying again then works', async () => {
    const b = await insertUnpaidBooking(app.db.knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceA1.id });
    const failed = await startPayment(b.bookingId);
    await checkout(failed.checkoutPath, 'fail');
    await webhook(`id=${failed.id}`);
    expect(await order(b.orderId)).toMatchObject({ order_state: 'PAYMENT_FAILED', total_paid: 0 });
    expect(await bookingStatus(b.bookingId)).toBe('PENDING');
    const again = await startPayment(b.bookingId);
    await checkout(again.checkoutPath, 'pay');
    await webhook(`id=${again.id}`);
    await webhook(`id=${failed.id}`); // a late replay of the failure
    expect(await order(b.orderId)).toMatchObject({ order_state: 'PAID', total_paid: b.total });
  });

  it('a second payment of an already paid order is refunded, never counted twice', async () => {
    const b = await insertUnpaidBooking(app.db.knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceA1.id });
    const first = await startPayment(b.bookingId);
    const second = await startPayment(b.bookingId); // two tabs
    await checkout(first.checkoutPath, 'pay');
    await checkout(second.checkoutPath, 'pay');
    await Promise.all([webhook(`id=${second.id}`), webhook(`id=${first.id}`)]);
    expect(await order(b.orderId)).toMatchObject({ order_state: 'PAID', total_paid: b.total });
    const refunds = await app.db.knex('refund').where({ booking_id: b.bookingId });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: b.total, status: 'PENDING', reason: 'duplicate_payment' });
    expect(await executeRefund(app.db.knex, refunds[0].refund_id)).toBe('COMPLETED');
    expect(await executeRefund(app.db.knex, refunds[0].refund_id)).toBe('SKIPPED');
    const refundedPayment = await app.db.knex('payment').where({ payment_id: refunds[0].payment_id }).first('provider_payment_id');
    expect(await app.db.knex('test_provider_refund').where({ payment_id: refundedPayment.provider_payment_id }).count('* as c')).toEqual([{ c: 1 }]);
    expect(await app.db.knex('finance_document').where({ refund_id: refunds[0].refund_id, invoice_type: 'REFUND' }).count('* as c')).toEqual([{ c: 1 }]);
  });

  it('refuses to start a payment for someone else\'s booking or an order with nothing to pay', async () => {
    const b = await insertUnpaidBooking(app.db.knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceA1.id });
    const q = `mutation($id: Int!) { create_booking_payment(booking_id: $id) { payment_id } }`;
    const other = await app.graphql<any>(q, { id: b.bookingId }, { token: app.token(app.fx.otherBookerId), endpoint: 'authenticated' });
    expect(other.body.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'FORBIDDEN' });
    await app.db.knex('booking_order').where({ order_id: b.orderId }).update({ total_paid: b.total });
    const nothing = await app.graphql<any>(q, { id: b.bookingId }, { token: app.token(app.fx.bookerId), endpoint: 'authenticated' });
    expect(nothing.body.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'VALIDATION', key: 'payment_not_possible' });
  });
});
