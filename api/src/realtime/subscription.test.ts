/** unread_notifications end to end: startServer + graphql-ws client over a real websocket. */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { signAccessToken } from '../auth/tokens';
import { startWsTestServer, type WsTestServer } from '../test/realtime/wsTestServer';

const SECRET = 'subscription-test-secret-0123456789-abcdef';
let t: WsTestServer;
let db: WsTestServer['db'];
let fx: WsTestServer['fx'];
let clients: WsTestServer['clients'];

beforeAll(async () => {
  t = await startWsTestServer(SECRET);
  ({ db, fx, clients } = t);
});
afterAll(() => t.stop());

function client(token?: string): Client {
  const c = createClient({
    url: t.wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: true,
  });
  clients.push(c);
  return c;
}

/** Subscribes and collects every message; `next(n)` waits for the n-th result. */
function subscribe(c: Client, accountId: number, venueId?: number) {
  const results: Array<{ data?: any; errors?: any[] }> = [];
  const waiters: Array<() => void> = [];
  let error: unknown = null;
  let completed = false;
  const unsubscribe = c.subscribe(
    { query: `subscription($a: Int!, $v: Int) { unread_notifications(account_id: $a, venue_id: $v) }`, variables: { a: accountId, v: venueId } },
    {
      next: (r) => {
        results.push(r as any);
        waiters.splice(0).forEach((w) => w());
      },
      error: (e) => {
        error = e;
        waiters.splice(0).forEach((w) => w());
      },
      complete: () => {
        completed = true;
        waiters.splice(0).forEach((w) => w());
      },
    },
  );
  const until = async (check: () => boolean) => {
    const deadline = Date.now() + 10000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out; results so far: ${JSON.stringify(results)}; error: ${String(error)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };
  return {
    results,
    unsubscribe,
    next: async (n: number) => {
      await until(() => results.length >= n || error !== null || completed);
      return results[n - 1];
    },
    settled: () => until(() => error !== null || completed),
    get error() {
      return error;
    },
  };
}

const tokenFor = (accountId: number) => signAccessToken({ accountId, accountState: 'BOOKER', isAdmin: false }, { secret: SECRET });

test('sends the unread count at once and again after a new notification', async () => {
  const sub = subscribe(client(tokenFor(fx.bookerId)), fx.bookerId);
  expect((await sub.next(1))?.data).toEqual({ unread_notifications: 2 });

  await db.knex('notification').insert({ account_id: fx.bookerId, event_name: 'ORDER_PAID' });
  expect((await sub.next(2))?.data).toEqual({ unread_notifications: 3 });

  await db.knex('notification').where({ account_id: fx.bookerId }).update({ is_read: true });
  expect((await sub.next(3))?.data).toEqual({ unread_notifications: 0 });

  // another account's notification does not wake this subscriber
  await db.knex('notification').insert({ account_id: fx.otherBookerId, event_name: 'ORDER_PAID' });
  await db.knex('notification').insert({ account_id: fx.bookerId, event_name: 'ORDER_PAID', venue_id: fx.venueA.id });
  expect((await sub.next(4))?.data).toEqual({ unread_notifications: 1 });
  expect(sub.results).toHaveLength(4);
  sub.unsubscribe();
});

test('venue_id narrows the count to that venue (a venue of the caller\'s organisation)', async () => {
  const sub = subscribe(client(tokenFor(fx.vendorId)), fx.vendorId, fx.venueB.id);
  expect((await sub.next(1))?.data).toEqual({ unread_notifications: 0 });
  await db.knex('notification').insert({ account_id: fx.vendorId, event_name: 'ORDER_PAID', venue_id: fx.venueA.id });
  await db.knex('notification').insert({ account_id: fx.vendorId, event_name: 'ORDER_PAID', venue_id: fx.venueB.id });
  expect((await sub.next(2))?.data).toEqual({ unread_notifications: 1 });
  expect(sub.results).toHaveLength(2);
  sub.unsubscribe();
});

test('venue_id of a venue the caller may not see is NOT_FOUND', async () => {
  const sub = subscribe(client(tokenFor(fx.bookerId)), fx.bookerId, fx.venueB.id);
  const first = await sub.next(1);
  await sub.settled();
  const errors = (first?.errors ?? (sub.error as any[])) as any[];
  expect(errors[0].extensions.response.body).toMatchObject({ error_type: 'NOT_FOUND', entity: 'venue' });
  expect(first?.data?.unread_notifications).toBeUndefined();
});

test("subscribing to another account's id is FORBIDDEN", async () => {
  const sub = subscribe(client(tokenFor(fx.bookerId)), fx.otherBookerId);
  const first = await sub.next(1);
  await sub.settled();
  const errors = (first?.errors ?? (sub.error as any[])) as any[];
  expect(errors[0].extensions).toEqual({
    response: { body: { error_type: 'FORBIDDEN', entity: 'notification', key: 'forbidden', meta: null, status_code: 403 } },
    status_code: 403,
  });
  expect(first?.data?.unread_notifications).toBeUndefined();
});

test('without a token the subscription is UNAUTHENTICATED', async () => {
  const sub = subscribe(client(), fx.bookerId);
  const first = await sub.next(1);
  await sub.settled();
  const errors = (first?.errors ?? (sub.error as any[])) as any[];
  expect(errors[0].extensions.status_code).toBe(401);
});

test('a connection with an invalid token is refused', async () => {
  const sub = subscribe(client('not.a.token'), fx.bookerId);
  await sub.settled();
  expect(sub.results).toHaveLength(0);
  expect((sub.error as { code?: number }).code).toBe(4403);
});
