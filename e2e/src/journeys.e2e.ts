// Journeys as a person makes them: each starts at `/` and goes on by clicking and typing only (plus
// the dev mailbox for the mails a person would open). Accounts and the demo host's spaces are looked
// up through the API before the browser starts; nothing is reached by typing a URL.
//   1. a guest searches, opens a space, books directly, pays with iDEAL, finds the booking under
//      bookings and downloads the invoice; then proposes a change (journey 4), the host approves it
//      from the booking detail, and the guest pays the difference;
//   2. a guest requests a MANUAL space, the host approves it from the bookings page, the guest sends a
//      payer link, a second browser pays through it, and the guest sees PAID.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { registerByApi, texts, uniqueEmail, uniquePhone, waitForMessage } from './helpers/auth';
import { DEMO_HOST_EMAIL, hostSpace, loginByApi, mailboxAt, payWithTestIdeal, restGet, settledBookButton, type SpaceRef } from './helpers/booking';
import { catalog, HERO_SEARCH, mfeRoot } from './selectors';
import { system } from './system';

const booking = catalog('mfe-booking', 'nl');
const host = catalog('mfe-host', 'nl');
const auth = texts('nl');

let tb: TestBrowser;
let browser: Browser;
let hostToken: string;
beforeAll(async () => {
  tb = await launchBrowser();
  browser = tb.browser;
  hostToken = (await loginByApi(DEMO_HOST_EMAIL)).access_token;
});
afterAll(() => tb?.close());
// a failed journey leaves its browser contexts open: keep what each page showed (for looking at it)
afterEach(async () => {
  const pages = (await Promise.all(browser.browserContexts().map((c) => c.pages()))).flat();
  await Promise.all(pages.map((p, i) => p.screenshot({ path: `/tmp/journey-open-${expect.getState().currentTestName?.slice(0, 9).replace(/\W/g, '')}-${i}.png`, fullPage: true }).catch(() => undefined)));
});

/** Runs a journey step; on failure the page is saved as /tmp/journey-<name>.png for looking at it. */
async function step<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    await page.screenshot({ path: `/tmp/journey-${name}.png`, fullPage: true }).catch(() => undefined);
    throw error;
  }
}

async function clickText(page: Page, selector: string, text: string): Promise<void> {
  const el = await page.waitForSelector(`${selector}::-p-text(${text})`);
  await el!.click();
}

/** The venue name of a space of the demo host (what a guest types into the search). */
async function venueNameOf(space: SpaceRef): Promise<string> {
  const venues = await restGet<Array<{ venue_name: string; venue_spaces: Array<{ space_id: number }> }>>('venue/', { token: hostToken });
  const venue = venues.find((v) => v.venue_spaces.some((s) => s.space_id === space.space_id));
  if (!venue) throw new Error(`no venue for space ${space.space_id}`);
  return venue.venue_name;
}

/** From any page: the header's login button, the mailed code, and the role question if asked. */
async function logIn(page: Page, email: string, role: 'guest' | 'host'): Promise<void> {
  const seen = (await mailboxAt(email)).map((m) => m.outbox_message_id);
  await page.click('[data-auth-login]');
  await page.waitForSelector('[data-auth-step="login"]');
  const input = await page.waitForSelector(`[data-auth-step="login"] label::-p-text(${auth["Auth.login.label"]})`);
  await input!.click();
  await page.keyboard.type(email);
  await clickText(page, 'button', auth['Auth.login.submit']);
  await page.waitForSelector('[data-auth-step="email-login"]');
  const mail = await waitForMessage(email, 'EMAIL', seen);
  const code = await page.waitForSelector(`label::-p-text(${auth['Auth.code.mailLabel']})`);
  await code!.click();
  await page.keyboard.type(mail.code!);
  await clickText(page, 'button', auth['Auth.code.submit']);
  const next = await Promise.race([
    page.waitForSelector('[data-auth-step="select-role"]').then(() => 'role' as const),
    page.waitForFunction(() => !new URLSearchParams(location.search).get('authPopup')).then(() => 'done' as const),
  ]);
  if (next === 'role') await clickText(page, 'button', auth[role === 'host' ? 'Auth.selectRole.host' : 'Auth.selectRole.guest']);
  await page.waitForFunction(() => !new URLSearchParams(location.search).get('authPopup'));
  await page.waitForSelector('[data-user-menu]');
}

/** An item of the header's main menu (layout/navigation.ts ids). */
async function menu(page: Page, item: string): Promise<void> {
  const link = await page.waitForSelector(`[data-main-nav] [data-nav="${item}"]`);
  await link!.click();
}

/** On the host's bookings page: narrow the list down to one guest (the search field of the list). */
async function findGuest(page: Page, email: string): Promise<void> {
  const search = await page.waitForSelector(`[data-testid="vendor-bookings"] label::-p-text(${host['VendorBookings.search']})`);
  await search!.click();
  await page.keyboard.type(email);
}

/** The space's card in the search results, or null when it is not among them. */
async function cardOf(page: Page, space: SpaceRef) {
  await page.waitForSelector(`${mfeRoot('mfe-search')} [data-testid="space-card"]`, { timeout: 30_000 });
  return page.waitForSelector(`${mfeRoot('mfe-search')} a[href^="${space.space_url}"]`, { timeout: 10_000 }).catch(() => null);
}

/** The search page's own form: the term and 4 people, then "Zoeken". */
async function searchFor(page: Page, term: string) {
  const form = `${mfeRoot('mfe-search')} [data-testid="search-bar"]`;
  const what = await page.waitForSelector(`${form} input[name="search"]`);
  await what!.click({ clickCount: 3 });
  await what!.type(term);
  const people = await page.waitForSelector(`${form} input[name="attendees"]`);
  await people!.click({ clickCount: 3 });
  await people!.type('4');
  await (await page.waitForSelector(`${form} button[type="submit"]`))!.click();
  await page.waitForFunction((t) => new URLSearchParams(location.search).get('search') === t, {}, term);
}

/** Home -> the hero search -> on /search the space's name (else its venue's name) for 4 people -> its card -> the booking panel -> /booking/{id}. */
async function searchAndBook(page: Page, space: SpaceRef, meetingName: string): Promise<number> {
  const input = await page.waitForSelector(`${mfeRoot('mfe-content')} ${HERO_SEARCH} input[name="search"]`);
  await input!.type(space.space_name);
  await input!.press('Enter');
  await page.waitForFunction(() => location.pathname === '/search');
  await searchFor(page, space.space_name);
  let card = await cardOf(page, space);
  if (!card) {
    await searchFor(page, await venueNameOf(space));
    card = await cardOf(page, space);
  }
  expect(card).not.toBeNull();
  await card!.click();
  await page.waitForSelector('[data-testid="space-page"] [data-testid="booking-panel"]');
  const book = await settledBookButton(page);
  await book!.click();
  await page.waitForFunction(() => /^\/booking\/\d+$/.test(location.pathname));
  await page.waitForSelector('[data-testid="booking-flow"][data-step="select"]');
  const id = Number(/\/booking\/(\d+)/.exec(new URL(page.url()).pathname)![1]);
  await clickText(page, 'button', booking['BookingFlow.next']);
  await page.waitForSelector('[data-testid="booking-flow"][data-step="meeting"] input[name="meeting_name"]');
  await page.type('input[name="meeting_name"]', meetingName);
  await page.click('input[name="terms_accepted"]');
  await page.click('form:has(input[name="terms_accepted"]) button[type="submit"]:not([disabled])');
  await page.waitForSelector('[data-testid="booking-flow"][data-step="direct"] [data-testid="booking-submit"]');
  return id;
}

async function downloadFirstDocument(page: Page): Promise<Buffer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zaalplek-journey-'));
  try {
    const cdp = await page.browser().target().createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir, browserContextId: page.browserContext().id, eventsEnabled: true });
    const done = new Promise<void>((resolve, reject) => {
      cdp.on('Browser.downloadProgress', (e: { state: string }) => {
        if (e.state === 'completed') resolve();
        if (e.state === 'canceled') reject(new Error('download canceled'));
      });
    });
    await page.click('[data-testid="document-link"]');
    await done;
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    return readFileSync(path.join(dir, files[0]!));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The guest's way to a booking: user menu -> bookings -> the booking's link. */
async function openBooking(page: Page, id: number): Promise<void> {
  await menu(page, 'bookings');
  await page.waitForFunction(() => location.pathname === '/bookings/all');
  const link = await page.waitForSelector(`a[href="/bookings/${id}"]`, { timeout: 30_000 });
  await link!.click();
  await page.waitForSelector(`[data-testid="booking-detail"]`);
}

test('journeys 1 and 4: search, book directly, pay, find the booking and its invoice; propose a change, the host approves, pay the difference', async () => {
  const email = uniqueEmail('journey-direct');
  await registerByApi({ email, phone: uniquePhone(), firstName: 'Gijs', lastName: 'Gast' });
  const space = await hostSpace(hostToken, 'DIRECT');
  const { page, errors } = await freshPage(browser);
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${system().url}/`);
  await logIn(page, email, 'guest');

  const id = await step(page, 'direct-book', () => searchAndBook(page, space, 'Journey direct'));
  const submit = await page.$('[data-testid="booking-submit"]');
  expect(await submit!.evaluate((b) => b.textContent)).toBe(booking['BookingDirect.payIdeal']);
  await Promise.all([page.waitForNavigation(), submit!.click()]);
  await payWithTestIdeal(page, 'Rabobank');
  await page.waitForSelector('[data-testid="booking-summary"][data-result="PAID"]', { timeout: 30_000 });

  // under bookings, then its documents
  await openBooking(page, id);
  await page.waitForSelector('[data-testid="booking-detail"] [data-testid="booking-status"][data-status="PAID"]');
  await (await page.waitForSelector(`a[href="/bookings/${id}/finance"]`))!.click();
  await page.waitForSelector('[data-testid="booking-finance-page"] [data-testid="document-link"]', { timeout: 30_000 });
  const pdf = await downloadFirstDocument(page);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // journey 4: one more person, the price difference shown before sending
  await openBooking(page, id);
  await (await page.waitForSelector('[data-testid="propose-change"]'))!.click();
  const people = await page.waitForSelector('[data-testid="change-form"] input[inputmode="numeric"]');
  const current = await people!.evaluate((el) => Number((el as HTMLInputElement).value));
  await people!.click({ clickCount: 3 });
  await people!.type(String(current + 2));
  await (await page.waitForSelector('[data-testid="change-calculate"]'))!.click();
  await page.waitForSelector('[data-testid="change-preview"] [data-testid="change-price-difference"]');
  await (await page.waitForSelector('[data-testid="change-send"]'))!.click();
  await page.waitForSelector('[data-testid="change-request"][data-status="PENDING"]');

  // the host answers from the booking detail of the bookings page (another browser)
  const hostSide = await freshPage(browser);
  await hostSide.page.setViewport({ width: 1280, height: 900 });
  await hostSide.page.goto(`${system().url}/`);
  await logIn(hostSide.page, DEMO_HOST_EMAIL, 'host');
  await menu(hostSide.page, 'vendor-bookings');
  await hostSide.page.waitForSelector('[data-testid="vendor-bookings"]');
  await (await hostSide.page.waitForSelector('[data-testid="stat-PAID"]'))!.click(); // the paid bookings
  await findGuest(hostSide.page, email);
  const open = await hostSide.page.waitForSelector(`button::-p-text(#${id} Journey direct)`, { timeout: 30_000 });
  await open!.click();
  const approve = await hostSide.page.waitForSelector('[data-testid="host-change-approve"]');
  await approve!.click();
  await hostSide.page.waitForSelector('[data-testid="host-change-request"][data-status="APPROVED"]');
  expect(hostSide.errors).toEqual([]);
  await hostSide.page.browserContext().close();

  // the guest's page follows live and offers to pay the difference
  const payDifference = await page.waitForSelector('[data-testid="pay-difference-button"]', { timeout: 30_000 });
  await Promise.all([page.waitForNavigation(), payDifference!.click()]);
  await payWithTestIdeal(page, 'ING');
  await page.waitForSelector('[data-testid="change-difference-paid"]', { timeout: 30_000 });
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('journey 2: a MANUAL request, the host approves it on the bookings page, a second browser pays through the payer link, the guest sees PAID', async () => {
  const email = uniqueEmail('journey-request');
  const payerEmail = uniqueEmail('journey-payer');
  await registerByApi({ email, phone: uniquePhone(), firstName: 'Gijs', lastName: 'Gast' });
  const space = await hostSpace(hostToken, 'MANUAL');
  const meetingName = `Journey request ${Date.now() % 100000}`;
  const { page, errors } = await freshPage(browser);
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${system().url}/`);
  await logIn(page, email, 'guest');
  const id = await step(page, 'request-book', () => searchAndBook(page, space, meetingName));
  await page.click('[data-testid="booking-submit"]');
  await page.waitForSelector('[data-testid="booking-summary"][data-result="AWAITING_HOST"]');

  const hostSide = await freshPage(browser);
  await hostSide.page.setViewport({ width: 1280, height: 900 });
  await hostSide.page.goto(`${system().url}/`);
  await logIn(hostSide.page, DEMO_HOST_EMAIL, 'host');
  await menu(hostSide.page, 'vendor-bookings');
  await findGuest(hostSide.page, email);
  const row = await hostSide.page.waitForSelector(`::-p-xpath(//tr[.//button[contains(., "#${id} ${meetingName}")]]//button[normalize-space(.)="${host['VendorBookings.approve']}"])`, { timeout: 30_000 });
  await row!.click();
  await hostSide.page.waitForSelector(`::-p-text(${host['VendorBookings.approved']})`, { timeout: 30_000 });
  await hostSide.page.browserContext().close();

  // the guest names a payer on the booking page; the payer gets the link by mail
  await openBooking(page, id);
  await (await page.waitForSelector('[data-testid="someone-else-pays"]'))!.click();
  for (const [label, value] of [[booking['BookingPayer.fullName'], 'Petra Payer'], [booking['BookingPayer.email'], payerEmail]] as const) {
    await (await page.waitForSelector(`[data-testid="payer-form"] label::-p-text(${label})`))!.click();
    await page.keyboard.type(value);
  }
  await page.click('[data-testid="payer-submit"]');
  await page.waitForSelector('[data-testid="payer-link"]');
  const mail = await waitForMessage(payerEmail, 'EMAIL');
  const link = mail.links.map((l) => new URL(l, system().url)).find((u) => /^\/booking-payment\/[a-z0-9]+$/.test(u.pathname));
  expect(link).toBeDefined();

  // a second browser: the payer opens the mailed link and pays
  const payer = await freshPage(browser);
  await payer.page.goto(`${system().url}${link!.pathname}`);
  await payer.page.waitForSelector('[data-testid="payer-page"][data-step="details"]');
  await clickText(payer.page, 'button', booking['PayerPage.next']);
  await payer.page.waitForSelector('[data-testid="payer-page"][data-step="pay"]');
  await Promise.all([payer.page.waitForNavigation(), clickText(payer.page, 'button', booking['PayerPage.pay'])]);
  await payWithTestIdeal(payer.page, 'ING');
  await payer.page.waitForSelector('[data-testid="payer-page"] [role="status"]');
  await payer.page.browserContext().close();

  // the guest's booking page turns PAID by itself
  await page.waitForSelector('[data-testid="booking-detail"] [data-testid="booking-status"][data-status="PAID"]', { timeout: 30_000 });
  expect(errors).toEqual([]);
  await page.browserContext().close();
});
