// Unknown paths end on the shell's not-found page, with and without locale prefix.
import type { Browser } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { system } from './system';

let tb: TestBrowser;
let browser: Browser;
beforeAll(async () => {
  tb = await launchBrowser();
  browser = tb.browser;
});
afterAll(() => tb?.close());

test.each([
  { path: '/deze-pagina-bestaat-echt-niet', notFound: '/not-found', lang: 'nl' },
  { path: '/en/this/page/does-not-exist', notFound: '/en/not-found', lang: 'en' },
])('$path shows the not-found page', async ({ path, notFound, lang }) => {
  const { page, errors } = await freshPage(browser);
  const res = await page.goto(system().url + path);
  expect(res?.headers()['content-type']).toMatch(/text\/html/);
  await page.waitForFunction((p) => location.pathname === p, {}, notFound);
  await page.waitForSelector('[data-testid="not-found"]');
  const text = await page.$eval('[data-testid="not-found"]', (el) => (el as HTMLElement).innerText);
  expect(text.trim().length).toBeGreaterThan(0);
  if (lang === 'en') expect(text).toContain('The requested page is not found');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  // the layout is still there around it
  expect(await page.$('header')).not.toBeNull();
  expect(errors).toEqual([]);
  await page.browserContext().close();
});
