/**
 * wait_for_booking_status over a real websocket (graphql-ws client): paying the CHANGE order of an
 * approved change request on a paid booking (the booking stays PAID/PAID, only that order moves)
 * still wakes the subscriber, once per CHANGE order state, and a replayed webhook sends nothing.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { signAccessToken } from '../auth/tokens';
import { startServer, type RunningServer } from '../server';
import { createTestDatabase, type TestDatabase } from '../test/db/createTestDatabase';
import { insertFixtures, type Fixtures } from '../test/api/fixtures';

const SECRET = 'change-order-status-test-secret-0123456789';
let db: TestDatabase;
let fx: Fixtures;
let server: RunningServer;
let client: Client;
const token = (accountId: number, accountState: 'BOOKER' | 'VENDOR') => signAccessToken({ accountId, accountState, isAdmin: false }, { secret: SECRET });
const base = new Date(Date.UTC(2031, 3, 7, 0, 0, 0));
const at = (h: number) => new Date(base.getTime() + h * 3600_000).toISOString();

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await insertFixtures(db.knex);
  await db.knex('working_time').where('venue_id', fx.venueA.id).del();
  await db.knex('working_time').insert([1, 2, 3, 4, 5, 6, 7].map((d) => ({ venue_id: fx.venueA.id, week_day: d, open_time: 0, close_time: 1440 })));
  await db.knex('space').where('space_id', fx.spaceA1.id).update({ book_before_min_th: 0, book_before_max_th: null, booking_limit: 0, preparation_time: 0, service_break: 0 });
  server = await startServer({
    port: 0, host: '127.0.0.1', database: { knex: db.knex, connectionString: db.connectionString },
    config: { jwtSecret: SECRET, root: '/nonexistent-root' }, log: () => undefined,
  });
  client = createClient({ url: `ws://127.0.0.1:${server.port}/api/graphql/ws`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token(fx.bookerId, 'BOOKER')}` }, retryAttempts: 0, lazy: true });
});
afterAll(async () => {
  await client.dispose();
  await server.stop();
  await db.destroy();
});

async function gql(jwt: string, query: string, variables: object) {
  const res = await fetch(`${server.url}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data?: any; errors?: any[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}
const post = (path: string, body: string) =>
  fetch(`${server.url}${path}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
async function pay(jwt: string, bookingId: number): Promise<string> {
  const p = (await gql(jwt, `mutation($id: Int!) { create_booking_payment(booking_id: $id) { provider_payment_id checkout_url } }`, { id: bookingId })).create_booking_payment;
  expect((await post(new URL(p.checkout_url).pathname, 'action=pay&issuer=ING')).status).toBe(303);
  expect((await post('/api/payments/webhook', `id=${p.provider_payment_id}`)).status).toBe(200);
  return p.provider_payment_id;
}
async function until(check: () => boolean | Promise<boolean>, what: () => string) {
  const deadline = Date.now() + 15000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('wait_for_booking_status and the CHANGE order', () => {
  it('wakes the subscriber when the difference of an approved change request is paid', async () => {
    const guest = token(fx.bookerId, 'BOOKER');
    const id = (await gql(guest, `mutation($i: SpaceBookingInput!) { create_booking(input: $i) { booking_id } }`, {
      i: { space_id: fx.spaceA1.id, slot_start: at(9), slot_end: at(11), attendees: 4, terms_accepted: true },
    })).create_booking.booking_id as number;
    await pay(guest, id);
    await until(async () => (await db.knex('booking').where('booking_id', id).first('booking_status')).booking_status === 'PAID', () => 'booking PAID');

    const cr = (await gql(guest, `mutation($id: Int!) { create_change_request(booking_id: $id, input: { slot_end: "${at(13)}" }) { change_request_id } }`, { id })).create_change_request;
    await gql(token(fx.vendorId, 'VENDOR'), `mutation($id: Int!) { approve_change_request(change_request_id: $id) { booking_id } }`, { id: cr.change_request_id });

    const results: any[] = [];
    let error: unknown = null;
    client.subscribe(
      { query: `subscription($b: Int!, $a: Int!) { wait_for_booking_status(booking_id: $b, account_id: $a) { booking_id booking_status order_state display_status } }`, variables: { b: id, a: fx.bookerId } },
      { next: (r) => void results.push(r.data?.wait_for_booking_status), error: (e) => void (error = e), complete: () => undefined },
    );
    const seen = () => `results ${JSON.stringify(results)}; error ${JSON.stringify(error)}`;
    await until(() => results.length >= 1, seen);
    const paidNow = { booking_id: id, booking_status: 'PAID', order_state: 'PAID', display_status: 'PAID' };
    expect(results).toEqual([paidNow]);

    const providerId = await pay(guest, id);
    const changeState = () => db.knex('booking_order').where({ booking_id: id, order_kind: 'CHANGE' }).first('order_state');
    await until(async () => (await changeState()).order_state === 'PAID', () => 'change order PAID');
    // the CHANGE order moved (PAYMENT_PENDING -> PAID): the client is woken, the booking still reads PAID/PAID
    await until(() => results.length >= 2, seen);
    expect(results.slice(1)).toEqual([paidNow]);

    // a replayed webhook changes nothing and sends nothing
    expect((await post('/api/payments/webhook', `id=${providerId}`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(results).toHaveLength(2);
    expect(error).toBeNull();
  });
});
