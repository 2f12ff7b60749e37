// The admin area in real Chromium against the whole system, clicking from the home page (account menu
// -> Beheer): the admin drags a space to the top of the highlighted locations and the home page shows
// it first; the admin acts as a host from the Vendors tab, sees the banner on every page, stops and the
// act-as log lists the session.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { adminTexts, alertsOf, openAdminFromHome, openTab, search, waitForStatus } from './helpers/admin';
import { logInPage } from './helpers/auth';
import { authGraphql, loginByApi } from './helpers/host';
import { clickInRow, rowText } from './helpers/host-ops';
import { TOP_SPACE_CARDS } from './selectors';

const a = adminTexts('nl');
const HOST_EMAIL = 'host@zaalplek.nl';
const HOME_LOGO = 'a[aria-label="Zaalplek – naar de startpagina"]';

let tb: TestBrowser;
let browser: Browser;
beforeAll(async () => {
  tb = await launchBrowser();
  browser = tb.browser;
});
afterAll(() => tb?.close());

const SHOTS = path.join(os.tmpdir(), 'zaalplek-e2e-admin-shots');
mkdirSync(SHOTS, { recursive: true });
async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function adminPage() {
  const tokens = await loginByApi('admin@zaalplek.nl');
  const fresh = await freshPage(browser);
  await fresh.page.setViewport({ width: 1400, height: 1000 });
  await logInPage(fresh.page, tokens);
  return { ...fresh, tokens };
}

/** The names of the highlighted list in order. */
const highlightedNames = (page: Page) =>
  page.$$eval('[data-testid="highlighted-tab"] [data-testid="sortable-item"] strong', (els) => els.map((e) => e.textContent ?? ''));

test('the admin drags a space to the top of the highlighted locations and the home page shows it first', async () => {
  const { page, errors } = await adminPage();
  await openAdminFromHome(page);
  await openTab(page, a['AdminPage.tab.highlightedLocations'], 'highlighted-tab');
  await page.waitForSelector('[data-testid="sortable-item"]');
  const before = await highlightedNames(page);
  expect(before.length).toBeGreaterThanOrEqual(5);
  const moved = before[4]!;
  await shot(page, '01-highlighted-before');

  // drag the fifth item's handle above the first item
  const handles = await page.$$('[data-testid="highlighted-tab"] [data-testid="sortable-item"] button[aria-label$="verplaatsen"]');
  const from = (await handles[4]!.boundingBox())!;
  const to = (await (await page.$$('[data-testid="highlighted-tab"] [data-testid="sortable-item"]'))[0]!.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + 2, { steps: 25 });
  await page.mouse.up();
  try {
    await waitForStatus(page, a['HighlightedTab.saved']);
  } catch (error) {
    await shot(page, 'failed-highlighted-drag');
    throw new Error(`the drag did not save: ${String(error)}; alerts: ${JSON.stringify(await alertsOf(page))}`);
  }
  const after = await highlightedNames(page);
  expect(after[0]).toBe(moved);
  expect(after.slice(1, 5)).toEqual(before.slice(0, 4));
  await shot(page, '02-highlighted-after');

  // back to the home page by the logo: the dragged space becomes the first top space (the page shows what it
  // showed before at once and asks afresh, so the new order follows within moments, without a reload)
  await page.click(HOME_LOGO);
  await page.waitForFunction((sel) => document.querySelectorAll(sel).length >= 4, { timeout: 30_000 }, TOP_SPACE_CARDS);
  await page
    .waitForFunction((sel, name) => (document.querySelector(sel)?.textContent ?? '').includes(name), { timeout: 5_000 }, TOP_SPACE_CARDS, moved.slice(0, 40))
    .catch(() => undefined); // the assertion below says what was shown instead
  const first = await page.$eval(TOP_SPACE_CARDS, (card) => card.textContent ?? '');
  await shot(page, '03-home');
  expect(first).toContain(moved.slice(0, 40));
  expect(errors).toEqual([]);
  await page.browserContext().close();
}, 180_000);

test('the admin acts as a host, sees the banner, stops, and the act-as log lists it', async () => {
  const { page, errors, tokens } = await adminPage();
  await openAdminFromHome(page);
  await openTab(page, a['AdminPage.tab.vendors'], 'vendors-tab');
  await search(page, a['VendorsTab.search'], HOST_EMAIL);
  const row = await rowText(page, HOST_EMAIL);
  expect(row).toContain(HOST_EMAIL);
  await clickInRow(page, HOST_EMAIL, a['ActAs.actAs']);

  // working as the host: its spaces, with the banner
  const banner = await page.waitForSelector('[data-testid="acting-as-banner"]', { timeout: 30_000 });
  const bannerText = await banner!.evaluate((el) => el.textContent ?? '');
  expect(bannerText).toContain(HOST_EMAIL);
  await page.waitForFunction(() => window.location.pathname === '/vendor/spaces');
  await shot(page, '04-acting-as-host');
  // the banner stays on another page
  await page.click(HOME_LOGO);
  await page.waitForFunction(() => window.location.pathname === '/');
  await page.waitForSelector('[data-testid="acting-as-banner"]');

  // stop: back to the admin's own session, on the act-as log
  const stop = await page.waitForSelector('[data-testid="acting-as-banner"] button');
  await stop!.click();
  await page.waitForFunction(() => window.location.pathname === '/admin/act-as-log', { timeout: 30_000 });
  await page.waitForSelector('[data-testid="act-as-log-tab"]');
  expect(await page.$('[data-testid="acting-as-banner"]')).toBeNull();
  const logRow = await rowText(page, HOST_EMAIL);
  expect(logRow).toContain('Verhuurder');
  expect(logRow).toMatch(/vanaf .*vanaf /);
  await shot(page, '05-act-as-log');

  const log = await authGraphql<{ act_as_log: { result: Array<{ target_email: string; ts_stopped: string | null; start_ip: string | null }> } }>(
    tokens.access_token, '{ act_as_log(size: 5) { result { target_email ts_stopped start_ip } } }',
  );
  expect(log.act_as_log.result[0]).toMatchObject({ target_email: HOST_EMAIL });
  expect(log.act_as_log.result[0]!.ts_stopped).not.toBeNull();
  expect(errors).toEqual([]);
  await page.browserContext().close();
}, 180_000);
