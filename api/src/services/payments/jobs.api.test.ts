/** The job bodies: payments.refund, payments.payout (48 h after the meeting), documents.final_invoice. */
import { handleFinalInvoice } from '../../jobs/handlers/finalInvoice';
import { handlePayout } from '../../jobs/handlers/payout';
import { handleRefund } from '../../jobs/handlers/refund';
import { startTestApp, type TestApp } from '../../test/api/testApp';
import { processPaymentUpdate } from './processPaymentUpdate';
import { requestRefund } from './refunds';
import { completeTestCheckout } from './testProvider';
import { startBookingPayment } from './startPayment';
import { insertUnpaidBooking } from './testing';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function paidBooking() {
  const b = await insertUnpaidBooking(app.db.knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceB1.id });
  const p = await startBookingPayment(app.db.knex, { bookingId: b.bookingId, origin: app.url, returnPath: '/x', locale: 'nl' });
  await completeTestCheckout(app.db.knex, p.provider_payment_id, 'pay', 'ING');
  expect(await processPaymentUpdate(app.db.knex, p.provider_payment_id, { log: () => undefined })).toBe('COMPLETED');
  return b;
}

it('payments.refund: a requested refund goes through the provider once, with a refund note', async () => {
  const b = await paidBooking();
  const r = await app.db.knex.transaction((trx) => requestRefund(trx, { bookingId: b.bookingId, amount: b.total, reason: 'cancelled_by_host' }));
  expect(r).not.toBeNull();
  // nothing more can be requested than was paid
  expect(await app.db.knex.transaction((trx) => requestRefund(trx, { bookingId: b.bookingId, amount: 1 }))).toBeNull();
  await handleRefund({ refund_id: r!.refundId }, { knex: app.db.knex });
  await handleRefund({ refund_id: r!.refundId }, { knex: app.db.knex });
  expect(await app.db.knex('refund').where({ refund_id: r!.refundId }).first('status')).toEqual({ status: 'COMPLETED' });
  expect((await app.db.knex('booking_order').where({ order_id: b.orderId }).first('refunded_total')).refunded_total).toBe(b.total);
  expect(await app.db.knex('test_provider_refund').sum('amount as s').whereIn('payment_id', app.db.knex('payment').where({ booking_id: b.bookingId }).select('provider_payment_id'))).toEqual([{ s: b.total }]);
  expect(await app.db.knex('finance_document').where({ booking_id: b.bookingId, invoice_type: 'REFUND' }).count('* as c')).toEqual([{ c: 1 }]);
});

it('payments.payout: not before 48 h after the meeting; pending without IBAN, completed with one; once', async () => {
  const b = await paidBooking();
  const end = new Date((await app.db.knex('booking').where({ booking_id: b.bookingId }).first('booking_end')).booking_end);
  const clock = (ms: number) => ({ now: () => new Date(end.getTime() + ms) });
  expect(await handlePayout({ booking_id: b.bookingId }, { knex: app.db.knex, clock: clock(47 * 3600_000) })).toBe('NOT_DUE');
  await app.db.knex('organisation_bank_info').where({ organisation_id: app.fx.organisationId }).delete();
  expect(await handlePayout({ booking_id: b.bookingId }, { knex: app.db.knex, clock: clock(48 * 3600_000) })).toBe('CREATED');
  expect(await app.db.knex('payout').where({ booking_id: b.bookingId }).first('payout_status', 'pending_reason', 'payout_amount', 'amount_paid')).toEqual({
    payout_status: 'PENDING', pending_reason: 'missing_iban', payout_amount: 52000, amount_paid: b.total,
  });
  expect(await handlePayout({ booking_id: b.bookingId }, { knex: app.db.knex, clock: clock(49 * 3600_000) })).toBe('EXISTS');

  const b2 = await paidBooking();
  await app.db.knex('organisation_bank_info').insert({ organisation_id: app.fx.organisationId, bank_ascription: 'Test BV', iban: 'NL91ABNA0417164300', is_active: true });
  const end2 = new Date((await app.db.knex('booking').where({ booking_id: b2.bookingId }).first('booking_end')).booking_end);
  expect(await handlePayout({ booking_id: b2.bookingId }, { knex: app.db.knex, clock: { now: () => new Date(end2.getTime() + 48 * 3600_000) } })).toBe('CREATED');
  const payout = await app.db.knex('payout').where({ booking_id: b2.bookingId }).first();
  expect(payout).toMatchObject({ payout_status: 'COMPLETED', iban_number: 'NL91ABNA0417164300', pending_reason: null });
  const doc = await app.db.knex('finance_document').where({ booking_id: b2.bookingId, invoice_type: 'PAYOUT' }).first('document_number', 'organisation_id', 'amount');
  expect(doc).toMatchObject({ document_number: payout.invoice_number, organisation_id: app.fx.organisationId, amount: 52000 });
});

it('documents.final_invoice: one invoice per booking, mailed to the guest', async () => {
  const b = await paidBooking();
  await handleFinalInvoice({ booking_id: b.bookingId }, { knex: app.db.knex });
  await handleFinalInvoice({ booking_id: b.bookingId }, { knex: app.db.knex });
  const docs = await app.db.knex('finance_document').where({ booking_id: b.bookingId, invoice_type: 'INVOICE' });
  expect(docs).toHaveLength(1);
  expect(docs[0]).toMatchObject({ amount: b.total, paid: b.total, status: 'COMPLETED' });
  const mails = await app.db.knex('outbox_message').where({ template: 'finance.document' }).whereLike('body_text', `%/api/finance/document/${docs[0].finance_document_id}/%`);
  expect(mails).toHaveLength(1);
});
