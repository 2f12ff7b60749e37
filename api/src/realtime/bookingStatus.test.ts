/**
 * wait_for_booking_status end to end (startServer + graphql-ws client over a real websocket),
 * driven by the e2e test clock: POST /dev/clock moves time and runs the due work, so the
 * unpaid reservation expires and the subscriber sees it.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { signAccessToken } from '../auth/tokens';
import { resetClock } from '../jobs/clock';
import { startServer, type RunningServer } from '../server';
import { createTestDatabase, type TestDatabase } from '../test/db/createTestDatabase';
import { insertFixtures, type Fixtures } from '../test/api/fixtures';

const SECRET = 'booking-status-test-secret-0123456789-abc';
let db: TestDatabase;
let fx: Fixtures;
let server: RunningServer;
const clients: Client[] = [];
const token = (accountId: number) => signAccessToken({ accountId, accountState: 'BOOKER', isAdmin: false }, { secret: SECRET });

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await insertFixtures(db.knex);
  await db.knex('working_time').where('venue_id', fx.venueA.id).del();
  await db.knex('working_time').insert([1, 2, 3, 4, 5, 6, 7].map((d) => ({ venue_id: fx.venueA.id, week_day: d, open_time: 0, close_time: 1440 })));
  await db.knex('space').where('space_id', fx.spaceA1.id).update({ book_before_min_th: 0, book_before_max_th: null, booking_limit: 0, preparation_time: 0, service_break: 0 });
  process.env.ZAALPLEK_TEST_CLOCK = '1';
  server = await startServer({
    port: 0, host: '127.0.0.1', database: { knex: db.knex, connectionString: db.connectionString },
    config: { jwtSecret: SECRET, root: '/nonexistent-root' }, log: () => undefined,
  });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await server.stop();
  delete process.env.ZAALPLEK_TEST_CLOCK;
  resetClock();
  await db.destroy();
});

function client(jwt: string): Client {
  const c = createClient({ url: `ws://127.0.0.1:${server.port}/api/graphql/ws`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${jwt}` }, retryAttempts: 0, lazy: true });
  clients.push(c);
  return c;
}

function watch(c: Client, bookingId: number, accountId: number) {
  const results: Array<{ data?: any; errors?: any[] }> = [];
  let error: unknown = null;
  c.subscribe(
    { query: `subscription($b: Int!, $a: Int!) { wait_for_booking_status(booking_id: $b, account_id: $a) { booking_id booking_status order_state display_status } }`, variables: { b: bookingId, a: accountId } },
    { next: (r) => void results.push(r as any), error: (e) => void (error = e), complete: () => undefined },
  );
  const until = async (check: () => boolean) => {
    const deadline = Date.now() + 15000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out; results ${JSON.stringify(results)}; error ${JSON.stringify(error)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { results, until, error: () => error };
}

async function gql(jwt: string, query: string, variables: object) {
  const res = await fetch(`${server.url}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` }, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as { data?: any; errors?: any[] };
}

describe('wait_for_booking_status + test clock', () => {
  it('sends the status at once and again when the moved clock expires the reservation', async () => {
    const start = new Date(Date.UTC(2031, 2, 4, 9, 0, 0));
    const created = await gql(token(fx.bookerId), `mutation($i: SpaceBookingInput!) { create_booking(input: $i) { booking_id } }`, {
      i: { space_id: fx.spaceA1.id, slot_start: start.toISOString(), slot_end: new Date(start.getTime() + 2 * 3600_000).toISOString(), attendees: 4, terms_accepted: true },
    });
    expect(created.errors).toBeUndefined();
    const id = created.data.create_booking.booking_id as number;

    const w = watch(client(token(fx.bookerId)), id, fx.bookerId);
    await w.until(() => w.results.length >= 1);
    expect(w.results[0]!.data.wait_for_booking_status).toEqual({ booking_id: id, booking_status: 'PENDING', order_state: 'PAYMENT_PENDING', display_status: 'UNPAID' });

    // someone else, or the guest naming another account, is refused
    const stranger = watch(client(token(fx.otherBookerId)), id, fx.otherBookerId);
    const wrongAccount = watch(client(token(fx.bookerId)), id, fx.otherBookerId);
    await stranger.until(() => stranger.error() !== null || stranger.results.length > 0);
    await wrongAccount.until(() => wrongAccount.error() !== null || wrongAccount.results.length > 0);
    expect(JSON.stringify(stranger.error() ?? stranger.results)).toContain('FORBIDDEN');
    expect(JSON.stringify(wrongAccount.error() ?? wrongAccount.results)).toContain('FORBIDDEN');

    const before = (await (await fetch(`${server.url}/dev/clock`)).json()) as { now: string };
    const moved = await fetch(`${server.url}/dev/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advance_ms: 25 * 3600_000 }) });
    expect(moved.status).toBe(200);
    const after = (await moved.json()) as { now: string; ran: number };
    expect(Date.parse(after.now) - Date.parse(before.now)).toBeGreaterThanOrEqual(25 * 3600_000);
    expect(after.ran).toBeGreaterThanOrEqual(1);
    // the sweep ran before the answer: the booking is expired now
    expect((await db.knex('booking').where('booking_id', id).first('booking_status')).booking_status).toBe('EXPIRED');
    await w.until(() => w.results.length >= 2);
    expect(w.results[1]!.data.wait_for_booking_status).toEqual({ booking_id: id, booking_status: 'EXPIRED', order_state: 'EXPIRED', display_status: 'EXPIRED' });

    const bad = await fetch(`${server.url}/dev/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advance_ms: -5 }) });
    expect(bad.status).toBe(400);
  });
});
