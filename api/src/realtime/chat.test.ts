/**
 * Chat live over graphql-ws (startServer + real websockets): the chat connection authenticates with the
 * account's chat_user_id and chat_token, receives the messages of its conversations as they are sent,
 * the header count (unread_chats) counts up and down live, and the chat connection runs nothing else.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { signAccessToken } from '../auth/tokens';
import { collect } from '../test/realtime/collect';
import { startWsTestServer, type WsTestServer } from '../test/realtime/wsTestServer';

const SECRET = 'chat-test-secret-0123456789-abcdef-xyz';
let t: WsTestServer;

beforeAll(async () => {
  t = await startWsTestServer(SECRET);
}, 60_000);
afterAll(() => t.stop());

const token = (accountId: number, state: 'BOOKER' | 'VENDOR' = 'BOOKER', admin = false) => signAccessToken({ accountId, accountState: state, isAdmin: admin }, { secret: SECRET });
const http = async (tok: string, query: string, variables: Record<string, unknown> = {}) => {
  const res = await fetch(`http://127.0.0.1:${t.server.port}/api/graphql`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tok}` }, body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: any[] };
};
const client = (connectionParams: Record<string, unknown>): Client => {
  const c = createClient({ url: t.wsUrl, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0, lazy: true });
  t.clients.push(c);
  return c;
};
const chatConnection = async (tok: string): Promise<Client> => {
  const { data } = await http(tok, `{ profile { chatUserId chatToken } }`);
  expect(data.profile.chatUserId).toMatch(/^cu-/);
  return client({ chat_user_id: data.profile.chatUserId, chat_token: data.profile.chatToken });
};
const EVENTS = `subscription($a: Int!) { chat_events(account_id: $a) { kind chat_id message { body sender_side is_mine sender_name } } }`;
const UNREAD = `subscription($a: Int!) { unread_chats(account_id: $a) }`;

test('a question reaches the host live, the header count goes up and down, the answer reaches the guest', async () => {
  const guest = token(t.fx.bookerId);
  const host = token(t.fx.vendorId, 'VENDOR');
  const chat = (await http(guest, `{ get_chat(chat_type: SPACE, entity_id: ${t.fx.spaceA1.id}) { chat_id } }`)).data.get_chat;

  const hostEvents = collect(await chatConnection(host), EVENTS, { a: t.fx.vendorId });
  const hostBadge = collect(client({ authorization: `Bearer ${host}` }), UNREAD, { a: t.fx.vendorId });
  const guestEvents = collect(await chatConnection(guest), EVENTS, { a: t.fx.bookerId });
  expect((await hostBadge.next(1))?.data).toEqual({ unread_chats: 0 });
  // subscriptions are registered once the first count arrived; give the events streams a moment as well
  await new Promise((r) => setTimeout(r, 300));

  const sent = await http(guest, `mutation { send_chat_message(chat_id: ${chat.chat_id}, body: "Is er parkeergelegenheid?") { message_id } }`);
  expect(sent.errors).toBeUndefined();
  expect((await hostEvents.next(1))?.data.chat_events).toEqual({ kind: 'MESSAGE', chat_id: chat.chat_id, message: { body: 'Is er parkeergelegenheid?', sender_side: 'GUEST', is_mine: false, sender_name: 'Bram Test' } });
  expect((await guestEvents.next(1))?.data.chat_events.message).toMatchObject({ is_mine: true });
  expect((await hostBadge.next(2))?.data).toEqual({ unread_chats: 1 });

  await http(host, `mutation { send_chat_message(chat_id: ${chat.chat_id}, body: "Ja, achter het pand.") { message_id } }`);
  expect((await guestEvents.next(2))?.data.chat_events.message).toEqual({ body: 'Ja, achter het pand.', sender_side: 'HOST', is_mine: false, sender_name: 'Vera Test' });

  // the host reads: its badge goes back to 0, its own chat connection hears the read marker
  const messageId = sent.data.send_chat_message.message_id;
  await http(host, `mutation { read_chat(chat_id: ${chat.chat_id}, message_id: ${messageId}) { unread_count } }`);
  expect((await hostBadge.next(3))?.data).toEqual({ unread_chats: 0 });
  const read = await hostEvents.next(3);
  expect(read?.data.chat_events).toMatchObject({ kind: 'READ', chat_id: chat.chat_id });

  // another guest hears nothing of it
  const stranger = collect(await chatConnection(token(t.fx.otherBookerId)), EVENTS, { a: t.fx.otherBookerId });
  await new Promise((r) => setTimeout(r, 300));
  await http(guest, `mutation { send_chat_message(chat_id: ${chat.chat_id}, body: "Dank je!") { message_id } }`);
  await hostEvents.next(4);
  expect(stranger.results).toEqual([]);
});

test('the chat connection needs a valid chat token for its chat_user_id and runs only the chat subscriptions', async () => {
  const guest = token(t.fx.bookerId);
  const { data } = await http(guest, `{ profile { chatUserId chatToken } }`);
  const other = (await http(token(t.fx.otherBookerId), `{ profile { chatUserId } }`)).data.profile.chatUserId;
  // someone else's chat_user_id with this token: refused (4403)
  const wrong = collect(client({ chat_user_id: other, chat_token: data.profile.chatToken }), EVENTS, { a: t.fx.bookerId });
  await wrong.next(1);
  expect((wrong.error as { code?: number } | null)?.code).toBe(4403);
  // an access token is no chat token
  const notChat = collect(client({ chat_user_id: data.profile.chatUserId, chat_token: guest }), EVENTS, { a: t.fx.bookerId });
  await notChat.next(1);
  expect((notChat.error as { code?: number } | null)?.code).toBe(4403);
  // a chat token is no access token
  expect((await http(data.profile.chatToken, `{ profile { accountId } }`)).errors?.[0]?.extensions?.status_code ?? 401).toBe(401);
  // other operations on the chat connection are refused
  const c = client({ chat_user_id: data.profile.chatUserId, chat_token: data.profile.chatToken });
  const other2 = collect(c, `subscription($b: Int!, $a: Int!) { wait_for_booking_status(booking_id: $b, account_id: $a) { booking_status } }`, { b: t.fx.bookings.paid, a: t.fx.bookerId });
  await other2.next(1);
  expect(other2.results).toEqual([]);
  expect((other2.error as any[])[0]?.extensions?.response?.body).toMatchObject({ error_type: 'FORBIDDEN', entity: 'chat' });
  // another account's events: FORBIDDEN
  const foreign = collect(c, EVENTS, { a: t.fx.vendorId });
  expect((await foreign.next(1))?.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'FORBIDDEN' });
});
