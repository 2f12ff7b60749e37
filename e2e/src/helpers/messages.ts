// Chat and notification e2e helpers: the header's live counters (chat link and bell), the user menu,
// typing in the chat, and a paid booking made through the API and the test iDEAL checkout.
import type { Page } from 'puppeteer-core';
import { system } from '../system';
import { amsterdamIso, CREATE_BOOKING, graphql, SPECIFIC_BOOKING_STATUS } from './booking';

export const CHAT_LINK = '[data-chat-link]';
export const BELL = '[data-notification-bell]';
export const CHAT_PAGE = '[data-testid="chat-page"]';

/** The number a header counter (chat link or bell) shows now. */
export function headerCount(page: Page, selector: string): Promise<number> {
  return page.$eval(selector, (el) => Number(el.getAttribute('data-count') ?? 0));
}

/** Waits (without reloading) until the header counter shows `count`. */
export async function waitForHeaderCount(page: Page, selector: string, count: number, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (sel: string, n: number) => Number(document.querySelector(sel)?.getAttribute('data-count') ?? -1) === n,
    { timeout },
    selector,
    count,
  );
}

/** Opens the account menu in the header and clicks its link to `path`. */
export async function clickUserMenuLink(page: Page, path: string): Promise<void> {
  await (await page.waitForSelector('[data-user-menu]'))!.click();
  await (await page.waitForSelector(`nav a[href="${path}"], ul a[href="${path}"]`))!.click();
}

/**
 * Types `text` into the open conversation's input and sends it with Shift+Enter (spec); `shown` is the
 * whole message when the input already held text (default `text`).
 */
export async function sendChatMessage(page: Page, text: string, shown = text): Promise<void> {
  const area = await page.waitForSelector(`${CHAT_PAGE} textarea:not([disabled])`);
  if (shown === text) await area!.click();
  await page.keyboard.type(text);
  await page.keyboard.down('Shift');
  await page.keyboard.press('Enter');
  await page.keyboard.up('Shift');
  await waitForChatMessage(page, shown);
  await page.waitForFunction((sel: string) => (document.querySelector(`${sel} textarea`) as HTMLTextAreaElement | null)?.value === '', {}, CHAT_PAGE);
}

/** Waits until the open conversation shows a message with this text. */
export async function waitForChatMessage(page: Page, text: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (t: string) => Array.from(document.querySelectorAll('[data-testid="chat-message"]')).some((m) => m.textContent?.includes(t)),
    { timeout },
    text,
  );
}

/** Clicks the conversation in the chat's list whose entry contains `text`. */
export async function openConversation(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (t: string) => Array.from(document.querySelectorAll('[data-chat-item]')).some((b) => b.textContent?.includes(t)),
    {},
    text,
  );
  await page.evaluate((t: string) => {
    (Array.from(document.querySelectorAll('[data-chat-item]')).find((b) => b.textContent?.includes(t)) as HTMLButtonElement).click();
  }, text);
  await page.waitForFunction(() => /^\/(en\/)?chat\/\d+$/.test(location.pathname));
}

const CREATE_PAYMENT = `mutation Pay($booking_id: Int!) {
  create_booking_payment(booking_id: $booking_id) { checkout_url }
}`;

/**
 * A DIRECT booking of `spaceId` on `date` 09:00-12:00, paid with the test provider's iDEAL checkout
 * (the form the browser posts), waited for until the payment made it PAID.
 */
export async function paidBookingByApi(token: string, spaceId: number, date: string, meetingName: string): Promise<number> {
  const { create_booking: created } = await graphql<{ create_booking: { booking_id: number; booking_status: string } }>(
    CREATE_BOOKING,
    { input: { space_id: spaceId, slot_start: amsterdamIso(date, '09:00'), slot_end: amsterdamIso(date, '12:00'), attendees: 4, meeting_name: meetingName, terms_accepted: true } },
    { token },
  );
  const id = created.booking_id;
  const { create_booking_payment: checkout } = await graphql<{ create_booking_payment: { checkout_url: string } }>(CREATE_PAYMENT, { booking_id: id }, { token });
  const url = new URL(checkout.checkout_url, system().url);
  const res = await fetch(`${system().url}${url.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay', issuer: 'ING' }).toString(),
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`test checkout answered ${res.status}`);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { specific_booking: b } = await graphql<{ specific_booking: { booking_status: string } }>(SPECIFIC_BOOKING_STATUS, { id }, { token });
    if (b.booking_status === 'PAID') return id;
    if (Date.now() > deadline) throw new Error(`booking ${id} not PAID in time (${b.booking_status})`);
    await new Promise((r) => setTimeout(r, 300));
  }
}
