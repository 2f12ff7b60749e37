/**
 * Scale-out: two API processes on one database. A chat message sent through one reaches a subscriber
 * connected to the other (each process LISTENs on the chat channel; the NOTIFY goes through PostgreSQL).
 */
import type { ChildProcess } from 'node:child_process';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { signAccessToken } from '../auth/tokens';
import { freePort, killProcess, startApiProcess } from '../test/api/apiProcess';
import { insertFixtures, type Fixtures } from '../test/api/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/db/createTestDatabase';
import { collect } from '../test/realtime/collect';

const SECRET = 'two-process-chat-secret-0123456789-abc';
let db: TestDatabase;
let fx: Fixtures;
const procs: ChildProcess[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await insertFixtures(db.knex);
}, 60_000);
afterAll(async () => {
  for (const p of procs) await killProcess(p);
  await db.destroy();
});

test('a chat message sent through one API process reaches a subscriber connected to the other', async () => {
  const [a, b] = await Promise.all([
    freePort().then((port) => startApiProcess(db.connectionString, port, SECRET)),
    freePort().then((port) => startApiProcess(db.connectionString, port, SECRET)),
  ]);
  procs.push(a.proc, b.proc);
  expect(a.url).not.toBe(b.url);
  const guest = signAccessToken({ accountId: fx.bookerId, accountState: 'BOOKER', isAdmin: false }, { secret: SECRET });
  const host = signAccessToken({ accountId: fx.vendorId, accountState: 'VENDOR', isAdmin: false }, { secret: SECRET });
  const post = async (url: string, tok: string, query: string) =>
    (await (await fetch(`${url}/api/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tok}` }, body: JSON.stringify({ query }) })).json()) as { data?: any; errors?: any[] };

  // the host subscribes on process B, the badge and the events
  const ws = createClient({ url: `${b.url.replace('http', 'ws')}/api/graphql/ws`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${host}` }, retryAttempts: 0, lazy: true });
  try {
    const badge = collect(ws, `subscription($a: Int!) { unread_chats(account_id: $a) }`, { a: fx.vendorId });
    const events = collect(ws, `subscription($a: Int!) { chat_events(account_id: $a) { kind chat_id message { body sender_side } } }`, { a: fx.vendorId });
    expect((await badge.next(1))?.data).toEqual({ unread_chats: 0 });
    await new Promise((r) => setTimeout(r, 300));

    // the guest writes through process A
    const chat = (await post(a.url, guest, `{ get_chat(chat_type: SPACE, entity_id: ${fx.spaceA1.id}) { chat_id } }`)).data.get_chat;
    const sent = await post(a.url, guest, `mutation { send_chat_message(chat_id: ${chat.chat_id}, body: "Hallo vanaf proces A") { message_id } }`);
    expect(sent.errors).toBeUndefined();
    expect((await events.next(1))?.data.chat_events).toEqual({ kind: 'MESSAGE', chat_id: chat.chat_id, message: { body: 'Hallo vanaf proces A', sender_side: 'GUEST' } });
    expect((await badge.next(2))?.data).toEqual({ unread_chats: 1 });
  } finally {
    await ws.dispose();
  }
}, 90_000);
