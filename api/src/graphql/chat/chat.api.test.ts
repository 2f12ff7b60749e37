/**
 * Chat over the real app and database: a guest asks about a space, the host side answers (owner and a
 * team member whose role may answer; not a finance member), strangers get NOT_FOUND, support channels
 * are read by support staff only, unread counts and read markers, paged history, the spec's error shape
 * for code-like and too long text, and one unread-chat e-mail per quiet period.
 */
import { CHAT_MAIL_GRACE_MS, CHAT_MAIL_QUIET_MS, CHAT_MESSAGE_MAX } from '../../domain/chat/chatRules';
import { sendChatDigests } from '../../services/chat';
import { startTestApp, type TestApp } from '../../test/api/testApp';

let app: TestApp;
let tokens: Record<'guest' | 'other' | 'host' | 'member' | 'admin' | 'finance' | 'otherHost', string>;
let financeId: number;

beforeAll(async () => {
  app = await startTestApp();
  const { knex } = app.db;
  const fx = app.fx;
  const [{ account_id: fin }] = await knex('account').insert({ email: 'fin@example.nl', first_name: 'Fien', last_name: 'Geld', account_state: 'VENDOR' }).returning('account_id');
  financeId = fin;
  await knex('team_member').insert({ organisation_id: fx.organisationId, account_id: fin, email: 'fin@example.nl', team_role: 'FINANCE', invitation_status: 'ACCEPTED' });
  const [{ account_id: otherHost }] = await knex('account').insert({ email: 'oh@example.nl', first_name: 'Otto', last_name: 'Host', account_state: 'VENDOR' }).returning('account_id');
  await knex('organisation').insert({ account_id: otherHost, organisation_type: 'PRIVATE', organisation_name: 'Ander BV' });
  tokens = {
    guest: app.token(fx.bookerId),
    other: app.token(fx.otherBookerId),
    host: app.token(fx.vendorId, 'VENDOR'),
    member: app.token(fx.memberId, 'VENDOR'),
    admin: app.token(fx.adminId, 'BOOKER', true),
    finance: app.token(fin, 'VENDOR'),
    otherHost: app.token(otherHost, 'VENDOR'),
  };
}, 60_000);
afterAll(() => app?.close());

type Who = keyof typeof tokens;
const gql = async (who: Who, query: string, variables: Record<string, unknown> = {}, locale = 'NL') =>
  (await app.graphql<any>(query, variables, { token: tokens[who], endpoint: 'authenticated', locale })).body as { data?: any; errors?: any[] };
const errorOf = (body: { errors?: any[] }) => body.errors?.[0]?.extensions?.response?.body;

const CHAT = `chat_id channel_id chat_type entity_id title counterpart my_side unread_count last_read_message_id last_message { body sender_side is_mine }`;
const GET_CHAT = `query($t: ChatType!, $e: Int) { get_chat(chat_type: $t, entity_id: $e) { ${CHAT} } }`;
const SEND = `mutation($c: Int!, $b: String!) { send_chat_message(chat_id: $c, body: $b) { message_id chat_id body sender_side sender_name is_mine } }`;
const LIST = `query($s: ChatListScope) { get_chats(scope: $s) { ${CHAT} } }`;
const HISTORY = `query($c: Int!, $b: Int, $f: Int) { chat_messages(chat_id: $c, before_id: $b, first: $f) { has_more messages { message_id body } } }`;
const UNREAD = `{ unread_chat_count }`;
const READ = `mutation($c: Int!, $m: Int!) { read_chat(chat_id: $c, message_id: $m) { unread_count last_read_message_id } }`;

describe('a guest asks the host about a space', () => {
  let chatId: number;

  it('opens one channel per guest and space; the same call answers the same channel', async () => {
    const first = await gql('guest', GET_CHAT, { t: 'SPACE', e: app.fx.spaceA1.id });
    expect(first.errors).toBeUndefined();
    chatId = first.data.get_chat.chat_id;
    expect(first.data.get_chat).toMatchObject({ channel_id: `space-${app.fx.spaceA1.id}-${app.fx.bookerId}`, chat_type: 'SPACE', entity_id: app.fx.spaceA1.id, my_side: 'GUEST', counterpart: 'Café De Zaal', unread_count: 0, last_message: null });
    const again = await gql('guest', GET_CHAT, { t: 'SPACE', e: app.fx.spaceA1.id });
    expect(again.data.get_chat.chat_id).toBe(chatId);
    const other = await gql('other', GET_CHAT, { t: 'SPACE', e: app.fx.spaceA1.id });
    expect(other.data.get_chat.chat_id).not.toBe(chatId);
  });

  it('the host side does not see an empty conversation; after the question it is unread for the host and the answering team member', async () => {
    expect((await gql('host', LIST)).data.get_chats.map((c: any) => c.chat_id)).not.toContain(chatId);
    const sent = await gql('guest', SEND, { c: chatId, b: '  Is er een beamer?  ' });
    expect(sent.data.send_chat_message).toMatchObject({ body: 'Is er een beamer?', sender_side: 'GUEST', sender_name: 'Bram Test', is_mine: true });
    const hostList = (await gql('host', LIST)).data.get_chats;
    expect(hostList.find((c: any) => c.chat_id === chatId)).toMatchObject({ my_side: 'HOST', counterpart: 'Bram Test', unread_count: 1, last_message: { body: 'Is er een beamer?', is_mine: false } });
    expect((await gql('host', UNREAD)).data.unread_chat_count).toBe(1);
    expect((await gql('member', UNREAD)).data.unread_chat_count).toBe(1);
    // the guest's own message is not unread for the guest
    expect((await gql('guest', UNREAD)).data.unread_chat_count).toBe(0);
  });

  it('the owner and a team member whose role answers guests answer; a finance member, another host and another guest do not even see it', async () => {
    const answer = await gql('member', SEND, { c: chatId, b: 'Ja, en een flip-over.' });
    expect(answer.data.send_chat_message).toMatchObject({ sender_side: 'HOST', sender_name: 'Mo Test' });
    // a team member's answer is not unread for the other host accounts, but it is for the guest
    expect((await gql('host', UNREAD)).data.unread_chat_count).toBe(1);
    expect((await gql('guest', UNREAD)).data.unread_chat_count).toBe(1);
    for (const who of ['finance', 'otherHost', 'other'] as const) {
      const read = await gql(who, HISTORY, { c: chatId });
      expect(errorOf(read)).toMatchObject({ error_type: 'NOT_FOUND', entity: 'chat', status_code: 404 });
      const write = await gql(who, SEND, { c: chatId, b: 'Hallo?' });
      expect(errorOf(write)).toMatchObject({ error_type: 'NOT_FOUND', entity: 'chat' });
    }
    expect((await gql('finance', LIST)).data.get_chats).toEqual([]);
    expect((await gql('finance', UNREAD)).data.unread_chat_count).toBe(0);
    expect(financeId).toBeGreaterThan(0);
  });

  it('read markers: reading moves the marker and clears the count, never back', async () => {
    const history = (await gql('guest', HISTORY, { c: chatId })).data.chat_messages;
    const newest = history.messages.at(-1).message_id;
    const read = await gql('guest', READ, { c: chatId, m: newest });
    expect(read.data.read_chat).toEqual({ unread_count: 0, last_read_message_id: newest });
    const back = await gql('guest', READ, { c: chatId, m: 1 });
    expect(back.data.read_chat.last_read_message_id).toBe(newest);
    expect((await gql('guest', UNREAD)).data.unread_chat_count).toBe(0);
  });

  it('pages the history back from the newest, oldest first within a page', async () => {
    for (let i = 1; i <= 5; i += 1) await gql('guest', SEND, { c: chatId, b: `bericht ${i}` });
    const page1 = (await gql('guest', HISTORY, { c: chatId, f: 3 })).data.chat_messages;
    expect(page1.messages.map((m: any) => m.body)).toEqual(['bericht 3', 'bericht 4', 'bericht 5']);
    expect(page1.has_more).toBe(true);
    const page2 = (await gql('guest', HISTORY, { c: chatId, f: 3, b: page1.messages[0].message_id })).data.chat_messages;
    expect(page2.messages.map((m: any) => m.body)).toEqual(['Ja, en een flip-over.', 'bericht 1', 'bericht 2']);
    const page3 = (await gql('guest', HISTORY, { c: chatId, f: 3, b: page2.messages[0].message_id })).data.chat_messages;
    expect(page3).toEqual({ has_more: false, messages: [expect.objectContaining({ body: 'Is er een beamer?' })] });
  });

  it('refuses code-like, empty and too long text in the spec error shape', async () => {
    expect(errorOf(await gql('guest', SEND, { c: chatId, b: '<img src=x onerror=alert(1)>' }))).toEqual({
      error_type: 'FIELD_VALIDATION', entity: 'chat_message', key: 'code_injection', meta: { field: 'body', fields: { body: 'code_injection' } }, status_code: 400,
    });
    expect(errorOf(await gql('guest', SEND, { c: chatId, b: '   ' }))).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'required' });
    expect(errorOf(await gql('guest', SEND, { c: chatId, b: 'x'.repeat(CHAT_MESSAGE_MAX + 1) }))).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'max_length', meta: { max: CHAT_MESSAGE_MAX } });
    expect(await app.db.knex('chat_message').where('chat_channel_id', chatId).whereILike('body', '%onerror%')).toEqual([]);
  });

  it('a host cannot open a question to its own venue', async () => {
    expect(errorOf(await gql('host', GET_CHAT, { t: 'SPACE', e: app.fx.spaceA1.id }))).toMatchObject({ error_type: 'VALIDATION', key: 'own_venue' });
    expect(errorOf(await gql('guest', GET_CHAT, { t: 'SPACE', e: app.fx.hiddenSpace.id }))).toMatchObject({ error_type: 'NOT_FOUND', entity: 'space' });
    expect(errorOf(await gql('guest', GET_CHAT, { t: 'VENUE', e: app.fx.venueB.id }))).toBeUndefined();
  });
});

describe('booking and support channels', () => {
  it('a booking channel is shared by its guest and the host side; strangers get NOT_FOUND', async () => {
    const guest = (await gql('guest', GET_CHAT, { t: 'BOOKING', e: app.fx.bookings.paid })).data.get_chat;
    const host = (await gql('host', GET_CHAT, { t: 'BOOKING', e: app.fx.bookings.paid })).data.get_chat;
    expect(host.chat_id).toBe(guest.chat_id);
    expect(guest).toMatchObject({ channel_id: `booking-${app.fx.bookings.paid}`, my_side: 'GUEST', title: expect.stringContaining(`Boeking #${app.fx.bookings.paid}`) });
    expect(host.my_side).toBe('HOST');
    const en = (await gql('guest', GET_CHAT, { t: 'BOOKING', e: app.fx.bookings.paid }, 'EN')).data.get_chat;
    expect(en.title).toContain(`Booking #${app.fx.bookings.paid}`);
    for (const who of ['other', 'otherHost', 'finance'] as const) {
      expect(errorOf(await gql(who, GET_CHAT, { t: 'BOOKING', e: app.fx.bookings.paid }))).toMatchObject({ error_type: 'NOT_FOUND', entity: 'booking' });
    }
  });

  it('a paid booking leads into a support channel about it; support staff answer from the inbox; hosts never read it', async () => {
    const opened = await gql('guest', GET_CHAT, { t: 'SUPPORT', e: app.fx.bookings.paid });
    const chat = opened.data.get_chat;
    expect(chat).toMatchObject({ channel_id: `support-${app.fx.bookerId}-booking-${app.fx.bookings.paid}`, chat_type: 'SUPPORT', entity_id: app.fx.bookings.paid, counterpart: 'Zaalplek support' });
    // only the guest's own booking
    expect(errorOf(await gql('other', GET_CHAT, { t: 'SUPPORT', e: app.fx.bookings.paid }))).toMatchObject({ error_type: 'NOT_FOUND' });
    await gql('guest', SEND, { c: chat.chat_id, b: 'Ik wil deze boeking annuleren: de training gaat niet door.' });
    const inbox = (await gql('admin', LIST, { s: 'SUPPORT_INBOX' })).data.get_chats;
    expect(inbox.find((c: any) => c.chat_id === chat.chat_id)).toMatchObject({ my_side: 'SUPPORT', counterpart: 'Bram Test', unread_count: 1 });
    expect((await gql('admin', UNREAD)).data.unread_chat_count).toBeGreaterThanOrEqual(1);
    const answer = await gql('admin', SEND, { c: chat.chat_id, b: 'We annuleren hem voor je; het geld staat binnen 48 uur terug.' });
    expect(answer.data.send_chat_message).toMatchObject({ sender_side: 'SUPPORT' });
    for (const who of ['host', 'member', 'other'] as const) {
      expect(errorOf(await gql(who, HISTORY, { c: chat.chat_id }))).toMatchObject({ error_type: 'NOT_FOUND' });
    }
    expect(errorOf(await gql('host', LIST, { s: 'SUPPORT_INBOX' }))).toMatchObject({ error_type: 'FORBIDDEN' });
    // the support staff role answers from the inbox as well
    const [{ account_id: supportId }] = await app.db.knex('account').insert({ email: 'support@example.nl', first_name: 'Sanne', last_name: 'Support', account_state: 'BOOKER', staff_role: 'SUPPORT' }).returning('account_id');
    const support = app.token(supportId);
    const supportInbox = (await app.graphql<any>(LIST, { s: 'SUPPORT_INBOX' }, { token: support, endpoint: 'authenticated' })).body.data.get_chats;
    expect(supportInbox.find((c: any) => c.chat_id === chat.chat_id)).toMatchObject({ my_side: 'SUPPORT' });
    const supportAnswer = (await app.graphql<any>(SEND, { c: chat.chat_id, b: 'Ik kijk mee.' }, { token: support, endpoint: 'authenticated' })).body;
    expect(supportAnswer.data.send_chat_message).toMatchObject({ sender_side: 'SUPPORT', sender_name: 'Sanne Support' });
    // but reads no host conversations
    expect(((await app.graphql<any>(GET_CHAT, { t: 'BOOKING', e: app.fx.bookings.paid }, { token: support, endpoint: 'authenticated' })).body as any).errors[0].extensions.response.body).toMatchObject({ error_type: 'NOT_FOUND' });
    const guestSees = (await gql('guest', HISTORY, { c: chat.chat_id })).data.chat_messages.messages;
    expect(guestSees.map((m: any) => m.body)).toContain('We annuleren hem voor je; het geld staat binnen 48 uur terug.');
  });
});

describe('unread-chat e-mails', () => {
  it('an offline recipient gets one e-mail per quiet period, not one per message', async () => {
    const { knex } = app.db;
    const chat = (await gql('other', GET_CHAT, { t: 'VENUE', e: app.fx.venueA.id })).data.get_chat;
    const mails = () => knex('outbox_message').where({ template: 'chat.unread', recipient: 'vendor@example.nl' }).orderBy('outbox_message_id');
    await knex('chat_mail_state').del();
    await knex('chat_presence').del();
    const before = (await mails()).length;
    await gql('other', SEND, { c: chat.chat_id, b: 'Hebben jullie parkeerplaatsen?' });
    await gql('other', SEND, { c: chat.chat_id, b: 'En is er een lift?' });
    const now = Date.now();
    // within the grace time nothing is sent (a reader online would see it first)
    await sendChatDigests(knex, new Date(now + 1000));
    expect((await mails()).length).toBe(before);
    await sendChatDigests(knex, new Date(now + CHAT_MAIL_GRACE_MS + 1000));
    const first = await mails();
    expect(first.length).toBe(before + 1);
    expect(first.at(-1)).toMatchObject({ subject: expect.stringMatching(/nieuwe chatberichten/), body_text: expect.stringContaining('/chat') });
    // more messages in the quiet period: no new mail, neither the same minute nor later in the period
    await gql('other', SEND, { c: chat.chat_id, b: 'Nog één vraag.' });
    await sendChatDigests(knex, new Date(now + CHAT_MAIL_GRACE_MS + 2000));
    await sendChatDigests(knex, new Date(now + CHAT_MAIL_QUIET_MS - 1000));
    expect((await mails()).length).toBe(before + 1);
    // after the quiet period the rest comes in one mail
    await sendChatDigests(knex, new Date(now + CHAT_MAIL_GRACE_MS + CHAT_MAIL_QUIET_MS + 2000));
    expect((await mails()).length).toBe(before + 2);
    await sendChatDigests(knex, new Date(now + CHAT_MAIL_GRACE_MS + 2 * CHAT_MAIL_QUIET_MS + 3000));
    expect((await mails()).length).toBe(before + 2);
  });

  it('an online recipient (live chat connection) is not e-mailed; nothing is mailed once read', async () => {
    const { knex } = app.db;
    const chat = (await gql('other', GET_CHAT, { t: 'SPACE', e: app.fx.spaceA2.id })).data.get_chat;
    await knex('chat_mail_state').del();
    await gql('other', SEND, { c: chat.chat_id, b: 'Kan ik een dag eerder kijken?' });
    const mails = () => knex('outbox_message').where({ template: 'chat.unread', recipient: 'vendor@example.nl' }).count<{ count: string }[]>('* as count');
    const before = Number((await mails())[0]!.count);
    await knex('chat_presence').insert({ account_id: app.fx.vendorId, ts_seen: new Date() }).onConflict('account_id').merge();
    await sendChatDigests(knex, new Date(Date.now() + CHAT_MAIL_GRACE_MS + 1000));
    expect(Number((await mails())[0]!.count)).toBe(before);
    await knex('chat_presence').del();
    // the host reads every conversation it has
    for (const c of (await gql('host', LIST)).data.get_chats) {
      const history = (await gql('host', HISTORY, { c: c.chat_id })).data.chat_messages.messages;
      await gql('host', READ, { c: c.chat_id, m: history.at(-1).message_id });
    }
    expect((await gql('host', UNREAD)).data.unread_chat_count).toBe(0);
    await sendChatDigests(knex, new Date(Date.now() + CHAT_MAIL_GRACE_MS + 1000));
    expect(Number((await mails())[0]!.count)).toBe(before);
  });
});
