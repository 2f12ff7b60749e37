// The header's language link in a fresh profile: /en -> Dutch and back on the same page and query,
// and the choice is remembered for unprefixed URLs opened later.
import type { Browser, Page } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { waitForResults } from './helpers/search';
import { catalog } from './selectors';
import { system } from './system';

let tb: TestBrowser;
let browser: Browser;
beforeAll(async () => {
  tb = await launchBrowser();
  browser = tb.browser;
});
afterAll(() => tb?.close());

const here = (page: Page) => page.evaluate(() => `${location.pathname}${location.search}`);

test('switching language keeps the page and query, works both ways and is remembered', async () => {
  const { page, errors } = await freshPage(browser);
  await page.goto(`${system().url}/en/search?attendees=10&direct=1`);
  await waitForResults(page);

  const toDutch = await page.waitForSelector('header a[hreflang="nl"]');
  expect(await toDutch!.evaluate((a) => a.textContent)).toBe(catalog('shell', 'en')['Header.switchLanguage']);
  await toDutch!.click();
  await page.waitForFunction(() => location.pathname === '/search');
  expect(await here(page)).toBe('/search?attendees=10&direct=1');
  await page.waitForSelector('header a[hreflang="en"]');
  await waitForResults(page);
  expect(await page.$eval('[data-testid="search-page"] h1', (el) => el.textContent)).toBe(catalog('mfe-search', 'nl')['SearchPage.heading']);

  await page.click('header a[hreflang="en"]');
  await page.waitForFunction(() => location.pathname === '/en/search');
  expect(await here(page)).toBe('/en/search?attendees=10&direct=1');
  await waitForResults(page);
  expect(await page.$eval('[data-testid="search-page"] h1', (el) => el.textContent)).toBe(catalog('mfe-search', 'en')['SearchPage.heading']);

  // remembered: an unprefixed URL opens in English
  await page.goto(`${system().url}/search?attendees=12`);
  await page.waitForFunction(() => location.pathname === '/en/search');
  expect(await here(page)).toBe('/en/search?attendees=12');
  expect(errors).toEqual([]);
  await page.browserContext().close();
});
