// Notifications in two browsers, clicking from the home page: a host approves a guest's request with
// catering in /bookings/vendor and the guest's bell counts up live; the guest opens the notification
// centre from the bell; the host's day overview lists that booking with its catering by type, name and
// quantity. SMS login goes through a real SMS gateway adapter against a local fake gateway (a server of
// its own started with SMS_PROVIDER=twilio and SMS_API_BASE pointing at it).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { clickButton, fillByLabel, logInPage, registerByApi, texts, uniqueEmail, uniquePhone, waitForStep, type Tokens } from './helpers/auth';
import { startOwnServer, type OwnServer } from './helpers/booking-server';
import { amsterdamIso, CREATE_BOOKING, DEMO_HOST_EMAIL, graphql, hostSpace, loginByApi, mailboxAt, restPost, weekdayAhead } from './helpers/booking';
import { amsterdamToday, clickInRow, hostTexts, rowText } from './helpers/host-ops';
import { BELL, clickUserMenuLink, waitForHeaderCount } from './helpers/messages';
import { catalog } from './selectors';
import { system } from './system';

const bookingTexts = catalog('mfe-booking', 'nl');
const host = hostTexts('nl');
const auth = texts('nl');

let tb: TestBrowser;
let browser: Browser;
beforeAll(async () => {
  tb = await launchBrowser();
  browser = tb.browser;
});
afterAll(() => tb?.close());

async function loggedInPage(tokens: Tokens): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await freshPage(browser);
  await page.setViewport({ width: 1280, height: 900 });
  await logInPage(page, tokens);
  await page.goto(`${system().url}/`);
  await page.waitForSelector(BELL);
  return { page, errors };
}

interface ServiceBalance { service_id: number; service_name: string; service_type: string }
const SERVICES = `query Services($space_id: Int!) { space_service_balance(space_id: $space_id) { result { service_id service_name service_type } } }`;
const SUBMIT = `mutation Submit($booking_id: Int!, $input: UpdateBookingInput!) { update_booking(booking_id: $booking_id, input: $input) { booking_status } }`;
const NOTIFICATIONS = `{ get_notifications { event_name is_read booking_id } }`;
const DAY_OVERVIEW = `query Day($date: String!) { get_day_overview(date: $date) { booking_id attendees order_items { type name quantity } } }`;

test('a host approves a request: the guest bell counts up live; the day overview lists the booking with its catering', async () => {
  const hostTokens = await loginByApi(DEMO_HOST_EMAIL);
  // a request space no other e2e file books, a weekday a few days ahead (few clicks in the day overview)
  const space = await hostSpace(hostTokens.access_token, 'MANUAL', { skip: 2 });
  const date = weekdayAhead(3);
  const catering = (await graphql<{ space_service_balance: { result: ServiceBalance[] } }>(SERVICES, { space_id: space.space_id })).space_service_balance.result
    .find((s) => s.service_type === 'CATERING');
  expect(catering).toBeDefined();

  const run = Date.now().toString(36);
  const nameTag = run.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const meeting = `Heidag e2e ${run}`;
  const guestTokens = await registerByApi({ email: uniqueEmail('bell-guest'), firstName: 'Bo', lastName: `Bel${nameTag}` });
  const opts = { token: guestTokens.access_token };
  const { create_booking: draft } = await graphql<{ create_booking: { booking_id: number } }>(CREATE_BOOKING, {
    input: {
      space_id: space.space_id, slot_start: amsterdamIso(date, '13:00'), slot_end: amsterdamIso(date, '17:00'), attendees: 6,
      meeting_name: meeting, terms_accepted: true, draft: true, services: [{ service_id: catering!.service_id, quantity: 6 }],
    },
  }, opts);
  const bookingId = draft.booking_id;
  expect((await graphql<{ update_booking: { booking_status: string } }>(SUBMIT, { booking_id: bookingId, input: { submit: true } }, opts)).update_booking.booking_status).toBe('PENDING');
  const unread = (await graphql<{ get_notifications: Array<{ is_read: boolean }> }>(NOTIFICATIONS, {}, opts)).get_notifications.filter((n) => !n.is_read).length;

  // the guest looks at the home page; the bell shows what is unread so far
  const { page: guest, errors: guestErrors } = await loggedInPage(guestTokens);
  await waitForHeaderCount(guest, BELL, unread);

  // the host: home -> account menu -> bookings -> accept the request
  const { page: hostPage, errors: hostErrors } = await loggedInPage(hostTokens);
  await clickUserMenuLink(hostPage, '/bookings/vendor');
  expect(await rowText(hostPage, meeting)).toContain(host['VendorBookings.approve']);
  await clickInRow(hostPage, meeting, host['VendorBookings.approve']);
  await hostPage.waitForSelector(`::-p-text(${host['VendorBookings.approved']})`);

  // the guest's bell counts up without a reload, and leads to the approval
  await waitForHeaderCount(guest, BELL, unread + 1);
  await (await guest.waitForSelector(BELL))!.click();
  await guest.waitForSelector('[data-testid="notifications-page"]');
  const approvedTitle = bookingTexts['NotificationEvent.request_approved']!.replace('{space}', space.space_name);
  await guest.waitForFunction(
    (title: string) => Array.from(document.querySelectorAll('[data-notification-item]')).some((n) => n.textContent?.includes(title)),
    {},
    approvedTitle,
  );

  // the host: bell -> notification centre -> day overview -> the booking's day: its catering is listed
  const overview = (await graphql<{ get_day_overview: Array<{ booking_id: number; attendees: number; order_items: Array<{ type: string; name: string; quantity: number }> }> }>(
    DAY_OVERVIEW, { date }, { token: hostTokens.access_token })).get_day_overview.find((b) => b.booking_id === bookingId);
  const cateringItem = overview?.order_items.find((i) => i.type === 'CATERING');
  expect(cateringItem).toMatchObject({ name: catering!.service_name, quantity: 6 });

  await (await hostPage.waitForSelector(BELL))!.click();
  await hostPage.waitForSelector('[data-testid="notifications-page"]');
  await (await hostPage.waitForSelector(`::-p-aria([name="${bookingTexts['NotificationsPage.tabDay']}"][role="tab"])`))!.click();
  await hostPage.waitForSelector('[data-testid="day-overview"] [data-day-input]');
  for (let day = amsterdamToday(); day < date;) {
    await (await hostPage.waitForSelector(`::-p-aria([name="${bookingTexts['DayOverview.nextDay']}"][role="button"])`))!.click();
    const next = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)) + 1)).toISOString().slice(0, 10);
    await hostPage.waitForFunction((d: string) => (document.querySelector('[data-day-input]') as HTMLInputElement | null)?.value === d, {}, next);
    day = next;
  }
  const row = await rowText(hostPage, `#${bookingId}`);
  expect(row).toContain('13:00 – 17:00');
  expect(row).toContain(space.space_name);
  expect(row).toContain(`6 × ${catering!.service_name}`);
  const types = await hostPage.evaluate((id: string) => {
    const tr = Array.from(document.querySelectorAll('tr')).find((r) => r.textContent?.includes(id))!;
    return Array.from(tr.querySelectorAll('li[data-item-type]')).map((li) => li.getAttribute('data-item-type'));
  }, `#${bookingId}`);
  expect(types).toEqual(expect.arrayContaining(['SPACE', 'CATERING']));

  expect({ guestErrors, hostErrors }).toEqual({ guestErrors: [], hostErrors: [] });
  await guest.browserContext().close();
  await hostPage.browserContext().close();
});

describe('SMS login through a real gateway adapter', () => {
  const received: Array<{ path: string; auth: string; body: URLSearchParams }> = [];
  let gateway: http.Server;
  let server: OwnServer;

  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', body: new URLSearchParams(body) });
        res.writeHead(201, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ sid: `SM${received.length}` }));
      });
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    server = await startOwnServer({
      SMS_PROVIDER: 'twilio', SMS_API_BASE: base, TWILIO_ACCOUNT_SID: 'ACe2e', TWILIO_AUTH_TOKEN: 'e2e-secret', SMS_FROM: 'Zaalplek',
    });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await new Promise((r) => gateway?.close(r));
  });

  test('a guest logs in from the home page with the code the gateway delivered to the phone', async () => {
    const email = uniqueEmail('sms-gateway');
    const phone = uniquePhone();
    await restPost('account/registration/', { email, phone, first_name: 'Sanne', last_name: 'Sms', account_state: 'BOOKER', locale: 'nl' }, { url: server.url });
    let mail = (await mailboxAt(email, server.url)).find((m) => m.channel === 'EMAIL' && m.code);
    for (let i = 0; !mail && i < 80; i += 1) {
      await new Promise((r) => setTimeout(r, 250));
      mail = (await mailboxAt(email, server.url)).find((m) => m.channel === 'EMAIL' && m.code);
    }
    await restPost('account/access-token/', { email, code: mail!.code }, { url: server.url });

    const { page, errors } = await freshPage(browser);
    await page.goto(`${server.url}/`);
    await (await page.waitForSelector('[data-auth-login]'))!.click();
    await waitForStep(page, 'login');
    const before = received.length;
    await fillByLabel(page, auth['Auth.login.label'], phone);
    await clickButton(page, auth['Auth.login.submit']);
    await waitForStep(page, 'phone-login');

    // the code reached the gateway in Twilio's request shape, addressed to the phone
    const deadline = Date.now() + 20_000;
    while (!received.slice(before).some((r) => r.body.get('To') === phone) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const sms = received.slice(before).find((r) => r.body.get('To') === phone);
    expect(sms).toMatchObject({ path: '/2010-04-01/Accounts/ACe2e/Messages.json', auth: `Basic ${Buffer.from('ACe2e:e2e-secret').toString('base64')}` });
    expect(sms!.body.get('From')).toBe('Zaalplek');
    const code = /\b(\d{4})\b/.exec(sms!.body.get('Body') ?? '')?.[1];
    expect(code).toMatch(/^\d{4}$/);

    await fillByLabel(page, auth['Auth.code.smsLabel'], code!);
    await clickButton(page, auth['Auth.code.submit']);
    await page.waitForFunction((name) => document.querySelector('[data-user-menu]')?.textContent?.includes(name), {}, 'Sanne');
    expect(errors).toEqual([]);
    await page.browserContext().close();
  });
});
