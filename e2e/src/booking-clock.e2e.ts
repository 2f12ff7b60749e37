// A reservation expires when the clock moves. Runs a server of its own with
// ZAALPLEK_TEST_CLOCK=1: POST /dev/clock moves the jobs' clock and runs what is due
// (docs/CONTRACTS.md "Guest booking screens"). The guest watches the booking page, which
// follows wait_for_booking_status, and sees EXPIRED without reloading.
import type { Browser } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { logInPage, uniqueEmail } from './helpers/auth';
import {
  amsterdamIso,
  CREATE_BOOKING,
  DEMO_HOST_EMAIL,
  graphql,
  hostSpace,
  loginByApi,
  moveClock,
  registerGuestByApi,
  SPECIFIC_BOOKING_STATUS,
  weekdayAhead,
} from './helpers/booking';
import { startOwnServer, type OwnServer } from './helpers/booking-server';

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

test('an unpaid reservation expires when the clock passes its payment deadline', async () => {
  const url = server.url;
  const host = await loginByApi(DEMO_HOST_EMAIL, url);
  const guest = await registerGuestByApi(uniqueEmail('book-expire'), url);
  const space = await hostSpace(host.access_token, 'DIRECT', { url });
  const date = weekdayAhead(6); // the 24 h payment deadline is not capped by the start
  const created = await graphql<{ create_booking: { booking_id: number; booking_status: string; order_state: string } }>(
    CREATE_BOOKING,
    { input: { space_id: space.space_id, slot_start: amsterdamIso(date, '12:00'), slot_end: amsterdamIso(date, '16:00'), attendees: 4, terms_accepted: true } },
    { url, token: guest.access_token },
  );
  expect(created.create_booking).toMatchObject({ booking_status: 'PENDING', order_state: 'PAYMENT_PENDING' });
  const id = created.create_booking.booking_id;

  const { page, errors } = await freshPage(browser);
  await logInPage(page, guest);
  await page.goto(`${url}/bookings/${id}`);
  await page.waitForSelector('[data-testid="booking-detail"] [data-testid="pay-button"]');
  const before = await page.$eval('[data-testid="booking-status"]', (el) => el.getAttribute('data-status'));
  expect(before).not.toBe('EXPIRED');

  // one hour before the deadline nothing happens (the reminder may go out)
  await moveClock(url, { advance_ms: 23 * 3600_000 });
  const still = await graphql<{ specific_booking: { booking_status: string } }>(SPECIFIC_BOOKING_STATUS, { id }, { url, token: guest.access_token });
  expect(still.specific_booking.booking_status).toBe('PENDING');

  // past the deadline: the job expires it, and the open page follows the status subscription
  await moveClock(url, { advance_ms: 2 * 3600_000 });
  await page.waitForSelector('[data-testid="booking-status"][data-status="EXPIRED"]', { timeout: 30_000 });
  expect(await page.$('[data-testid="pay-button"]')).toBeNull();
  const after = await graphql<{ specific_booking: { booking_status: string; order_state: string } }>(SPECIFIC_BOOKING_STATUS, { id }, { url, token: guest.access_token });
  expect(after.specific_booking).toMatchObject({ booking_status: 'EXPIRED', order_state: 'EXPIRED' });
  expect(errors).toEqual([]);
  await page.browserContext().close();
});
