// The home page (mfe-content) shows the first 4 highlighted spaces from the database,
// in Dutch on / and in English on /en.
import type { Browser } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { HERO_SEARCH, TOP_SPACE_CARDS, catalog, mfeRoot, visibleName } from './selectors';
import { publicGraphql, system } from './system';

let tb: TestBrowser;
let browser: Browser;
beforeAll(async () => {
  tb = await launchBrowser();
  browser = tb.browser;
});
afterAll(() => tb?.close());

describe.each([
  { path: '/', lang: 'nl' as const, locale: 'NL' as const },
  { path: '/en', lang: 'en' as const, locale: 'EN' as const },
])('home page $path', ({ path, lang, locale }) => {
  test(`shows exactly the first 4 top spaces of get_top_spaces, in ${lang}`, async () => {
    const data = await publicGraphql<{ get_top_spaces: { space_name: string }[] }>('{ get_top_spaces { space_name } }', { locale });
    const expected = data.get_top_spaces.slice(0, 4).map((s) => s.space_name);
    expect(expected).toHaveLength(4);

    const { page, errors } = await freshPage(browser);
    await page.goto(system().url + path, { waitUntil: 'load' });
    await page.waitForFunction((sel) => document.querySelectorAll(sel).length >= 4, {}, TOP_SPACE_CARDS);
    await page.waitForNetworkIdle({ idleTime: 300 });

    const cardTexts = await page.$$eval(TOP_SPACE_CARDS, (cards) => cards.map((c) => c.textContent ?? ''));
    expect({ cards: cardTexts.length, errors }).toEqual({ cards: 4, errors: [] });
    cardTexts.forEach((text, i) => expect(text).toContain(visibleName(expected[i])));

    expect(await page.$eval(mfeRoot('mfe-content'), (el) => el.getAttribute('data-mfe'))).toBe('mfe-content');
    // the page speaks the route's language: the hero search button's text from mfe-content's catalog
    const submit = await page.$eval(`${HERO_SEARCH} button[type="submit"]`, (el) => (el as HTMLElement).innerText.trim());
    expect(submit).toBe(catalog('mfe-content', lang)['HeroSearchForm.submit']);
    await page.browserContext().close();
  });
});

test('the nl and en home pages are different texts, not one language twice', async () => {
  const texts: Record<string, string> = {};
  for (const path of ['/', '/en']) {
    const { page } = await freshPage(browser);
    await page.goto(system().url + path);
    await page.waitForFunction((sel) => document.querySelectorAll(sel).length >= 4, {}, TOP_SPACE_CARDS);
    await page.waitForNetworkIdle({ idleTime: 300 });
    texts[path] = await page.$eval('main', (el) => (el as HTMLElement).innerText);
    await page.browserContext().close();
  }
  expect(texts['/'].length).toBeGreaterThan(0);
  expect(texts['/en']).not.toEqual(texts['/']);
});
