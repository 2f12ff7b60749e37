// Journey 5: after the booking has passed (the test clock moves the server's time), the guest goes
// from `/` to the booking, rates the space and writes about it, then finds the space through the
// search and sees the review on its page. Runs a server of its own with ZAALPLEK_TEST_CLOCK=1 (moving
// the clock on the shared server would move it for every later test file). The booking itself is made
// and paid through the API (journey 1 books through the pages).
import type { Browser, Page } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { texts, uniqueEmail, uniquePhone } from './helpers/auth';
import { amsterdamIso, CREATE_BOOKING, DEMO_HOST_EMAIL, graphql, hostSpace, loginByApi, mailboxAt, moveClock, restPost, weekdayAhead } from './helpers/booking';
import { startOwnServer, type OwnServer } from './helpers/booking-server';
import { catalog, mfeRoot } from './selectors';

const auth = texts('nl');

let server: OwnServer;
let tb: TestBrowser;
let browser: Browser;
beforeAll(async () => {
  server = await startOwnServer({ ZAALPLEK_TEST_CLOCK: '1' });
  tb = await launchBrowser();
  browser = tb.browser;
}, 300_000);
afterAll(async () => {
  await tb?.close();
  await server?.stop();
});

async function clickText(page: Page, selector: string, text: string): Promise<void> {
  const el = await page.waitForSelector(`${selector}::-p-text(${text})`);
  await el!.click();
}

async function newMailCode(url: string, email: string, seen: number[]): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = (await mailboxAt(email, url)).find((m) => m.channel === 'EMAIL' && !seen.includes(m.outbox_message_id) && m.code);
    if (found?.code) return found.code;
    if (Date.now() > deadline) throw new Error(`no mail for ${email}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

test('journey 5: after the booking has passed the guest reviews it and the review shows on the space page', async () => {
  const url = server.url;
  const email = uniqueEmail('journey-review');
  await restPost('account/registration/', { email, first_name: 'Rita', last_name: 'Reviewer', phone: uniquePhone(), account_state: 'BOOKER', locale: 'nl' }, { url });
  const guest = await restPost<{ access_token: string }>('account/access-token/', { email, code: await newMailCode(url, email, []) }, { url });
  const host = await loginByApi(DEMO_HOST_EMAIL, url);
  const space = await hostSpace(host.access_token, 'DIRECT', { url });

  // a paid booking three days ahead (API: create, test iDEAL checkout, provider webhook)
  const date = weekdayAhead(3);
  const created = await graphql<{ create_booking: { booking_id: number } }>(
    CREATE_BOOKING,
    { input: { space_id: space.space_id, slot_start: amsterdamIso(date, '12:00'), slot_end: amsterdamIso(date, '16:00'), attendees: 4, terms_accepted: true } },
    { url, token: guest.access_token },
  );
  const id = created.create_booking.booking_id;
  const payment = await graphql<{ create_booking_payment: { checkout_url: string; provider_payment_id: string } }>(
    `mutation($id: Int!) { create_booking_payment(booking_id: $id) { checkout_url provider_payment_id } }`,
    { id },
    { url, token: guest.access_token },
  );
  await fetch(`${url}${new URL(payment.create_booking_payment.checkout_url).pathname}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay&issuer=ING' });
  await fetch(`${url}/api/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `id=${payment.create_booking_payment.provider_payment_id}` });

  // the meeting is over
  await moveClock(url, { advance_ms: 5 * 86_400_000 });

  const { page, errors } = await freshPage(browser);
  await page.setViewport({ width: 1280, height: 900 });
  try {
    await page.goto(`${url}/`);
    const seen = (await mailboxAt(email, url)).map((m) => m.outbox_message_id);
    await page.click('[data-auth-login]');
    await (await page.waitForSelector(`[data-auth-step="login"] label::-p-text(${auth['Auth.login.label']})`))!.click();
    await page.keyboard.type(email);
    await clickText(page, 'button', auth['Auth.login.submit']);
    await page.waitForSelector('[data-auth-step="email-login"]');
    const code = await newMailCode(url, email, seen);
    await (await page.waitForSelector(`label::-p-text(${auth['Auth.code.mailLabel']})`))!.click();
    await page.keyboard.type(code);
    await clickText(page, 'button', auth['Auth.code.submit']);
    await page.waitForFunction(() => !new URLSearchParams(location.search).get('authPopup'));

    // the header's bookings -> the booking: REVIEW mode asks for the rating
    await (await page.waitForSelector('[data-main-nav] [data-nav="bookings"]'))!.click();
    // a booking that has passed is in the archive tab
    await (await page.waitForSelector(`[role="tab"]::-p-text(${catalog('mfe-booking', 'nl')['BookingsPage.tab.ARCHIVED']})`))!.click();
    await (await page.waitForSelector(`a[href="/bookings/${id}"]`, { timeout: 30_000 }))!.click();
    const form = await page.waitForSelector('[data-testid="review-form"]', { timeout: 30_000 });
    await (await form!.waitForSelector('label::-p-text(5 sterren)'))!.click();
    await page.type('#review-text', 'Prachtige zaal en heel behulpzame gastheer.');
    await page.click('[data-testid="review-submit"]');
    await page.waitForSelector('[data-testid="my-review"]');

    // the header search finds the space; its page shows the review
    const search = await page.waitForSelector('[data-shell-search] input[name="search"]');
    await search!.type(space.space_name);
    await search!.press('Enter');
    // the search page's own form: 4 people
    await page.waitForFunction(() => location.pathname === '/search');
    const bar = `${mfeRoot('mfe-search')} [data-testid="search-bar"]`;
    const people = await page.waitForSelector(`${bar} input[name="attendees"]`);
    await people!.click({ clickCount: 3 });
    await people!.type('4');
    await (await page.waitForSelector(`${bar} button[type="submit"]`))!.click();
    const card = await page.waitForSelector(`${mfeRoot('mfe-search')} a[href^="${space.space_url}"]`, { timeout: 30_000 });
    await card!.click();
    const review = await page.waitForSelector('[data-testid="reviews"] [data-testid="review"]', { timeout: 30_000 });
    expect(await review!.evaluate((el) => el.textContent)).toContain('Prachtige zaal en heel behulpzame gastheer.');
    expect(await page.$eval('[data-testid="reviews-average"]', (el) => el.textContent)).toContain('1 beoordeling');
    expect(errors).toEqual([]);
  } catch (error) {
    await page.screenshot({ path: '/tmp/journey-review.png', fullPage: true }).catch(() => undefined);
    throw error;
  }
  await page.browserContext().close();
});
