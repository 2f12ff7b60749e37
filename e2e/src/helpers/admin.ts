// Admin area e2e helpers: the mfe-admin texts, opening /admin by clicking from the home page (user menu
// -> Beheer), switching tabs, searching a list and waiting for a status line.
import type { Page } from 'puppeteer-core';
import { system } from '../system';

/** mfe-admin's catalog in one language. */
export function adminTexts(lang: 'nl' | 'en'): Record<string, string> {
  return require(`../../../mfe-admin/src/messages/${lang}.json`) as Record<string, string>;
}

/** From `/`: the account menu, then its admin link; waits for the admin page. */
export async function openAdminFromHome(page: Page): Promise<void> {
  await page.goto(`${system().url}/`, { waitUntil: 'load' });
  await openAdminFromMenu(page);
}

/** From the page shown now: the account menu, then its admin link; waits for the admin page. */
export async function openAdminFromMenu(page: Page): Promise<void> {
  const menu = await page.waitForSelector('[data-user-menu]');
  await menu!.click();
  const link = await page.waitForSelector('[data-user-menu-list] [data-nav="admin"]');
  await link!.click();
  await page.waitForSelector('[data-testid="admin-page"]');
}

/** Clicks the admin tab with this name and waits for its panel. */
export async function openTab(page: Page, name: string, testId: string): Promise<void> {
  const tab = await page.waitForSelector(`::-p-aria([name="${name}"][role="tab"])`);
  await tab!.click();
  await page.waitForSelector(`[data-testid="${testId}"]`);
}

/** Types into the search field with this label (replacing what is there) and waits until the list applied it (?q=). */
export async function search(page: Page, label: string, text: string): Promise<void> {
  const input = await page.waitForSelector(`::-p-aria([name="${label}"][role="searchbox"])`);
  await input!.click({ count: 3 });
  await input!.type(text);
  await page.waitForFunction((t: string) => new URLSearchParams(location.search).get('q') === t, {}, text.trim());
}

/** Waits until a status or alert line with exactly this text shows. */
export async function waitForStatus(page: Page, text: string, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    (t: string) => Array.from(document.querySelectorAll('[role="status"], [role="alert"]')).some((el) => el.textContent?.trim() === t),
    { timeout },
    text,
  );
}

/** The `[role="alert"]` texts of the page, for failure messages. */
export async function alertsOf(page: Page): Promise<string[]> {
  return page.$$eval('[role="alert"]', (els) => els.map((e) => e.textContent ?? ''));
}
