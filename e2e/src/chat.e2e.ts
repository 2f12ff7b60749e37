// Chat in two browsers, clicking from the home page: a guest asks the host a question from a space
// page, the host's header chat badge counts up live, the host answers from /chat and the guest sees the
// answer without reloading; the guest's chat connection closes 5 s after the guest leaves the chat.
// A guest with a paid booking is led from its booking into a support chat with the cancel request
// prepared, and the admin answers it from the support inbox while the guest watches.
import type { Browser, CDPSession, Page } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { logInPage, registerByApi, uniqueEmail, type Tokens } from './helpers/auth';
import { DEMO_HOST_EMAIL, graphql, hostSpace, loginByApi, restGet, weekdayAhead } from './helpers/booking';
import {
  CHAT_LINK, CHAT_PAGE, clickUserMenuLink, headerCount, openConversation, paidBookingByApi, sendChatMessage, waitForChatMessage, waitForHeaderCount,
} from './helpers/messages';
import { TOP_SPACE_CARDS, catalog } from './selectors';
import { system } from './system';

const bookingTexts = catalog('mfe-booking', 'nl');
const ADMIN_EMAIL = 'admin@zaalplek.nl';
const UNREAD_CHAT_COUNT = '{ unread_chat_count }';

let tb: TestBrowser;
let browser: Browser;
let hostTokens: Tokens;
const run = Date.now().toString(36);
/** A unique part of a name (names take letters only). */
const nameTag = run.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

beforeAll(async () => {
  tb = await launchBrowser();
  browser = tb.browser;
  hostTokens = await loginByApi(DEMO_HOST_EMAIL);
});
afterAll(() => tb?.close());

async function loggedInPage(tokens: Tokens): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await freshPage(browser);
  await page.setViewport({ width: 1280, height: 900 });
  await logInPage(page, tokens);
  await page.goto(`${system().url}/`);
  await page.waitForSelector(CHAT_LINK);
  return { page, errors };
}

/**
 * Watches the page's websockets (Chrome DevTools Protocol): which one is the chat connection (its
 * connection_init carries chat_user_id) and when it closed.
 */
async function watchChatSocket(page: Page): Promise<{ closedAt: () => number | null; opened: () => boolean; cdp: CDPSession }> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  const chatSockets = new Set<string>();
  let closed: number | null = null;
  cdp.on('Network.webSocketFrameSent', (e: { requestId: string; response: { payloadData: string } }) => {
    if (e.response.payloadData.includes('"chat_user_id"')) {
      chatSockets.add(e.requestId);
      closed = null;
    }
  });
  cdp.on('Network.webSocketClosed', (e: { requestId: string }) => {
    if (chatSockets.has(e.requestId)) closed = Date.now();
  });
  return { closedAt: () => closed, opened: () => chatSockets.size > 0, cdp };
}

test('a guest asks the host from a space page; the host badge counts up live, the host answers, the guest sees it without reloading', async () => {
  // the first highlighted space on the home page is one of the demo host's
  const firstTop = (await graphql<{ get_top_spaces: Array<{ space_id: number; space_name: string }> }>('{ get_top_spaces(limit: 4) { space_id space_name } }')).get_top_spaces[0]!;
  const venues = await restGet<Array<{ venue_spaces: Array<{ space_id: number }> }>>('venue/', { token: hostTokens.access_token });
  expect(venues.flatMap((v) => v.venue_spaces.map((s) => s.space_id))).toContain(firstTop.space_id);

  const lastName = `Vrager${nameTag}`;
  const guestTokens = await registerByApi({ email: uniqueEmail('chat-guest'), firstName: 'Vera', lastName });
  const before = (await graphql<{ unread_chat_count: number }>(UNREAD_CHAT_COUNT, {}, { token: hostTokens.access_token })).unread_chat_count;

  const { page: host, errors: hostErrors } = await loggedInPage(hostTokens);
  await waitForHeaderCount(host, CHAT_LINK, before);

  const { page: guest, errors: guestErrors } = await loggedInPage(guestTokens);
  const socket = await watchChatSocket(guest);
  await guest.waitForFunction((sel) => document.querySelectorAll(sel).length >= 1, {}, TOP_SPACE_CARDS);
  await Promise.all([guest.waitForFunction(() => location.pathname !== '/'), (await guest.$(`${TOP_SPACE_CARDS} a`))!.click()]);
  await guest.waitForSelector('[data-testid="space-page"]');
  await (await guest.waitForSelector('[data-ask-host]'))!.click();
  await guest.waitForFunction(() => /^\/chat\/\d+$/.test(location.pathname));
  await guest.waitForFunction((name) => document.querySelector('[data-testid="chat-page"] section h2')?.textContent === name, {}, firstTop.space_name);

  const question = `Is er een beamer en een flip-over? (${run})`;
  await sendChatMessage(guest, question);

  // the host's badge counts up without a reload
  await waitForHeaderCount(host, CHAT_LINK, before + 1);
  expect(await headerCount(host, CHAT_LINK)).toBe(before + 1);
  await (await host.waitForSelector(CHAT_LINK))!.click();
  await host.waitForSelector(CHAT_PAGE);
  await openConversation(host, `Vera ${lastName}`);
  await waitForChatMessage(host, question);
  // reading the conversation clears the badge
  await waitForHeaderCount(host, CHAT_LINK, before);

  const answer = `Ja, allebei staan klaar in de zaal. (${run})`;
  await sendChatMessage(host, answer);

  // the guest sees the answer in the open conversation, no reload
  await waitForChatMessage(guest, answer);
  const bodies = await guest.$$eval('[data-testid="chat-message"]', (els) => els.map((e) => e.textContent ?? ''));
  expect(bodies.findIndex((b) => b.includes(question))).toBeLessThan(bodies.findIndex((b) => b.includes(answer)));

  // leaving the chat: the chat connection stays 5 s (a quick return reuses it), then closes
  expect(socket.opened()).toBe(true);
  const left = Date.now();
  await (await guest.waitForSelector('header a[href="/"]'))!.click();
  await guest.waitForFunction(() => location.pathname === '/');
  await new Promise((r) => setTimeout(r, 3500));
  expect(socket.closedAt()).toBeNull();
  const deadline = Date.now() + 10_000;
  while (socket.closedAt() === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(socket.closedAt()).not.toBeNull();
  expect(socket.closedAt()! - left).toBeGreaterThanOrEqual(4500);
  await socket.cdp.detach();

  expect({ hostErrors, guestErrors }).toEqual({ hostErrors: [], guestErrors: [] });
  await host.browserContext().close();
  await guest.browserContext().close();
});

test('a paid booking cancel leads into a support chat with the request prepared; an admin answers from the inbox', async () => {
  const lastName = `Annuleer${nameTag}`;
  const guestTokens = await registerByApi({ email: uniqueEmail('chat-support'), firstName: 'Cas', lastName });
  const space = await hostSpace(hostTokens.access_token, 'DIRECT', { skip: 1 });
  const bookingId = await paidBookingByApi(guestTokens.access_token, space.space_id, weekdayAhead(23), `Support e2e ${run}`);
  const adminTokens = await loginByApi(ADMIN_EMAIL);

  // the guest: home -> account menu -> bookings -> the booking -> cancel through the support chat
  const { page: guest, errors: guestErrors } = await loggedInPage(guestTokens);
  await clickUserMenuLink(guest, '/bookings/all');
  await (await guest.waitForSelector(`a[href="/bookings/${bookingId}"]`))!.click();
  await guest.waitForSelector('[data-testid="booking-detail"] [data-testid="booking-status"][data-status="PAID"]');
  // a paid booking has no cancel button of its own
  expect(await guest.$$eval('[data-testid="booking-detail"] button', (els) => els.map((b) => b.textContent))).not.toContain(bookingTexts['BookingDetail.cancel']);
  await (await guest.waitForSelector('[data-cancel-via-support]'))!.click();
  await guest.waitForFunction(() => /^\/chat\/\d+$/.test(location.pathname));
  const prepared = bookingTexts['ChatPage.cancelRequest']!.replace('{id}', String(bookingId));
  await guest.waitForFunction((text) => (document.querySelector('[data-testid="chat-page"] textarea') as HTMLTextAreaElement | null)?.value === text, {}, prepared);
  await guest.waitForFunction((id) => document.querySelector('[data-testid="chat-page"] section h2')?.textContent?.includes(`#${id}`), {}, bookingId);
  // the guest adds the reason after the prepared text and sends
  await guest.focus('[data-testid="chat-page"] textarea');
  await guest.keyboard.press('End');
  const reason = `de training gaat niet door (${run})`;
  const request = `${prepared}${reason}`;
  await sendChatMessage(guest, reason, request);

  // the admin: home -> chat -> support inbox -> the guest's conversation -> answer
  const { page: admin, errors: adminErrors } = await loggedInPage(adminTokens);
  await (await admin.waitForSelector(CHAT_LINK))!.click();
  await (await admin.waitForSelector('[data-support-inbox]'))!.click();
  await openConversation(admin, `Cas ${lastName}`);
  await waitForChatMessage(admin, request);
  const answer = `We annuleren boeking #${bookingId} voor je; het geld staat binnen 48 uur terug. (${run})`;
  await sendChatMessage(admin, answer);

  await waitForChatMessage(guest, answer);
  expect({ guestErrors, adminErrors }).toEqual({ guestErrors: [], adminErrors: [] });
  await guest.browserContext().close();
  await admin.browserContext().close();
});
