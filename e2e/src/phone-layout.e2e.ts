// A phone (390 x 844): from the home page's hero search to /search and a space page. The results
// start within the first screen (filters in a drawer, map on request), the space page has a sticky
// "Boek" bar that brings the booking widget into view, nothing is cut off, tap targets are >= 44 px.
import type { Browser, Page } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { clickButton } from './helpers/auth';
import { RESULTS, waitForResults } from './helpers/search';
import { HERO_SEARCH, SPACE_CARD, catalog } from './selectors';
import { system } from './system';

const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const search = catalog('mfe-search', 'nl');
const content = catalog('mfe-content', 'nl');

let tb: TestBrowser;
let browser: Browser;
beforeAll(async () => {
  tb = await launchBrowser();
  browser = tb.browser;
});
afterAll(() => tb?.close());

/** Top of an element in page coordinates (px from the top of the document). */
function pageTop(page: Page, selector: string): Promise<number> {
  return page.$eval(selector, (el) => el.getBoundingClientRect().top + window.scrollY);
}

/** Whether an element takes up space on the screen (not display:none, not zero-sized). */
function isShown(page: Page, selector: string): Promise<boolean> {
  return page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return getComputedStyle(el).display !== 'none' && r.width > 0 && r.height > 0;
  });
}

/** Heights of the links matching `selector` that are shown. */
function linkHeights(page: Page, selector: string): Promise<number[]> {
  return page.$$eval(selector, (els) =>
    els.filter((el) => getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().width > 0).map((el) => el.getBoundingClientRect().height),
  );
}

test('phone: hero search -> results first on /search -> a space page with a sticky booking bar', async () => {
  const { page, errors } = await freshPage(browser);
  await page.setViewport(PHONE);
  await page.goto(`${system().url}/`, { waitUntil: 'load' });

  // --- home: no squeezed header search box; the hero has date and time of day (afternoon by default)
  const hero = await page.waitForSelector(HERO_SEARCH);
  expect(await page.$('form[data-shell-search]')).toBeNull();
  expect(await hero!.$eval('select[name="time"]', (el) => (el as HTMLSelectElement).value)).toBe('afternoon');
  expect(await hero!.$('input[name="date"]')).not.toBeNull();
  await clickButton(page, content['HeroSearchForm.submit']);

  // --- /search: the first result card starts within the first screen
  await page.waitForFunction(() => location.pathname === '/search');
  await waitForResults(page);
  await page.waitForSelector(`${RESULTS} ${SPACE_CARD}`);
  // the header with its search box keeps the height the first HTML reserves for it (68 px): nothing moves as the shell mounts
  expect(await page.$('form[data-shell-search]')).not.toBeNull();
  expect(await page.$eval('header', (el) => el.getBoundingClientRect().height)).toBe(68);
  const firstCardTop = await pageTop(page, `${RESULTS} ${SPACE_CARD}`);
  expect(firstCardTop).toBeLessThan(900);
  expect(firstCardTop).toBeGreaterThan(await pageTop(page, '[data-testid="search-phone-bar"]'));
  // filters and map wait behind the toggles
  expect(await isShown(page, '[data-testid="search-phone-bar"]')).toBe(true);
  expect(await isShown(page, '[data-testid="filters-column"]')).toBe(false);
  expect(await isShown(page, '[data-testid="results-map-column"]')).toBe(false);
  // the filter drawer opens over the page and closes again
  await page.click('[data-testid="search-phone-bar"] button[aria-controls="search-filters"]');
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="filters-column"]')!;
    return getComputedStyle(el).display !== 'none' && getComputedStyle(el).position === 'fixed';
  });
  expect(await isShown(page, '[data-testid="filters"]')).toBe(true);
  await page.click('[data-testid="filters-column"] [data-drawer-close]');
  await page.waitForFunction(() => getComputedStyle(document.querySelector('[data-testid="filters-column"]')!).display === 'none');
  // the map shows on request
  await page.click('[data-testid="search-phone-bar"] button[aria-controls="search-map"]');
  await page.waitForFunction(() => getComputedStyle(document.querySelector('[data-testid="results-map-column"]')!).display !== 'none');
  await page.click('[data-testid="search-phone-bar"] button[aria-controls="search-map"]');
  // every card says how the space is booked
  const bookingTypes = await page.$$eval(`${RESULTS} [data-testid="space-card-booking-type"]`, (els) => els.map((e) => e.textContent));
  expect(bookingTypes.length).toBeGreaterThan(0);
  for (const label of bookingTypes) expect([search['SpaceCardItem.direct'], search['SpaceCardItem.request']]).toContain(label);

  // --- the first space page
  const link = await page.waitForSelector(`${RESULTS} ${SPACE_CARD} a`);
  await link!.click();
  await page.waitForSelector('[data-testid="space-page"]');
  await page.waitForSelector('[data-testid="booking-panel"]');
  await page.waitForNetworkIdle({ idleTime: 300 });

  // a sticky "Boek" bar at the bottom of the screen
  const bar = await page.waitForSelector('[data-testid="sticky-book-bar"]');
  const barBox = await bar!.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, position: getComputedStyle(el).position };
  });
  expect(barBox.position).toBe('fixed');
  expect(barBox.top).toBeLessThan(PHONE.height);
  expect(Math.round(barBox.bottom)).toBe(PHONE.height);
  // still there after scrolling
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  expect(await isShown(page, '[data-testid="sticky-book-bar"]')).toBe(true);
  // the booking widget is far down on a phone; the bar brings it into view
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await pageTop(page, '[data-testid="booking-panel"]')).toBeGreaterThan(PHONE.height);
  await clickButton(page, search['SpacePage.stickyBook']);
  await page.waitForFunction(
    (h) => {
      const r = document.querySelector('[data-testid="booking-panel"]')!.getBoundingClientRect();
      return r.top >= 0 && r.top < h;
    },
    {},
    PHONE.height,
  );

  // the layout select is as wide as the panel (its text "U-vorm (max. 30)" fits)
  if (await page.$('[data-testid="booking-panel"] select[name="configuration"]')) {
    const widths = await page.$eval('[data-testid="booking-panel"] select[name="configuration"]', (el) => ({
      select: el.getBoundingClientRect().width,
      panel: document.querySelector('[data-testid="booking-guests-row"]')!.getBoundingClientRect().width,
    }));
    expect(widths.select).toBeGreaterThanOrEqual(widths.panel - 1);
  }

  // tap targets: breadcrumb and footer links at least 44 px tall
  const crumbs = await linkHeights(page, '[data-testid="space-page"] nav ol a');
  expect(crumbs.length).toBeGreaterThan(0);
  for (const h of crumbs) expect(h).toBeGreaterThanOrEqual(44);
  const footer = await linkHeights(page, 'footer a');
  expect(footer.length).toBeGreaterThan(0);
  for (const h of footer) expect(h).toBeGreaterThanOrEqual(44);

  expect(errors).toEqual([]);
  await page.browserContext().close();
});
