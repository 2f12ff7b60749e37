// Accounts for the e2e tests: the dev mailbox (GET /dev/mailbox.json, docs/CONTRACTS.md
// "Accounts"), accounts made through the API, and a page logged in with real tokens.
import type { Page } from 'puppeteer-core';
import { system } from '../system';

export interface OutboxMessage {
  outbox_message_id: number;
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  subject: string | null;
  body_text: string;
  links: string[];
  code: string | null;
  ts_created: string;
}

/** The texts of the login popups (shell/src/auth) and the platform (validation, errors) in one language. */
export function texts(lang: 'nl' | 'en'): Record<string, string> {
  return {
    ...(require(`../../../platform/src/messages/${lang}.json`) as Record<string, string>),
    ...(require(`../../../shell/src/auth/messages/${lang}.json`) as Record<string, string>),
  };
}

let counter = 0;
/** A unique e-mail address per test (the database lives for the whole run). */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `e2e-${tag}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A unique Dutch mobile number. */
export function uniquePhone(): string {
  counter += 1;
  return `+316${String(Date.now() % 10_000_000).padStart(7, '0')}${counter % 10}`;
}

export async function mailbox(recipient: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${system().url}/dev/mailbox.json?recipient=${encodeURIComponent(recipient)}`);
  if (!res.ok) throw new Error(`/dev/mailbox.json answered ${res.status}`);
  return (await res.json()) as OutboxMessage[];
}

/** Waits for a new message to `recipient` (newer than the ids in `seen`). */
export async function waitForMessage(recipient: string, channel: 'EMAIL' | 'SMS', seen: number[] = [], timeoutMs = 20_000): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailbox(recipient)).find((m) => m.channel === channel && !seen.includes(m.outbox_message_id));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${channel} for ${recipient} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The /login/<token> link of a login mail, made relative to the system under test. */
export function loginLinkOf(message: OutboxMessage): string {
  const link = message.links.find((l) => /\/login\/[^/]+$/.test(new URL(l, system().url).pathname));
  if (!link) throw new Error(`no login link in mail ${message.outbox_message_id}: ${message.links.join(', ')}`);
  const url = new URL(link, system().url);
  return `${system().url}${url.pathname}`;
}

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${system().url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`POST ${path} ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export interface NewAccount {
  email: string;
  phone?: string;
  firstName: string;
  lastName: string;
  role?: 'BOOKER' | 'VENDOR';
}

/** Registers through the API (not the UI) and logs in with the code of the mail. */
export async function registerByApi(account: NewAccount): Promise<Tokens> {
  await post('account/registration/', {
    email: account.email,
    first_name: account.firstName,
    last_name: account.lastName,
    ...(account.phone ? { phone: account.phone } : {}),
    account_state: account.role ?? 'BOOKER',
    locale: 'nl',
  });
  const mail = await waitForMessage(account.email, 'EMAIL');
  if (!mail.code) throw new Error(`registration mail without code: ${mail.body_text}`);
  return post<Tokens>('account/access-token/', { email: account.email, code: mail.code });
}

export async function apiGet<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${system().url}/api/${path}`, { headers: { accept: 'application/json', authorization: `Bearer ${token}` } });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`GET ${path} ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Puts the tokens in the page's storage before any script runs (what a login leaves behind). */
export async function logInPage(page: Page, tokens: Tokens): Promise<void> {
  await page.evaluateOnNewDocument((t: Tokens) => {
    if (!localStorage.getItem('zaalplek.accessToken')) {
      localStorage.setItem('zaalplek.accessToken', t.access_token);
      localStorage.setItem('zaalplek.refreshToken', t.refresh_token);
    }
  }, tokens);
}

/** The tokens the page holds now. */
export async function pageTokens(page: Page): Promise<{ accessToken: string | null; refreshToken: string | null }> {
  return page.evaluate(() => ({
    accessToken: localStorage.getItem('zaalplek.accessToken'),
    refreshToken: localStorage.getItem('zaalplek.refreshToken'),
  }));
}

/** Types into the field with this label inside the open dialog. */
export async function fillByLabel(page: Page, label: string, value: string): Promise<void> {
  const input = await page.waitForSelector(`::-p-aria([name="${label}"][role="textbox"])`);
  await input!.click({ count: 3 });
  await input!.type(value);
}

export async function clickButton(page: Page, name: string): Promise<void> {
  const button = await page.waitForSelector(`::-p-aria([name="${name}"][role="button"])`);
  await button!.click();
}

/**
 * Confirms the e-mail login on the /login/{token} page once it has rendered (the page's MFE mounts after
 * the load event, so clicking right after goto could miss it). The header has a login button with the same name.
 */
export async function confirmEmailLogin(page: Page): Promise<void> {
  const button = await page.waitForSelector('[data-login-confirm]');
  await button!.click();
}

/** Waits until the popup shows `step` (the authPopup flag and the step's frame). */
export async function waitForStep(page: Page, step: string): Promise<void> {
  await page.waitForSelector(`[data-auth-step="${step}"]`);
}
