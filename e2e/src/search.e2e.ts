// Discovery in real Chromium: search Utrecht tomorrow afternoon for 10 people, filter,
// the URL holds the whole filter state (reload and back), open a space, the API's price preview
// shows, favourite it (logged out -> login popup -> replayed), and the favourites page lists it.
import type { Browser } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { clickButton, fillByLabel, mailbox, registerByApi, texts, uniqueEmail, waitForMessage, waitForStep } from './helpers/auth';
import { amsterdamDate, displayDate, here, PRICE_PREVIEW, queryOf, RESULTS, SEARCH_BAR, typeInto, waitForResults } from './helpers/search';
import { catalog } from './selectors';
import { system } from './system';

const t = catalog('mfe-search', 'nl');
const auth = texts('nl');

let tb: TestBrowser;
let browser: Browser;
beforeAll(async () => {
  tb = await launchBrowser();
  browser = tb.browser;
});
afterAll(() => tb?.close());

test('search Utrecht tomorrow afternoon for 10, filter, open a space, see the price, favourite it after logging in', async () => {
  const email = uniqueEmail('favourite');
  await registerByApi({ email, firstName: 'Femke', lastName: 'Favoriet' });
  const seen = (await mailbox(email)).map((m) => m.outbox_message_id);
  const tomorrow = amsterdamDate(1);

  const { page, errors } = await freshPage(browser);
  await page.setViewport({ width: 1400, height: 1000 });
  await page.goto(`${system().url}/search`);
  await waitForResults(page);

  // --- the search bar: a place from the autocomplete, tomorrow, afternoon (default), 10 people
  await typeInto(page, `${SEARCH_BAR} input[name="search"]`, 'Utrecht');
  const option = await page.waitForSelector('[data-testid="place-predictions"] [role="option"]');
  expect(await option!.evaluate((el) => el.textContent)).toContain('Utrecht');
  await option!.click();
  await page.waitForFunction((sel) => (document.querySelector(sel) as HTMLInputElement).value === 'Utrecht', {}, `${SEARCH_BAR} input[name="search"]`);
  await typeInto(page, `${SEARCH_BAR} input[name="date"]`, displayDate(tomorrow));
  await page.keyboard.press('Enter'); // commits the typed date
  expect(await page.$eval(`${SEARCH_BAR} select[name="time"]`, (el) => (el as HTMLSelectElement).value)).toBe('afternoon');
  await typeInto(page, `${SEARCH_BAR} input[name="attendees"]`, '10');
  await clickButton(page, t['SearchBar.submit']);
  await page.waitForFunction(() => new URLSearchParams(location.search).get('attendees') === '10');
  const query = await queryOf(page);
  expect(query).toMatchObject({ address: 'Utrecht', date: tomorrow, attendees: '10' });
  // the first prediction named Utrecht (city, municipality or province): its coordinates are around the city
  expect(Math.abs(Number(query.lat) - 52.09)).toBeLessThan(0.3);
  expect(Math.abs(Number(query.lng) - 5.12)).toBeLessThan(0.3);
  await waitForResults(page);
  const before = await page.$$eval(`${RESULTS} [data-testid="venue-result"]`, (els) => els.length);
  expect(before).toBeGreaterThan(0);

  // --- a filter: direct booking (pushes a new URL)
  await page.click('input[name="direct"]');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('direct') === '1');
  await waitForResults(page);
  const filtered = await here(page);
  const directCards = await page.$$eval(`${RESULTS} [data-testid="space-card"]`, (els) => els.length);
  expect(directCards).toBeGreaterThan(0);

  // --- the URL is the state: reload shows the same search, back undoes the filter, forward redoes it
  await page.reload();
  await waitForResults(page);
  expect(await here(page)).toBe(filtered);
  expect(await page.$eval('input[name="direct"]', (el) => (el as HTMLInputElement).checked)).toBe(true);
  expect(await page.$eval(`${SEARCH_BAR} input[name="search"]`, (el) => (el as HTMLInputElement).value)).toBe('Utrecht');
  expect(await page.$eval(`${SEARCH_BAR} input[name="attendees"]`, (el) => (el as HTMLInputElement).value)).toBe('10');
  await page.goBack();
  await page.waitForFunction(() => !new URLSearchParams(location.search).has('direct'));
  await page.waitForFunction(() => !(document.querySelector('input[name="direct"]') as HTMLInputElement).checked);
  await page.goForward();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('direct') === '1');
  await waitForResults(page);

  // the built-in map (no Google key in the test system) plots the results
  expect(await page.$$eval('[data-testid="map-fallback"] [data-testid="map-marker"]', (els) => els.length)).toBeGreaterThan(0);

  // --- open the first space: it starts from the search's day, window and attendees
  const card = await page.waitForSelector(`${RESULTS} [data-testid="space-card"] a`);
  const spaceName = await card!.evaluate((a) => a.querySelector('h3')?.getAttribute('title') ?? a.querySelector('h3')?.textContent ?? '');
  await card!.click();
  await page.waitForSelector('[data-testid="space-page"]');
  expect(await queryOf(page)).toMatchObject({ date: tomorrow, from: '12:00', to: '16:00', attendees: '10' });
  const preview = await page.waitForSelector(`${PRICE_PREVIEW} dl`);
  const previewText = await preview!.evaluate((el) => (el as HTMLElement).innerText);
  expect(previewText).toContain(t['PricePreview.totalInclVat']);
  expect(previewText).toMatch(/€\s?\d/);

  // --- favourite while logged out: the login popup opens on this page; after the login the click is replayed
  const spacePath = await page.evaluate(() => location.pathname);
  await page.click('[data-testid="space-page"] [data-testid="favourite-button"]');
  await waitForStep(page, 'login');
  await fillByLabel(page, auth['Auth.login.label'], email);
  await clickButton(page, auth['Auth.login.submit']);
  await waitForStep(page, 'email-login');
  const mail = await waitForMessage(email, 'EMAIL', seen);
  await fillByLabel(page, auth['Auth.code.mailLabel'], mail.code!);
  await clickButton(page, auth['Auth.code.submit']);
  // an existing guest account is not asked guest or host again
  await page.waitForFunction(() => !new URLSearchParams(location.search).get('authPopup'));
  expect(await page.evaluate(() => location.pathname)).toBe(spacePath);
  await page.waitForSelector('[data-testid="space-page"] [data-testid="favourite-button"][aria-pressed="true"]');

  // --- the favourites page lists it
  await page.goto(`${system().url}/favorites`);
  await page.waitForSelector('[data-testid="favourite-spaces"] [data-testid="space-card"]');
  const favourites = await page.$$eval('[data-testid="favourite-spaces"] [data-testid="space-card"] h3', (els) =>
    els.map((e) => e.getAttribute('title') ?? e.textContent ?? ''),
  );
  expect(favourites).toEqual([spaceName]);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('the header search box goes to /search with the text, clearing lat/lng and the map box', async () => {
  const { page, errors } = await freshPage(browser);
  await page.goto(`${system().url}/search?address=Utrecht&lat=52.09&lng=5.12&bounds=52,5,52.2,5.3&attendees=10`);
  await waitForResults(page);
  await typeInto(page, 'form[data-shell-search] input[name="search"]', 'Amersfoort');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('search') === 'Amersfoort');
  const query = await queryOf(page);
  expect(query).not.toHaveProperty('lat');
  expect(query).not.toHaveProperty('lng');
  expect(query).not.toHaveProperty('bounds');
  await page.waitForFunction((sel) => (document.querySelector(sel) as HTMLInputElement).value === 'Amersfoort', {}, `${SEARCH_BAR} input[name="search"]`);
  await waitForResults(page);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});
