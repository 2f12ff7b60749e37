// The home page loads without the content pages' code (router, store, blog/helpdesk/location pages);
// a click from home into the blog loads it then, and the header's logo leads back home, all without
// a full page load.
import type { Browser } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { TOP_SPACE_CARDS, mfeRoot } from './selectors';
import { system } from './system';

let tb: TestBrowser;
let browser: Browser;
beforeAll(async () => {
  tb = await launchBrowser();
  browser = tb.browser;
});
afterAll(() => tb?.close());

test('home -> blog (footer link) -> home (logo) within mfe-content, the blog code loaded on the click', async () => {
  const { page, errors } = await freshPage(browser);
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto(`${system().url}/`, { waitUntil: 'load' });
  await page.waitForFunction((sel) => document.querySelectorAll(sel).length >= 4, {}, TOP_SPACE_CARDS);
  await page.waitForNetworkIdle({ idleTime: 300 });
  const contentPages = (list: string[]) => list.filter((p) => p.startsWith('/mfe/mfe-content/') && p.includes('content-pages'));
  expect(contentPages(scripts)).toEqual([]);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  await page.click('footer a[href="/blog"]');
  await page.waitForSelector(`${mfeRoot('mfe-content')} [data-testid="blog-list"]`, { visible: true });
  expect(contentPages(scripts)).toHaveLength(1);
  expect(await page.$(`${mfeRoot('mfe-content')} [data-testid="home-page"]`)).toBeNull();

  await page.click('header a[href="/"]');
  await page.waitForSelector(`${mfeRoot('mfe-content')} [data-testid="home-page"]`, { visible: true });
  expect(await page.$(`${mfeRoot('mfe-content')} [data-testid="blog-list"]`)).toBeNull();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});
