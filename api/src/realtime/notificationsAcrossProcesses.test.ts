/**
 * Two API processes on one database: a notification written through one (a host approves a request
 * over HTTP on process A) reaches the guest's unread_notifications subscription on process B, through
 * PostgreSQL LISTEN/NOTIFY (channel `notifications`, realtime/channelHub.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { signAccessToken } from '../auth/tokens';
import { insertUnpaidBooking } from '../services/payments/testing';
import { freePort, killProcess, startApiProcess } from '../test/api/apiProcess';
import { insertFixtures, type Fixtures } from '../test/api/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/db/createTestDatabase';

const SECRET = 'two-process-test-secret-0123456789-abcdef';
let db: TestDatabase;
let fx: Fixtures;
const children: ChildProcess[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await insertFixtures(db.knex);
});
afterAll(async () => {
  await Promise.all(children.map(killProcess));
  await db.destroy();
});

async function startApi(): Promise<string> {
  const { url, proc } = await startApiProcess(db.connectionString, await freePort(), SECRET);
  children.push(proc);
  return url;
}

test('a host approving a request through one process updates the guest\'s bell on the other, live', async () => {
  const a = await startApi();
  const b = await startApi(); // one after the other: both run the start-up migrations and job set-up
  const request = await insertUnpaidBooking(db.knex, { accountId: fx.bookerId, spaceId: fx.spaceA2.id, orderState: 'HOST_APPROVAL' });
  await db.knex('booking').where({ booking_id: request.bookingId }).update({ booking_type: 'MANUAL' });
  const guestToken = signAccessToken({ accountId: fx.bookerId, accountState: 'BOOKER', isAdmin: false }, { secret: SECRET });
  const hostToken = signAccessToken({ accountId: fx.vendorId, accountState: 'VENDOR', isAdmin: false }, { secret: SECRET });

  const counts: number[] = [];
  let wake: () => void = () => undefined;
  const client = createClient({ url: `${b.replace('http', 'ws')}/api/graphql/ws`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${guestToken}` }, retryAttempts: 0 });
  const stop = client.subscribe<{ unread_notifications: number }>(
    { query: `subscription($a: Int!) { unread_notifications(account_id: $a) }`, variables: { a: fx.bookerId } },
    { next: (r) => { if (r.data) counts.push(r.data.unread_notifications); wake(); }, error: (e) => { throw e; }, complete: () => undefined },
  );
  const until = async (check: () => boolean) => {
    const deadline = Date.now() + 15_000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out; counts so far ${JSON.stringify(counts)}`);
      await new Promise<void>((resolve) => { wake = resolve; setTimeout(resolve, 200); });
    }
  };
  try {
    await until(() => counts.length >= 1);
    const before = counts[0]!;
    const res = await fetch(`${a}/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${hostToken}` },
      body: JSON.stringify({ query: `mutation($id: Int!) { booking_approve(booking_id: $id) { booking_id } }`, variables: { id: request.bookingId } }),
    });
    expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
    await until(() => counts.length >= 2);
    expect(counts[1]).toBe(before + 1);
    expect(await db.knex('notification').where({ account_id: fx.bookerId, booking_id: request.bookingId }).pluck('event_name')).toEqual(['request_approved']);
  } finally {
    stop();
    await client.dispose();
  }
}, 90_000);
