// When one remote's files cannot be loaded, the shell shows an error frame in that MFE's
// area, never a blank page, and the rest of the site keeps working.
import type { Browser } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { TOP_SPACE_CARDS, mfeError, mfeFrame } from './selectors';
import { system } from './system';

let tb: TestBrowser;
let browser: Browser;
beforeAll(async () => {
  tb = await launchBrowser();
  browser = tb.browser;
});
afterAll(() => tb?.close());

test('mfe-search unavailable: /search shows an error frame, header and home keep working', async () => {
  const { page } = await freshPage(browser);
  const blocked: string[] = [];
  await page.setRequestInterception(true);
  page.on('request', (req) => {
    if (/\/(mfe|releases)\/mfe-search\//.test(new URL(req.url()).pathname)) {
      blocked.push(req.url());
      void req.abort('failed');
    } else {
      void req.continue();
    }
  });

  await page.goto(system().url + '/search');
  const errorFrame = `${mfeFrame('mfe-search')} ${mfeError('mfe-search')}`;
  await page.waitForSelector(errorFrame);
  expect(blocked.length).toBeGreaterThan(0);
  const frameText = await page.$eval(errorFrame, (el) => (el as HTMLElement).innerText.trim());
  expect(frameText.length).toBeGreaterThan(0);
  expect(await page.$('[data-mfe="mfe-search"]')).toBeNull();

  // The header is rendered and its home link still navigates (client-side) to a working home page.
  await page.waitForSelector('header');
  await page.evaluate(() => {
    (window as unknown as { __marker: number }).__marker = 1;
  });
  await page.click('header a[href="/"]');
  await page.waitForFunction(() => location.pathname === '/');
  await page.waitForFunction((sel) => document.querySelectorAll(sel).length === 4, {}, TOP_SPACE_CARDS);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  await page.browserContext().close();
});
