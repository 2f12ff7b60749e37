/**
 * Crash safety: the provider has the payment as paid, the API process dies (SIGKILL) before any
 * webhook is processed, and after a restart the order still ends PAID, once.
 */
import type { ChildProcess } from 'node:child_process';
import { signAccessToken } from '../../auth/tokens';
import { createTestDatabase, type TestDatabase } from '../../test/db/createTestDatabase';
import { insertFixtures, type Fixtures } from '../../test/api/fixtures';
import { insertUnpaidBooking } from './testing';
import { freePort, killProcess as kill, startApiProcess } from '../../test/api/apiProcess';

const SECRET = 'crash-test-secret-0123456789-0123456789';
let db: TestDatabase;
let fx: Fixtures;
let child: ChildProcess | null = null;

function startApi(port: number, env: Record<string, string> = {}) {
  const started = startApiProcess(db.connectionString, port, SECRET, env);
  void started.then((api) => (child = api.proc), () => undefined);
  return started;
}

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await insertFixtures(db.knex);
});
afterAll(async () => {
  if (child) await kill(child);
  await db.destroy();
});

it('a payment made while the API dies is applied after the restart, once', async () => {
  const { bookingId, orderId, total } = await insertUnpaidBooking(db.knex, { accountId: fx.bookerId, spaceId: fx.spaceA1.id });
  const port = await freePort();
  // run 1: the provider's webhooks are held back, so the API never hears about the payment before it dies
  const first = await startApi(port, { ZAALPLEK_TEST_PROVIDER_WEBHOOKS: 'off' });
  const token = signAccessToken({ accountId: fx.bookerId, accountState: 'BOOKER', isAdmin: false }, { secret: SECRET });
  const started = await fetch(`${first.url}/api/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: `mutation($id: Int!) { create_booking_payment(booking_id: $id) { checkout_url provider_payment_id } }`, variables: { id: bookingId } }),
  });
  const { data } = (await started.json()) as { data: { create_booking_payment: { checkout_url: string; provider_payment_id: string } } };
  const checkout = new URL(data.create_booking_payment.checkout_url);
  const paid = await fetch(`${first.url}${checkout.pathname}`, {
    method: 'POST', redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=pay&issuer=ING',
  });
  expect(paid.status).toBe(303);
  expect(await db.knex('test_provider_payment').where({ id: data.create_booking_payment.provider_payment_id }).first('status')).toEqual({ status: 'paid' });
  await kill(first.proc);
  expect(await db.knex('booking_order').where({ order_id: orderId }).first('total_paid', 'order_state')).toEqual({ total_paid: 0, order_state: 'PAYMENT_PENDING' });

  // run 2: the provider retries its webhook and the reconciler checks open payments
  const second = await startApi(port);
  const deadline = Date.now() + 30_000;
  let order: { total_paid: number; order_state: string } | undefined;
  while (Date.now() < deadline) {
    order = await db.knex('booking_order').where({ order_id: orderId }).first('total_paid', 'order_state');
    if (order?.order_state === 'PAID') break;
    await new Promise((r) => setTimeout(r, 200));
  }
  expect(order).toEqual({ total_paid: total, order_state: 'PAID' });
  expect(await db.knex('booking').where({ booking_id: bookingId }).first('booking_status')).toEqual({ booking_status: 'PAID' });
  await new Promise((r) => setTimeout(r, 1500)); // let both paths (webhook retry + reconcile) finish
  expect(await db.knex('finance_document').where({ booking_id: bookingId, invoice_type: 'PROOF_OF_PAYMENT' }).count('* as c')).toEqual([{ c: 1 }]);
  expect((await db.knex('booking_order').where({ order_id: orderId }).first('total_paid')).total_paid).toBe(total);
  await kill(second.proc);
});
