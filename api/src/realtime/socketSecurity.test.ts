/**
 * The websocket (graphql-ws) holds its token to account: an open socket stops answering when the token
 * expires or its session is logged out (closed with 4401, which the client answers by refreshing), and
 * documents get the same limits and input checks as over HTTP.
 */
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { signAccessToken } from '../auth/tokens';
import { revokeSession, startSession } from '../auth/session';
import { startWsTestServer, type WsTestServer } from '../test/realtime/wsTestServer';

const SECRET = 'socket-security-test-secret-0123456789-abcdef';
let t: WsTestServer;
let db: WsTestServer['db'];
let fx: WsTestServer['fx'];
let clients: WsTestServer['clients'];

beforeAll(async () => {
  t = await startWsTestServer(SECRET);
  ({ db, fx, clients } = t);
});
afterAll(() => t.stop());

/** one socket kept open between operations; `closes` records every close code */
function socket(token: string) {
  const closes: number[] = [];
  const c = createClient({
    url: t.wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: true,
    lazyCloseTimeout: 5_000, // longer than the waits below: the socket stays open between operations
    on: { closed: (event) => closes.push((event as { code: number }).code) },
  });
  clients.push(c);
  const run = (query: string, variables?: Record<string, unknown>) =>
    new Promise<{ data?: any; errors?: any[]; closed?: number }>((resolve) => {
      let result: { data?: any; errors?: any[] } = {};
      c.subscribe({ query, variables }, {
        next: (r) => {
          result = r as never;
        },
        error: (e) => resolve(Array.isArray(e) ? { errors: e } : { closed: (e as { code?: number }).code }),
        complete: () => resolve(result),
      });
    });
  return { run, closes };
}

const PROFILE = '{ profile { accountId } }';

test('an open socket stops answering profile when its token expires (closed with 4401)', async () => {
  const s = socket(signAccessToken({ accountId: fx.bookerId, accountState: 'BOOKER', isAdmin: false }, { secret: SECRET, expiresInSeconds: 2 }));
  expect(await s.run(PROFILE)).toEqual({ data: { profile: { accountId: fx.bookerId } } });
  expect(s.closes).toEqual([]);
  await new Promise((r) => setTimeout(r, 2600));
  expect(s.closes).toEqual([4401]); // closed by the server at expiry, not by the client
  const after = await s.run(PROFILE); // a new connection with the same token is refused the same way
  expect(after.data).toBeUndefined();
  expect(after.closed).toBe(4401);
});

test('an open socket stops answering once its session is logged out', async () => {
  const account = await db.knex('account').where('account_id', fx.bookerId).first('account_id', 'account_state', 'is_admin');
  const pair = await startSession(db.knex, account, SECRET);
  const s = socket(pair.access_token);
  expect(await s.run(PROFILE)).toEqual({ data: { profile: { accountId: fx.bookerId } } });
  const sessionId = JSON.parse(Buffer.from(pair.access_token.split('.')[1]!, 'base64url').toString()).sid as string;
  await revokeSession(db.knex, fx.bookerId, { sessionId });
  const after = await s.run(PROFILE);
  expect(after.data).toBeUndefined();
  expect(s.closes).toEqual([4401]);
});

test('hostile documents and NUL input are refused over the websocket too', async () => {
  const s = socket(signAccessToken({ accountId: fx.bookerId, accountState: 'BOOKER', isAdmin: false }, { secret: SECRET }));
  let chain = 'query { ...F0 }\n';
  for (let i = 0; i < 22; i += 1) chain += `fragment F${i} on Query { _health ${i < 21 ? `...F${i + 1} ...F${i + 1}` : ''} }\n`;
  const started = performance.now();
  const hostile = await s.run(chain);
  expect(performance.now() - started).toBeLessThan(3000);
  expect(hostile.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'VALIDATION', key: 'query_too_complex', meta: { limit: 'cost' } });
  const aliases = await s.run(`{ ${Array.from({ length: 20 }, (_, i) => `p${i}: profile { accountId }`).join(' ')} }`);
  expect(aliases.errors?.[0]?.extensions?.response?.body).toMatchObject({ key: 'query_too_complex', meta: { limit: 'aliases' } });
  const nul = await s.run('query($slug: String!) { get_collection(slug: $slug) { collection_id } }', { slug: 'a\u0000' });
  expect(nul.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'code_injection', meta: { field: 'slug' } });
  expect(await s.run(PROFILE)).toEqual({ data: { profile: { accountId: fx.bookerId } } }); // the socket still serves
  expect(s.closes).toEqual([]);
});

test('an admin demoted while the socket is open loses admin operations at once', async () => {
  await db.knex('account').where('account_id', fx.adminId).update({ is_admin: true });
  const s = socket(signAccessToken({ accountId: fx.adminId, accountState: 'BOOKER', isAdmin: true }, { secret: SECRET }));
  const CUSTOMERS = '{ get_customers { result { accountId } } }';
  expect((await s.run(CUSTOMERS)).data?.get_customers.result.length).toBeGreaterThan(0);
  await db.knex('account').where('account_id', fx.adminId).update({ is_admin: false });
  const after = await s.run(CUSTOMERS);
  expect(after.data ?? null).toBeNull();
  expect(after.errors?.[0]?.extensions?.response?.body?.error_type).toBe('FORBIDDEN');
});
