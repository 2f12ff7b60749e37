// Unknown paths end on the shell's not-found page, with and without locale prefix.
import type { Browser } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { catalog, shellPage } from './selectors';
import { system } from './system';

let tb: TestBrowser;
let browser: Browser;
beforeAll(async () => {
  tb = await launchBrowser();
  browser = tb.browser;
});
afterAll(() => tb?.close());

test.each([
  { path: '/deze-pagina-bestaat-echt-niet', notFound: '/not-found', lang: 'nl' as const },
  { path: '/en/this/page/does-not-exist', notFound: '/en/not-found', lang: 'en' as const },
])('$path shows the not-found page', async ({ path, notFound, lang }) => {
  const { page, errors } = await freshPage(browser);
  const res = await page.goto(system().url + path);
  expect(res?.headers()['content-type']).toMatch(/text\/html/);
  await page.waitForFunction((p) => location.pathname === p, {}, notFound);
  await page.waitForSelector(`${shellPage('not-found')} h1`);
  const title = await page.$eval(`${shellPage('not-found')} h1`, (el) => (el as HTMLElement).innerText.trim());
  expect(title).toBe(catalog('shell', lang)['NotFound.title']);
  if (lang === 'en') expect(title).toBe('The requested page is not found'); // spec section 8
  // the layout is still there around it
  expect(await page.$('header')).not.toBeNull();
  expect(errors).toEqual([]);
  await page.browserContext().close();
});
