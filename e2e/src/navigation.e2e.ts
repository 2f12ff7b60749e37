// home (mfe-content) -> search (mfe-search) -> space page (mfe-search) is client-side
// navigation between micro-frontends: the document is never reloaded.
import type { Browser } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { HERO_SEARCH, TOP_SPACE_CARDS, mfeRoot } from './selectors';
import { system } from './system';

let tb: TestBrowser;
let browser: Browser;
beforeAll(async () => {
  tb = await launchBrowser();
  browser = tb.browser;
});
afterAll(() => tb?.close());

const mountedMfes = () => Array.from(document.querySelectorAll('[data-mfe]')).map((el) => el.getAttribute('data-mfe'));

test('home -> search -> space page changes MFE without a full page reload', async () => {
  const { page, errors } = await freshPage(browser);
  let documentLoads = 0;
  page.on('load', () => documentLoads++);

  await page.goto(system().url + '/');
  await page.waitForSelector(TOP_SPACE_CARDS);
  expect(await page.evaluate(mountedMfes)).toContain('mfe-content');
  await page.evaluate(() => {
    (window as unknown as { __marker: number }).__marker = 1;
  });

  // The hero search of the home page (the header search box is disabled on home).
  const input = await page.waitForSelector(`${mfeRoot('mfe-content')} ${HERO_SEARCH} input[name="search"]`);
  await input!.type('Amsterdam');
  await input!.press('Enter');

  await page.waitForFunction(() => location.pathname === '/search' && location.search === '?search=Amsterdam');
  await page.waitForSelector(`${mfeRoot('mfe-search')} a[href*="/space/"]`);
  expect(await page.evaluate(mountedMfes)).toContain('mfe-search');
  expect(await page.evaluate(mountedMfes)).not.toContain('mfe-content');

  const href = await page.$eval(`${mfeRoot('mfe-search')} a[href*="/space/"]`, (a) => new URL((a as HTMLAnchorElement).href).pathname);
  await page.click(`${mfeRoot('mfe-search')} a[href*="/space/"]`);
  await page.waitForFunction((p) => location.pathname === p, {}, href);
  expect(href).toMatch(/^\/space\/[^/]+\/[^/]+\/[^/]+$/);
  await page.waitForFunction(() => document.querySelector('[data-mfe="mfe-search"] h1')?.textContent?.trim());

  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  expect(documentLoads).toBe(1);
  const mounted = await page.evaluate(mountedMfes);
  expect(mounted).toContain('mfe-search');
  expect(mounted).not.toContain('mfe-content');
  expect(errors).toEqual([]);
  await page.browserContext().close();
});
