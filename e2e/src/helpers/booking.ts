// Booking e2e helpers: the demo host's token through the API login flow, GraphQL on the
// authenticated endpoint, spaces of a booking type, a free weekday, the login popup, the test iDEAL
// checkout and the test clock. Every function takes the server's base URL (default: the e2e system),
// because the clock test runs its own server with ZAALPLEK_TEST_CLOCK=1.
import type { Page } from 'puppeteer-core';
import { system } from '../system';
import { clickButton, fillByLabel, texts, type OutboxMessage, type Tokens } from './auth';
import { fetchWaitingForRateLimit } from './rateLimit';

export const DEMO_HOST_EMAIL = 'host@zaalplek.nl';

const base = (url?: string) => url ?? system().url;

async function json<T>(res: Response, what: string): Promise<T> {
  const body = (await res.json()) as T;
  if (!res.ok) throw new Error(`${what} ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

export async function restPost<T>(path: string, body: unknown, opts: { url?: string; token?: string } = {}): Promise<T> {
  const res = await fetchWaitingForRateLimit(`${base(opts.url)}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    body: JSON.stringify(body),
  });
  return json<T>(res, `POST ${path}`);
}

export async function restGet<T>(path: string, opts: { url?: string; token?: string } = {}): Promise<T> {
  const res = await fetch(`${base(opts.url)}/api/${path}`, {
    headers: { accept: 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
  });
  return json<T>(res, `GET ${path}`);
}

/** GraphQL on /api/graphql (with a token) or /api/graphql/public; throws with the API's errors. */
export async function graphql<T>(document: string, variables: object = {}, opts: { url?: string; token?: string } = {}): Promise<T> {
  const res = await fetch(`${base(opts.url)}/api/graphql${opts.token ? '' : '/public'}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-locale': 'NL',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: JSON.stringify({ query: document, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (!res.ok || body.errors?.length || !body.data) throw new Error(`GraphQL ${res.status}: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

export async function mailboxAt(recipient: string, url?: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${base(url)}/dev/mailbox.json?recipient=${encodeURIComponent(recipient)}`);
  return json<OutboxMessage[]>(res, '/dev/mailbox.json');
}

async function newMail(recipient: string, seen: number[], url?: string): Promise<OutboxMessage> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = (await mailboxAt(recipient, url)).find((m) => m.channel === 'EMAIL' && !seen.includes(m.outbox_message_id));
    if (found?.code) return found;
    if (Date.now() > deadline) throw new Error(`no login mail for ${recipient}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Logs an existing account in through the API login flow (auth-token -> code of the mail -> tokens). */
export async function loginByApi(email: string, url?: string): Promise<Tokens> {
  const seen = (await mailboxAt(email, url)).map((m) => m.outbox_message_id);
  await restPost('account/auth-token/', { login: email }, { url });
  const mail = await newMail(email, seen, url);
  return restPost<Tokens>('account/access-token/', { email, code: mail.code }, { url });
}

/** Registers a guest through the API and logs in with the mail's code. */
export async function registerGuestByApi(email: string, url?: string): Promise<Tokens> {
  await restPost('account/registration/', { email, first_name: 'Gijs', last_name: 'Gast', account_state: 'BOOKER', locale: 'nl' }, { url });
  const mail = await newMail(email, [], url);
  return restPost<Tokens>('account/access-token/', { email, code: mail.code }, { url });
}

export interface SpaceRef {
  space_id: number;
  space_url: string;
  space_name: string;
  space_booking_type: string;
}

const SPACE_QUERY = `query Space($space_id: Int!) {
  specific_space(space_id: $space_id) { space_id space_url space_name space_booking_type min_guests max_guests }
}`;

/**
 * A space of the demo host's organisation with this booking type (`skip` leaves out spaces other tests use).
 * Prospect spaces turn every booking into a request; the seed makes the first space of the data set one, so
 * DIRECT spaces are taken from the end of the list.
 */
export async function hostSpace(hostToken: string, type: 'DIRECT' | 'MANUAL', opts: { url?: string; skip?: number } = {}): Promise<SpaceRef> {
  const venues = await restGet<Array<{ venue_spaces: Array<{ space_id: number }> }>>('venue/', { url: opts.url, token: hostToken });
  const ids = venues.flatMap((v) => v.venue_spaces.map((s) => s.space_id)).reverse();
  let skip = opts.skip ?? 0;
  for (const id of ids) {
    const { specific_space: space } = await graphql<{ specific_space: SpaceRef & { max_guests: number } | null }>(SPACE_QUERY, { space_id: id }, { url: opts.url });
    if (space && space.space_booking_type === type && space.max_guests >= 4) {
      if (skip === 0) return space;
      skip -= 1;
    }
  }
  throw new Error(`the demo host has no ${type} space`);
}

/** YYYY-MM-DD in Amsterdam, at least `days` ahead and on a weekday (every demo venue is open 09-18 on weekdays). */
export function weekdayAhead(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const fmt = (x: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(x);
  const weekday = (x: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', weekday: 'short' }).format(x);
  while (['Sat', 'Sun'].includes(weekday(d))) d.setTime(d.getTime() + 86_400_000);
  return fmt(d);
}

/** The space page with the booking panel set to that day, 12:00-16:00 and `attendees`. */
export function spacePageUrl(space: SpaceRef, date: string, attendees: number, url?: string): string {
  return `${base(url)}${space.space_url}?date=${date}&from=12:00&to=16:00&attendees=${attendees}`;
}

/**
 * The space page's book button once the panel has settled: the price preview is shown (not loading)
 * and the button stands still. The services list and the price appear above the button as their
 * answers arrive, so a click aimed before that can land on what moved into its place.
 */
export async function settledBookButton(page: Page, timeout = 30_000) {
  await page.waitForSelector('[data-testid="booking-panel"] [data-testid="price-preview"][aria-busy="false"]', { timeout });
  const button = await page.waitForSelector('[data-testid="book-button"]:not([disabled])', { timeout });
  await page.waitForFunction(
    async () => {
      const at = () => document.querySelector('[data-testid="book-button"]')?.getBoundingClientRect().top;
      const before = at();
      await new Promise((r) => setTimeout(r, 250));
      return before !== undefined && before === at();
    },
    { timeout },
  );
  return button!;
}

/** Logs in through the open login popup with the code of the mail (the auth e2e's steps). */
export async function loginInPopup(page: Page, email: string, seen: number[], url?: string): Promise<void> {
  const auth = texts('nl');
  await page.waitForSelector('[data-auth-step="login"]');
  await fillByLabel(page, auth['Auth.login.label'], email);
  await clickButton(page, auth['Auth.login.submit']);
  await page.waitForSelector('[data-auth-step="email-login"]');
  const mail = await newMail(email, seen, url);
  await fillByLabel(page, auth['Auth.code.mailLabel'], mail.code!);
  await clickButton(page, auth['Auth.code.submit']);
  // a first login asks for the role; later ones do not
  const next = await Promise.race([
    page.waitForSelector('[data-auth-step="select-role"]').then(() => 'role' as const),
    page.waitForFunction(() => !new URLSearchParams(location.search).get('authPopup')).then(() => 'done' as const),
  ]);
  if (next === 'role') await clickButton(page, auth['Auth.selectRole.guest']);
  await page.waitForFunction(() => !new URLSearchParams(location.search).get('authPopup'));
}

/** On the test provider's iDEAL page: choose a bank and pay (the provider redirects back). */
export async function payWithTestIdeal(page: Page, bank = 'ING'): Promise<void> {
  await page.waitForSelector('select[name="issuer"]');
  expect(new URL(page.url()).pathname).toMatch(/^\/api\/payments\/test-checkout\/[^/]+$/);
  await page.select('select[name="issuer"]', bank);
  await Promise.all([page.waitForNavigation(), page.click('button[data-action="pay"]')]);
}

/** POST /dev/clock of a server started with ZAALPLEK_TEST_CLOCK=1: moves the jobs' clock, due jobs run before it answers. */
export async function moveClock(url: string, body: { advance_ms: number } | { now: string }): Promise<string> {
  const res = await fetch(`${url}/dev/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await json<{ now: string }>(res, 'POST /dev/clock')).now;
}

export const BOOKING_APPROVE = `mutation Approve($booking_id: Int!) {
  booking_approve(booking_id: $booking_id) { booking_id booking_status order_state }
}`;

export const SPECIFIC_BOOKING_STATUS = `query Status($id: Int!) {
  specific_booking(id: $id) { booking_id booking_status order_state display_status }
}`;

/** The booking id of a /booking/{id}... or /bookings/{id}... path. */
export function bookingIdOf(page: Page): number {
  const match = /\/bookings?\/(\d+)/.exec(new URL(page.url()).pathname);
  if (!match) throw new Error(`not a booking page: ${page.url()}`);
  return Number(match[1]);
}

/** ISO UTC instant of a wall-clock time in Amsterdam. */
export function amsterdamIso(date: string, time: string): string {
  const guess = new Date(`${date}T${time}:00Z`);
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(guess);
  const [h, m] = parts.split(':').map(Number) as [number, number];
  const offsetMinutes = (h * 60 + m - guess.getUTCHours() * 60 - guess.getUTCMinutes() + 1440) % 1440;
  return new Date(guess.getTime() - (offsetMinutes > 720 ? offsetMinutes - 1440 : offsetMinutes) * 60_000).toISOString();
}

export const CREATE_BOOKING = `mutation Create($input: SpaceBookingInput!) {
  create_booking(input: $input) { booking_id booking_status order_state }
}`;
