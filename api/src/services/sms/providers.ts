/**
 * The SMS gateways, chosen by environment (api/README.md "SMS"):
 * - SMS_PROVIDER=twilio: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, SMS_FROM (a number or alphanumeric sender);
 *   POST {base}/2010-04-01/Accounts/{sid}/Messages.json, form To/From/Body, HTTP basic auth; 201 = accepted.
 * - SMS_PROVIDER=messagebird: MESSAGEBIRD_ACCESS_KEY, SMS_FROM; POST {base}/messages, JSON
 *   { originator, recipients, body }, `Authorization: AccessKey <key>`; 201 = accepted.
 * SMS_API_BASE overrides the gateway's base URL (a local fake gateway in tests). Unset SMS_PROVIDER: no
 * gateway, every SMS stays in the outbox (dev mailbox). Calls go through services/outbound/fetchPublic
 * (public addresses only, 10 s, no redirects); every failure is an SmsSendError for the log.
 */
import { fetchPublic, OutgoingFetchError } from '../outbound/fetchPublic';

export interface SmsMessage {
  to: string;
  text: string;
}

export interface SmsProvider {
  name: string;
  send(sms: SmsMessage): Promise<void>;
}

export class SmsSendError extends Error {
  constructor(readonly detail: string) {
    super('sms_send_failed');
    this.name = 'SmsSendError';
  }
}

const TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 64 * 1024;

async function post(what: string, url: string, body: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  try {
    return await fetchPublic(url, { method: 'POST', body, headers, accept: 'application/json', timeoutMs: TIMEOUT_MS, maxBytes: MAX_ANSWER_BYTES, userAgent: 'Zaalplek SMS' });
  } catch (e) {
    throw new SmsSendError(`${what}: ${e instanceof OutgoingFetchError ? e.detail : String(e)}`);
  }
}

function refuse(what: string, res: { status: number; body: string }): never {
  throw new SmsSendError(`${what}: HTTP ${res.status} ${res.body.slice(0, 200)}`);
}

export function twilioProvider(cfg: { accountSid: string; authToken: string; from: string; base?: string }): SmsProvider {
  const base = (cfg.base ?? 'https://api.twilio.com').replace(/\/$/, '');
  const auth = `Basic ${Buffer.from(`${cfg.accountSid}:${cfg.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(sms) {
      const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(cfg.accountSid)}/Messages.json`;
      const res = await post('twilio', url, new URLSearchParams({ To: sms.to, From: cfg.from, Body: sms.text }).toString(), {
        Authorization: auth, 'Content-Type': 'application/x-www-form-urlencoded',
      });
      if (res.status !== 201 && res.status !== 200) refuse('twilio', res);
    },
  };
}

export function messageBirdProvider(cfg: { accessKey: string; from: string; base?: string }): SmsProvider {
  const base = (cfg.base ?? 'https://rest.messagebird.com').replace(/\/$/, '');
  return {
    name: 'messagebird',
    async send(sms) {
      const res = await post('messagebird', `${base}/messages`, JSON.stringify({ originator: cfg.from, recipients: [sms.to.replace(/^\+/, '')], body: sms.text }), {
        Authorization: `AccessKey ${cfg.accessKey}`, 'Content-Type': 'application/json',
      });
      if (res.status !== 201 && res.status !== 200) refuse('messagebird', res);
    },
  };
}

/** The gateway the environment configures; null = outbox only. A half configuration is an error at start-up. */
export function smsProviderFromEnv(env: NodeJS.ProcessEnv = process.env): SmsProvider | null {
  const kind = (env.SMS_PROVIDER ?? '').trim().toLowerCase();
  if (kind === '') return null;
  const need = (name: string): string => {
    const v = env[name]?.trim();
    if (!v) throw new Error(`SMS_PROVIDER=${kind} needs ${name}`);
    return v;
  };
  const base = env.SMS_API_BASE?.trim() || undefined;
  if (kind === 'twilio') return twilioProvider({ accountSid: need('TWILIO_ACCOUNT_SID'), authToken: need('TWILIO_AUTH_TOKEN'), from: need('SMS_FROM'), base });
  if (kind === 'messagebird') return messageBirdProvider({ accessKey: need('MESSAGEBIRD_ACCESS_KEY'), from: need('SMS_FROM'), base });
  throw new Error(`SMS_PROVIDER must be twilio or messagebird, not ${kind}`);
}
