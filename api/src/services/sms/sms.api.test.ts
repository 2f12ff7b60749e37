/**
 * SMS through a real gateway adapter against a local fake gateway on 127.0.0.1 (Twilio and
 * MessageBird request shapes): phone login sends the code through the gateway and the code logs in;
 * a failing gateway leaves the SMS pending in the outbox and the outbox sender retries it; queued SMS
 * (cancellations) go out after the commit; no gateway = outbox only; the outbound guard refuses
 * private addresses.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../test/api/testApp';
import { messageBirdProvider, smsProviderFromEnv, twilioProvider, SmsSendError } from './providers';
import { queueSms, resetSmsProvider, sendPendingSms, sendSms } from './index';

interface Received { path: string; auth: string; type: string; body: string }
const gateway = { received: [] as Received[], status: 201 };
let fake: http.Server;
let base = '';
let app: TestApp;
const saved = { ...process.env };

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      gateway.received.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', type: req.headers['content-type'] ?? '', body });
      res.writeHead(gateway.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(gateway.status < 300 ? { sid: 'SM1', id: 'mb1' } : { message: 'unavailable' }));
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  process.env.ZAALPLEK_FETCH_ALLOW_LOOPBACK = '1';
  process.env.SMS_PROVIDER = 'twilio';
  process.env.TWILIO_ACCOUNT_SID = 'AC123';
  process.env.TWILIO_AUTH_TOKEN = 'secret-token';
  process.env.SMS_FROM = 'Zaalplek';
  process.env.SMS_API_BASE = base;
  resetSmsProvider();
  app = await startTestApp();
}, 60_000);
afterAll(async () => {
  process.env = saved;
  resetSmsProvider();
  await app?.close();
  await new Promise((r) => fake.close(r));
});
beforeEach(() => {
  gateway.received = [];
  gateway.status = 201;
});

test('the environment chooses the gateway; none = outbox only; a half configuration is refused', () => {
  expect(smsProviderFromEnv({})).toBeNull();
  expect(smsProviderFromEnv({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'a', TWILIO_AUTH_TOKEN: 'b', SMS_FROM: 'Z' })?.name).toBe('twilio');
  expect(smsProviderFromEnv({ SMS_PROVIDER: 'messagebird', MESSAGEBIRD_ACCESS_KEY: 'k', SMS_FROM: 'Z' })?.name).toBe('messagebird');
  expect(() => smsProviderFromEnv({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'a' })).toThrow('TWILIO_AUTH_TOKEN');
  expect(() => smsProviderFromEnv({ SMS_PROVIDER: 'pigeon' })).toThrow('twilio or messagebird');
});

test('phone login: the code goes through the gateway (Twilio form, basic auth) and logs in', async () => {
  const phone = '+31687654321';
  const [{ account_id }] = await app.db.knex('account').insert({ email: 'sms-login@example.nl', first_name: 'Sam', phone, is_phone_verified: true, account_state: 'BOOKER' }).returning('account_id');
  const started = await app.request('/api/account/auth-token/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ login: phone }) });
  expect(await started.json()).toEqual({ method: 'phone', expires_in: 600 });
  expect(gateway.received).toHaveLength(1);
  const sent = gateway.received[0]!;
  expect(sent.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
  expect(sent.auth).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
  const form = new URLSearchParams(sent.body);
  expect(form.get('To')).toBe(phone);
  expect(form.get('From')).toBe('Zaalplek');
  const code = /\b(\d{4})\b/.exec(form.get('Body') ?? '')?.[1];
  expect(code).toMatch(/^\d{4}$/);
  const row = await app.db.knex('outbox_message').where({ account_id, channel: 'SMS' }).first('transport', 'sent_at');
  expect(row).toMatchObject({ transport: 'twilio', sent_at: expect.any(Date) });
  const login = await app.request(`/api/account/verify-phone/${code}/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ phone }) });
  expect(login.status).toBe(200);
  expect(((await login.json()) as { account: { accountId: number } }).account.accountId).toBe(account_id);
});

test('a gateway failure leaves the SMS pending; the outbox sender retries it once the gateway is back', async () => {
  gateway.status = 503;
  const id = await sendSms(app.db.knex, { to: '+31611110000', accountId: null, template: 'login_code', locale: 'nl', text: 'Je code is 1234' });
  expect(await app.db.knex('outbox_message').where('outbox_message_id', id).first('sent_at', 'transport')).toEqual({ sent_at: null, transport: 'outbox' });
  expect(await sendPendingSms(app.db.knex)).toEqual({ sent: 0, failed: 1 });
  gateway.status = 201;
  expect(await sendPendingSms(app.db.knex)).toEqual({ sent: 1, failed: 0 });
  expect(await app.db.knex('outbox_message').where('outbox_message_id', id).first('transport')).toEqual({ transport: 'twilio' });
  expect(await sendPendingSms(app.db.knex)).toEqual({ sent: 0, failed: 0 }); // each once
  expect(gateway.received.filter((r) => new URLSearchParams(r.body).get('To') === '+31611110000')).toHaveLength(3);
});

test('a queued SMS is not sent before the commit, and not at all when the transaction rolls back', async () => {
  await app.db.knex.transaction(async (trx) => {
    await queueSms(trx, { to: '+31622220000', accountId: null, template: 'booking.cancelled_by_customer', locale: 'en', text: 'cancelled' });
    expect(gateway.received).toHaveLength(0);
  });
  await app.db.knex.transaction(async (trx) => {
    await queueSms(trx, { to: '+31633330000', accountId: null, template: 'booking.cancelled_by_customer', locale: 'en', text: 'rolled back' });
    throw new Error('roll back');
  }).catch(() => undefined);
  expect(await sendPendingSms(app.db.knex)).toEqual({ sent: 1, failed: 0 });
  expect(gateway.received.map((r) => new URLSearchParams(r.body).get('To'))).toEqual(['+31622220000']);
});

test('MessageBird: JSON body, AccessKey header, recipient without the plus', async () => {
  await messageBirdProvider({ accessKey: 'live_key', from: 'Zaalplek', base }).send({ to: '+31644440000', text: 'Hallo' });
  expect(gateway.received[0]).toMatchObject({ path: '/messages', auth: 'AccessKey live_key', type: 'application/json' });
  expect(JSON.parse(gateway.received[0]!.body)).toEqual({ originator: 'Zaalplek', recipients: ['31644440000'], body: 'Hallo' });
  gateway.status = 422;
  await expect(messageBirdProvider({ accessKey: 'k', from: 'Z', base }).send({ to: '+31644440000', text: 'x' })).rejects.toBeInstanceOf(SmsSendError);
});

test('without a gateway every SMS stays in the outbox (dev mailbox); a private gateway address is refused', async () => {
  const id = await sendSms(app.db.knex, { to: '+31655550000', accountId: null, template: 'login_code', locale: 'nl', text: 'x' }, null);
  expect(await app.db.knex('outbox_message').where('outbox_message_id', id).first('sent_at', 'transport')).toEqual({ sent_at: null, transport: 'outbox' });
  expect(await sendPendingSms(app.db.knex, { provider: null })).toEqual({ sent: 0, failed: 0 });
  await expect(twilioProvider({ accountSid: 'a', authToken: 'b', from: 'Z', base: 'http://10.0.0.1:9' }).send({ to: '+31600000000', text: 'x' }))
    .rejects.toMatchObject({ name: 'SmsSendError', detail: expect.stringContaining('not allowed') });
});
