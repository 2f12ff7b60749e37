// Page helpers for the discovery e2e tests (mfe-search): the search bar, results and space page.
import type { Page } from 'puppeteer-core';

export const SEARCH_BAR = '[data-testid="search-bar"]';
export const RESULTS = '[data-testid="search-results"]';
export const TOTAL = '[data-testid="search-total"]';
export const PRICE_PREVIEW = '[data-testid="price-preview"]';

/** YYYY-MM-DD of `days` from today in Europe/Amsterdam. */
export function amsterdamDate(days: number, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now); // YYYY-MM-DD
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** YYYY-MM-DD -> DD-MM-YYYY (the date fields' format). */
export const displayDate = (iso: string) => iso.split('-').reverse().join('-');

/** The current path + query. */
export const here = (page: Page) => page.evaluate(() => `${location.pathname}${location.search}`);

/** The URL's query as an object. */
export const queryOf = (page: Page) => page.evaluate(() => Object.fromEntries(new URLSearchParams(location.search)));

/** Replaces the value of a text field (typing like a user). */
export async function typeInto(page: Page, selector: string, value: string): Promise<void> {
  const input = await page.waitForSelector(selector);
  await input!.click({ count: 3 });
  await page.keyboard.press('Backspace');
  await input!.type(value);
}

/** Waits until the result list shows the answer of the current URL (not a previous one). */
export async function waitForResults(page: Page): Promise<void> {
  await page.waitForSelector(TOTAL);
  await page.waitForFunction(
    (sel) => !document.querySelector(sel) || document.querySelector(sel)!.getAttribute('aria-busy') !== 'true',
    {},
    RESULTS,
  );
  await page.waitForNetworkIdle({ idleTime: 300 });
}

/** Names of the space cards in the result list. */
export function cardNames(page: Page): Promise<string[]> {
  return page.$$eval(`${RESULTS} [data-testid="space-card"] h3`, (els) => els.map((e) => e.textContent ?? ''));
}
