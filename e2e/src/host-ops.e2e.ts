// The host back office in real Chromium: the demo host logs in through the popup with the
// code from the dev mailbox, answers a guest's request, manages a coupon, invites a team member who
// joins by the mailed link and is refused a forbidden action, closes a day in the availability
// calendar, and the space's ICS export feed carries the approved booking.
import type { Browser, Page } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { system } from './system';
import { logInPage, mailbox, registerByApi, uniqueEmail, waitForMessage } from './helpers/auth';
import { DEMO_HOST_EMAIL, hostSpace, loginByApi, mailboxAt, restGet, weekdayAhead, type SpaceRef } from './helpers/booking';
import { amsterdamToday, clickInRow, hostLoginInPopup, hostTexts, requestAsGuest, rowText, weeksAhead } from './helpers/host-ops';

const nl = hostTexts('nl');
const SHOTS = process.env.ZAALPLEK_E2E_SHOTS; // a directory: screenshots of the calendar for a look

let tb: TestBrowser;
let browser: Browser;
let host: Page;
let space: SpaceRef;
let venueId: number;
let bookingId: number;
const meeting = `E2E host-ops ${Date.now().toString(36)}`;
const closeDate = weekdayAhead(9);

beforeAll(async () => {
  tb = await launchBrowser();
  browser = tb.browser;
  const token = (await loginByApi(DEMO_HOST_EMAIL)).access_token;
  // The e2e files share one server: the first MANUAL space is booked by booking.e2e.ts, so this file
  // closes days and takes requests on the next one and never takes a slot another test needs.
  space = await hostSpace(token, 'MANUAL', { skip: 1 });
  const venues = await restGet<Array<{ venue_id: number; venue_spaces: Array<{ space_id: number }> }>>('venue/', { token });
  venueId = venues.find((v) => v.venue_spaces.some((s) => s.space_id === space.space_id))!.venue_id;
  bookingId = await requestAsGuest(space.space_id, weekdayAhead(16), '09:00', '12:00', meeting);

  ({ page: host } = await freshPage(browser));
  const seen = (await mailboxAt(DEMO_HOST_EMAIL)).map((m) => m.outbox_message_id);
  await host.goto(`${system().url}/?authPopup=login`);
  await hostLoginInPopup(host, DEMO_HOST_EMAIL, seen);
});
afterEach(async () => {
  if (SHOTS && host) await host.screenshot({ path: `${SHOTS}/${(expect.getState().currentTestName ?? 'test').slice(0, 40).replace(/\W+/g, '-')}.png`, fullPage: true });
});
afterAll(() => tb?.close());

const go = (page: Page, path: string) => page.goto(`${system().url}${path}`);
const text = (page: Page, t: string) => page.waitForSelector(`::-p-text(${t})`);

test('the host sees the pending request in /bookings/vendor and approves it', async () => {
  await go(host, '/bookings/vendor');
  expect(await rowText(host, meeting)).toContain(nl['VendorBookings.approve']);
  await clickInRow(host, meeting, nl['VendorBookings.approve']);
  await text(host, nl['VendorBookings.approved']);
});

test('the host creates a coupon and deactivates it', async () => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await go(host, `/bookings/vendor/${venueId}/coupons`);
  await (await host.waitForSelector(`::-p-aria([name="${nl['Coupons.add']}"][role="button"])`))!.click();
  await (await host.waitForSelector(`::-p-aria([name="${nl['Coupons.code']}"][role="textbox"])`))!.type(code);
  await (await host.waitForSelector(`::-p-aria([name="${nl['Coupons.discount']}"])`))!.type('15');
  await (await host.waitForSelector(`[role="dialog"] ::-p-aria([name="${nl['Coupons.save']}"][role="button"])`))!.click();
  await text(host, nl['Coupons.saved'].replace('{code}', code));
  expect(await rowText(host, code)).toContain(nl['Coupons.active']);
  await clickInRow(host, code, nl['Coupons.deactivate']);
  await text(host, nl['Coupons.deactivated'].replace('{code}', code));
  expect(await rowText(host, code)).toContain(nl['Coupons.inactive']);
});

test('an invited team member joins through the mailed link and may not change the payout IBAN', async () => {
  const email = uniqueEmail('teammate');
  const tokens = await registerByApi({ email, firstName: 'Tim', lastName: 'Teamlid' });
  const seen = (await mailbox(email)).map((m) => m.outbox_message_id);

  await go(host, '/profile/team');
  await (await host.waitForSelector('[data-testid="team-invite-form"] textarea[name="emails"]'))!.type(email); // label: 'E-mailadressen *'
  await host.select('[data-testid="team-invite-form"] select[name="team_role"]', 'FINANCE');
  await (await host.waitForSelector(`::-p-aria([name="${nl['Team.invite']}"][role="button"])`))!.click();
  expect(await rowText(host, email)).toContain(email);

  const mail = await waitForMessage(email, 'EMAIL', seen);
  const link = mail.links.map((l) => new URL(l, system().url)).find((u) => /\/team-invitation\/[^/]+$/.test(u.pathname));
  expect(link).toBeDefined();
  const { page: member, errors } = await freshPage(browser);
  await logInPage(member, tokens);
  await go(member, link!.pathname);
  await (await member.waitForSelector(`::-p-aria([name="${nl['TeamInvitation.accept']}"][role="button"])`))!.click();
  await member.waitForSelector(`::-p-text(Welkom in het team)`);

  await go(member, '/profile/payout');
  const iban = await member.waitForSelector(`::-p-aria([name="${nl['Payout.iban']}"][role="textbox"])`);
  await iban!.click({ count: 3 });
  await iban!.type('NL91ABNA0417164300');
  const holder = await member.waitForSelector(`::-p-aria([name="${nl['Payout.holder']}"][role="textbox"])`);
  await holder!.click({ count: 3 });
  await holder!.type('Tim Teamlid');
  await (await member.waitForSelector(`::-p-aria([name="${nl['Payout.save']}"][role="button"])`))!.click();
  await text(member, nl['Team.forbiddenAction']);
  expect(new URL(member.url()).pathname).toBe('/profile/payout'); // refused, not logged out
  expect(errors).toEqual([]);
  await member.browserContext().close();
});

async function openWeekOf(page: Page, date: string) {
  await go(page, `/bookings/vendor/${venueId}/availability`);
  await page.waitForSelector('[data-testid="week-view"]');
  for (let i = weeksAhead(amsterdamToday(), date); i > 0; i -= 1) {
    const title = await page.$eval('[data-testid="calendar-title"]', (el) => el.textContent);
    await (await page.waitForSelector(`::-p-aria([name="${nl['Availability.next']}"][role="button"])`))!.click();
    await page.waitForFunction((t) => document.querySelector('[data-testid="calendar-title"]')?.textContent !== t, {}, title);
  }
  return page.waitForSelector(`[data-testid="day-${space.space_id}-${date}"]`);
}

test('the host closes a day in the week view of the availability calendar and it stays closed after a reload', async () => {
  const cell = await openWeekOf(host, closeDate);
  expect(await cell!.evaluate((el) => el.getAttribute('data-state'))).toBe('OPEN');
  if (SHOTS) await host.screenshot({ path: `${SHOTS}/availability-week-before.png`, fullPage: true });
  await cell!.click();
  await host.waitForSelector('[data-testid="day-editor"]');
  await (await host.waitForSelector(`[role="dialog"] ::-p-aria([name="${nl['Availability.closeDay']}"][role="button"])`))!.click();
  await text(host, nl['Availability.saved']);

  await host.reload();
  const again = await openWeekOf(host, closeDate);
  await host.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-state') === 'CLOSED', {}, `[data-testid="day-${space.space_id}-${closeDate}"]`);
  expect(await again!.evaluate((el) => el.textContent)).toContain(nl['Availability.state.CLOSED']);
  if (SHOTS) {
    await host.screenshot({ path: `${SHOTS}/availability-week-closed.png`, fullPage: true });
    await (await host.waitForSelector(`::-p-aria([name="${nl['Availability.viewMonth']}"][role="button"])`))!.click();
    await host.waitForSelector('[data-testid="month-view"]');
    await host.screenshot({ path: `${SHOTS}/availability-month.png`, fullPage: true });
  }
});

test('the ICS export feed of the space, read from the calendar sync modal, contains the approved booking', async () => {
  await openWeekOf(host, amsterdamToday());
  await (await host.waitForSelector(`::-p-aria([name="${nl['Availability.calendarSync']} ${space.space_name}"][role="button"])`))!.click();
  const field = await host.waitForSelector('[data-export-url]');
  await host.waitForFunction(() => (document.querySelector('[data-export-url]') as HTMLInputElement | null)?.value);
  if (SHOTS) await host.screenshot({ path: `${SHOTS}/calendar-sync.png`, fullPage: true });
  const url = new URL(await field!.evaluate((el) => (el as HTMLInputElement).value), system().url);
  const res = await fetch(`${system().url}${url.pathname}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
  const ics = await res.text();
  expect(ics).toContain(`UID:booking-${bookingId}@zaalplek.nl`);
});
