// Host back-office e2e helpers: the mfe-host texts, a request made by a guest through the API,
// clicks inside a table row, and the ISO-week arithmetic of the availability calendar.
import type { Page } from 'puppeteer-core';
import { amsterdamIso, CREATE_BOOKING, graphql, registerGuestByApi } from './booking';
import { clickButton, fillByLabel, texts, uniqueEmail, waitForMessage } from './auth';

/** mfe-host's catalog in one language. */
export function hostTexts(lang: 'nl' | 'en'): Record<string, string> {
  return require(`../../../mfe-host/src/messages/${lang}.json`) as Record<string, string>;
}

const UPDATE_BOOKING = `mutation Submit($booking_id: Int!, $input: UpdateBookingInput!) {
  update_booking(booking_id: $booking_id, input: $input) { booking_id booking_status }
}`;

/**
 * A new guest asks for a MANUAL space: create_booking as a DRAFT, then update_booking(submit)
 * (docs/CONTRACTS.md "Booking") -> PENDING / HOST_APPROVAL.
 */
export async function requestAsGuest(spaceId: number, date: string, from: string, to: string, meetingName: string): Promise<number> {
  const guest = await registerGuestByApi(uniqueEmail('hostops-guest'));
  const opts = { token: guest.access_token };
  const { create_booking: draft } = await graphql<{ create_booking: { booking_id: number; booking_status: string } }>(
    CREATE_BOOKING,
    { input: { space_id: spaceId, slot_start: amsterdamIso(date, from), slot_end: amsterdamIso(date, to), attendees: 4, meeting_name: meetingName, terms_accepted: true, draft: true } },
    opts,
  );
  expect(draft.booking_status).toBe('DRAFT');
  const { update_booking: submitted } = await graphql<{ update_booking: { booking_status: string } }>(
    UPDATE_BOOKING,
    { booking_id: draft.booking_id, input: { submit: true } },
    opts,
  );
  expect(submitted.booking_status).toBe('PENDING');
  return draft.booking_id;
}

/** Clicks the button named `button` in the table row that contains `rowText`. */
export async function clickInRow(page: Page, rowText: string, button: string): Promise<void> {
  await page.waitForFunction(
    (text: string, name: string) =>
      Array.from(document.querySelectorAll('tr')).some((tr) => tr.textContent?.includes(text) && Array.from(tr.querySelectorAll('button')).some((b) => b.textContent?.trim() === name)),
    {},
    rowText,
    button,
  );
  await page.evaluate(
    (text: string, name: string) => {
      const row = Array.from(document.querySelectorAll('tr')).find((tr) => tr.textContent?.includes(text))!;
      (Array.from(row.querySelectorAll('button')).find((b) => b.textContent?.trim() === name) as HTMLButtonElement).click();
    },
    rowText,
    button,
  );
}

/** The text of the table row containing `rowText` (waits for it). */
export async function rowText(page: Page, text: string): Promise<string> {
  const handle = await page.waitForFunction((t: string) => Array.from(document.querySelectorAll('tr')).find((tr) => tr.textContent?.includes(t))?.textContent, {}, text);
  return (await handle.jsonValue()) as string;
}

/** How many ISO weeks `date` lies after the week of `today` (both YYYY-MM-DD). */
export function weeksAhead(today: string, date: string): number {
  const monday = (d: string) => {
    const t = new Date(`${d}T12:00:00Z`);
    return t.getTime() - ((t.getUTCDay() + 6) % 7) * 86_400_000;
  };
  return Math.round((monday(date) - monday(today)) / (7 * 86_400_000));
}

export function amsterdamToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** Logs in through the open login popup with the mail's code (the auth e2e's steps); a first login chooses `role` (host unless told). */
export async function hostLoginInPopup(page: Page, email: string, seen: number[], role: 'host' | 'guest' = 'host'): Promise<void> {
  const auth = texts('nl');
  await page.waitForSelector('[data-auth-step="login"]');
  await fillByLabel(page, auth['Auth.login.label'], email);
  await clickButton(page, auth['Auth.login.submit']);
  await page.waitForSelector('[data-auth-step="email-login"]');
  const mail = await waitForMessage(email, 'EMAIL', seen);
  await fillByLabel(page, auth['Auth.code.mailLabel'], mail.code!);
  await clickButton(page, auth['Auth.code.submit']);
  const next = await Promise.race([
    page.waitForSelector('[data-auth-step="select-role"]').then(() => 'role' as const),
    page.waitForSelector('[data-auth-step="email-confirmed"]').then(() => 'confirmed' as const),
    page.waitForFunction(() => !new URLSearchParams(location.search).get('authPopup')).then(() => 'done' as const),
  ]);
  if (next === 'role') await clickButton(page, auth[role === 'host' ? 'Auth.selectRole.host' : 'Auth.selectRole.guest']);
  // a first login by mail code confirms the address too
  if (next === 'confirmed') await clickButton(page, auth['Auth.done.continue']);
  await page.waitForFunction(() => !new URLSearchParams(location.search).get('authPopup'));
}
