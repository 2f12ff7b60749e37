/**
 * Final invoice and host payout of a paid booking with an approved change request whose price
 * difference (the extra CHANGE order) was paid through create_booking_payment + iDEAL + webhook:
 * both cover every paid order (main + CHANGE), minus refunds, and add up to what the same booking
 * with the new terms costs when booked directly.
 */
import { handleFinalInvoice } from '../../jobs/handlers/finalInvoice';
import { handlePayout } from '../../jobs/handlers/payout';
import { handleRefund } from '../../jobs/handlers/refund';
import { startTestApp, type TestApp } from '../../test/api/testApp';
import { summariseVat } from '../../domain/documents/vat';
import { requestRefund } from '../payments/refunds';
import { pdfText } from './pdfText';

let app: TestApp;
const base = new Date(Date.UTC(2031, 1, 3, 0, 0, 0)); // a Monday far ahead
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
const checkout = (url: string) =>
  app.request(new URL(url).pathname, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=pay&issuer=ING' });
const webhook = (id: string) => app.request('/api/payments/webhook', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `id=${id}` });

let guest: string;
let host: string;

async function book(start: number, end: number): Promise<number> {
  const r = await gql(guest, `mutation($input: SpaceBookingInput!) { create_booking(input: $input) { booking_id } }`, {
    input: { space_id: app.fx.spaceA1.id, slot_start: at(start), slot_end: at(end), attendees: 4, terms_accepted: true },
  });
  return ok(r, 'create_booking').booking_id;
}
async function pay(id: number): Promise<number> {
  const p = ok(await gql(guest, PAY, { id }), 'create_booking_payment');
  expect((await checkout(p.checkout_url)).status).toBe(303);
  expect((await webhook(p.provider_payment_id)).status).toBe(200);
  return p.amount;
}
const ordersOf = (id: number) => app.db.knex('booking_order').where({ booking_id: id }).orderBy('order_id');
const itemsOf = (orderIds: number[]) => app.db.knex('booking_order_item').whereIn('order_id', orderIds).orderBy('order_item_id');
const sum = (rows: Array<Record<string, any>>, c: string) => rows.reduce((s, r) => s + Number(r[c]), 0);

beforeAll(async () => {
  app = await startTestApp();
  const { knex } = app.db;
  const fx = app.fx;
  await knex('working_time').where('venue_id', fx.venueA.id).del();
  await knex('working_time').insert([1, 2, 3, 4, 5, 6, 7].map((d) => ({ venue_id: fx.venueA.id, week_day: d, open_time: 0, close_time: 1440 })));
  await knex('space').where('space_id', fx.spaceA1.id).update({ book_before_min_th: 0, book_before_max_th: null, booking_limit: 0, preparation_time: 0, service_break: 0, cancellation_th: 48 });
  const [row] = await knex('account').insert({ email: `change-orders-${Date.now()}@example.nl`, first_name: 'Gast', last_name: 'Wijziging', account_state: 'BOOKER' }).returning('account_id');
  guest = app.token(row.account_id, 'BOOKER');
  host = app.token(fx.vendorId, 'VENDOR');
});
afterAll(async () => {
  warn.mockRestore();
  await app.close();
});

describe('final invoice and payout over the main order and a paid CHANGE order', () => {
  it('invoice lines, VAT and totals, and the payout, add up to the new terms; refunds come off the payout', async () => {
    const { knex } = app.db;
    const id = await book(9, 11);
    const firstPaid = await pay(id);

    const cr = ok(await gql(guest, `mutation($id: Int!) { create_change_request(booking_id: $id, input: { slot_end: "${at(13)}" }) { change_request_id price_difference } }`, { id }), 'create_change_request');
    expect(cr.price_difference).toBeGreaterThan(0);
    ok(await gql(host, `mutation($id: Int!) { approve_change_request(change_request_id: $id) { booking_id } }`, { id: cr.change_request_id }), 'approve_change_request');
    expect(await pay(id)).toBe(cr.price_difference);

    // the same terms booked directly (one week later) price what main + CHANGE hold together
    const reference = await book(7 * 24 + 9, 7 * 24 + 13);
    const [refOrder] = await ordersOf(reference);
    const refItems = await itemsOf([refOrder.order_id]);

    const [main, change] = await ordersOf(id);
    expect(change).toMatchObject({ order_kind: 'CHANGE', order_state: 'PAID', order_total: cr.price_difference, total_paid: cr.price_difference });
    expect(main.total_paid).toBe(firstPaid);
    for (const c of ['order_total', 'vat_total', 'order_total_vat_excl', 'payout_total', 'service_fee_total']) expect(main[c] + change[c]).toBe(refOrder[c]);
    const changeItems = await itemsOf([change.order_id]);
    expect(sum(changeItems, 'total')).toBe(change.order_total); // the CHANGE lines are the difference
    expect(summariseVat(await itemsOf([main.order_id, change.order_id]))).toEqual(summariseVat(refItems));

    // documents.final_invoice after the meeting: one INVOICE over both orders
    const end = new Date(at(13)).getTime();
    await handleFinalInvoice({ booking_id: id }, { knex, clock: { now: () => new Date(end + 3600_000) } });
    const total = main.order_total + change.order_total;
    const invoice = await knex('finance_document').where({ booking_id: id, invoice_type: 'INVOICE' }).first();
    expect(invoice).toMatchObject({ amount: total, invoiced: total, paid: total, refund: 0, status: 'COMPLETED' });
    const text = pdfText(invoice.pdf);
    expect(text).toContain('Wijziging: ');
    const refVat = summariseVat(refItems);
    const euro = (c: number) => (c / 100).toFixed(2).replace('.', ',');
    expect(text).toContain(euro(refVat.total));
    expect(text).toContain(euro(refVat.total_vat));

    // a partial refund (e.g. goodwill) before the payout
    const refund = await knex.transaction((trx) => requestRefund(trx, { bookingId: id, amount: 1000, reason: 'test' }));
    await handleRefund({ refund_id: refund!.refundId }, { knex });
    const after = await ordersOf(id);
    expect(sum(after, 'refunded_total')).toBe(1000);

    // payments.payout 48 h after the end: payout_total of both orders, less the refund
    expect(await handlePayout({ booking_id: id }, { knex, clock: { now: () => new Date(end + 47 * 3600_000) } })).toBe('NOT_DUE');
    expect(await handlePayout({ booking_id: id }, { knex, clock: { now: () => new Date(end + 49 * 3600_000) } })).toBe('CREATED');
    const payout = await knex('payout').where({ booking_id: id }).first();
    expect(payout).toMatchObject({ amount_paid: total, payout_amount: refOrder.payout_total - 1000 });
    expect(await knex('finance_document').where({ booking_id: id, invoice_type: 'PAYOUT' }).first('amount')).toEqual({ amount: refOrder.payout_total - 1000 });
    expect(await handlePayout({ booking_id: id }, { knex, clock: { now: () => new Date(end + 50 * 3600_000) } })).toBe('EXISTS');
  });
});
