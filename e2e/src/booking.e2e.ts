// Booking in real Chromium: a guest books a DIRECT space from the space page (logged out ->
// login popup -> the booking is made after the login), goes through the steps, pays with the test iDEAL
// checkout, sees PAID and downloads the proof-of-payment PDF; a guest requests a MANUAL space, the demo
// host approves it (through the API), and the guest pays. The clock test is booking-clock.e2e.ts.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { uniqueEmail } from './helpers/auth';
import {
  BOOKING_APPROVE,
  bookingIdOf,
  DEMO_HOST_EMAIL,
  graphql,
  hostSpace,
  loginByApi,
  loginInPopup,
  mailboxAt,
  payWithTestIdeal,
  registerGuestByApi,
  settledBookButton,
  SPECIFIC_BOOKING_STATUS,
  spacePageUrl,
  weekdayAhead,
} from './helpers/booking';
import { catalog } from './selectors';
import { system } from './system';

const search = catalog('mfe-search', 'nl');
const booking = catalog('mfe-booking', 'nl');
const SHOTS = process.env.ZAALPLEK_E2E_SCREENSHOTS; // a directory: screenshots of every step (for looking at the flow)

let tb: TestBrowser;
let browser: Browser;
let hostToken: string;
beforeAll(async () => {
  tb = await launchBrowser();
  browser = tb.browser;
  hostToken = (await loginByApi(DEMO_HOST_EMAIL)).access_token;
});
afterAll(() => tb?.close());

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** From the space page (booking panel set by the URL) through the login popup to /booking/{id}. */
async function bookFromSpacePage(page: Page, url: string, email: string, buttonText: string): Promise<number> {
  const seen = (await mailboxAt(email)).map((m) => m.outbox_message_id);
  await page.goto(url);
  await page.waitForSelector('[data-testid="space-page"] [data-testid="booking-panel"]');
  const button = await settledBookButton(page);
  expect(await button!.evaluate((b) => b.textContent)).toBe(buttonText);
  await shot(page, `${buttonText}-1-space-page`);
  await button!.click(); // logged out: the choice is kept and the login popup opens over the page
  await loginInPopup(page, email, seen);
  await page.waitForFunction(() => /^\/booking\/\d+$/.test(location.pathname)); // replayed after the login
  await page.waitForSelector('[data-testid="booking-flow"][data-step="select"]');
  return bookingIdOf(page);
}

/** Steps select -> meeting (name, terms) -> direct; returns on the direct step. */
async function throughSteps(page: Page, prefix: string): Promise<void> {
  expect(await page.$eval('[data-testid="booking-attendees"]', (el) => el.textContent)).toBe('4');
  await shot(page, `${prefix}-2-select`);
  await clickText(page, 'button', booking['BookingFlow.next']);
  await page.waitForSelector('[data-testid="booking-flow"][data-step="meeting"] input[name="meeting_name"]');
  await page.type('input[name="meeting_name"]', 'Teamdag e2e');
  await page.click('input[name="terms_accepted"]');
  await shot(page, `${prefix}-3-meeting`);
  await page.click('form:has(input[name="terms_accepted"]) button[type="submit"]:not([disabled])');
  await page.waitForSelector('[data-testid="booking-flow"][data-step="direct"] [data-testid="booking-submit"]');
  await shot(page, `${prefix}-4-direct`);
}

async function clickText(page: Page, selector: string, text: string): Promise<void> {
  const el = await page.waitForSelector(`${selector}::-p-text(${text})`);
  await el!.click();
}

/** Clicks the first document link of /bookings/{id}/finance and returns the downloaded file's bytes. */
async function downloadFirstDocument(page: Page): Promise<Buffer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zaalplek-download-'));
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
    expect(files[0]).toMatch(/\.pdf$/);
    return readFileSync(path.join(dir, files[0]!));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a guest books a DIRECT space from the space page, pays with iDEAL, sees PAID and downloads the PDF', async () => {
  const email = uniqueEmail('book-direct');
  await registerGuestByApi(email);
  const space = await hostSpace(hostToken, 'DIRECT');
  const { page, errors } = await freshPage(browser);
  await page.setViewport({ width: 1280, height: 900 });

  const id = await bookFromSpacePage(page, spacePageUrl(space, weekdayAhead(8), 4), email, search['BookButton.book']);
  await throughSteps(page, 'direct');
  const submit = await page.$('[data-testid="booking-submit"]');
  expect(await submit!.evaluate((b) => b.textContent)).toBe(booking['BookingDirect.payIdeal']);
  await Promise.all([page.waitForNavigation(), submit!.click()]);

  // the test provider's hosted iDEAL page: choose a bank, pay; back to the summary
  await shot(page, 'direct-5-checkout');
  await payWithTestIdeal(page, 'Rabobank');
  expect(new URL(page.url()).pathname).toBe(`/booking/${id}/summary`);
  await page.waitForSelector('[data-testid="booking-summary"][data-result="PAID"]', { timeout: 30_000 });
  await page.waitForSelector('[data-testid="booking-status"][data-status="PAID"]');
  await shot(page, 'direct-6-summary');
  const status = await graphql<{ specific_booking: { booking_status: string; order_state: string } }>(SPECIFIC_BOOKING_STATUS, { id }, { token: hostToken });
  expect(status.specific_booking).toMatchObject({ booking_status: 'PAID', order_state: 'PAID' });

  // the booking's documents: the proof of payment is a real PDF
  await page.goto(`${system().url}/bookings/${id}/finance`);
  await page.waitForSelector('[data-testid="booking-finance-page"] [data-testid="document-link"]', { timeout: 30_000 });
  await shot(page, 'direct-7-finance');
  const pdf = await downloadFirstDocument(page);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(1000);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('a guest requests a MANUAL space, the host approves, the guest pays', async () => {
  const email = uniqueEmail('book-request');
  await registerGuestByApi(email);
  const space = await hostSpace(hostToken, 'MANUAL');
  const { page, errors } = await freshPage(browser);
  await page.setViewport({ width: 1280, height: 900 });

  const id = await bookFromSpacePage(page, spacePageUrl(space, weekdayAhead(9), 4), email, search['BookButton.request']);
  await throughSteps(page, 'request');
  const submit = await page.$('[data-testid="booking-submit"]');
  expect(await submit!.evaluate((b) => b.textContent)).toBe(booking['BookingDirect.sendRequest']);
  await submit!.click();
  await page.waitForSelector('[data-testid="booking-summary"][data-result="AWAITING_HOST"]');
  await shot(page, 'request-5-sent');

  // the demo host approves through the API
  const approved = await graphql<{ booking_approve: { booking_status: string; order_state: string } }>(BOOKING_APPROVE, { booking_id: id }, { token: hostToken });
  expect(approved.booking_approve).toMatchObject({ booking_status: 'PENDING', order_state: 'PAYMENT_PENDING' });

  // the guest pays from the booking page
  await page.goto(`${system().url}/bookings/${id}`);
  const pay = await page.waitForSelector('[data-testid="booking-detail"] [data-testid="pay-button"]');
  await shot(page, 'request-6-approved');
  await Promise.all([page.waitForNavigation(), pay!.click()]);
  await payWithTestIdeal(page, 'ING');
  await page.waitForSelector('[data-testid="booking-summary"][data-result="PAID"]', { timeout: 30_000 });
  await page.goto(`${system().url}/bookings/${id}`);
  await page.waitForSelector('[data-testid="booking-detail"] [data-testid="booking-status"][data-status="PAID"]');
  await shot(page, 'request-7-paid');
  expect(errors).toEqual([]);
  await page.browserContext().close();
});
