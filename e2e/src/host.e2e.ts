// The host journey in real Chromium against the whole system: a new user signs up as host
// ("Lease a space") in the popup, confirms by the mail link, onboards a PUBLIC organisation with a CoC
// from the bundled test register, creates a venue (working hours, 3 tags, 3 photos) and a space
// (layout, prices, 3 photos) through the wizards; the admin approves organisation and space in the
// admin area's Vendors and Spaces tabs; the host links an ICS calendar, activates space and venue, and a guest search finds it.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { system } from './system';
import { adminTexts, alertsOf, openAdminFromHome, openTab, search, waitForStatus } from './helpers/admin';
import { clickButton, confirmEmailLogin, fillByLabel, logInPage, loginLinkOf, texts, uniqueEmail, waitForMessage, waitForStep } from './helpers/auth';
import { clickInRow } from './helpers/host-ops';
import { authGraphql, loginByApi, makePhotos, pageAccessToken, serveIcsCalendar, typeInto, waitForPath } from './helpers/host';

const nl = texts('nl');

let tb: TestBrowser;
let browser: Browser;
beforeAll(async () => {
  tb = await launchBrowser();
  browser = tb.browser;
});
afterAll(() => tb?.close());

const SHOTS = path.join(os.tmpdir(), 'zaalplek-e2e-host-shots');
mkdirSync(SHOTS, { recursive: true });
async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function submitStep(page: Page, form: string) {
  await page.click(`[data-testid="${form}"] [data-testid="step-submit"]`);
}

/** The alerts (field and form errors) of the current form, for failure messages. */
async function alerts(page: Page): Promise<string[]> {
  return page.$$eval('[role="alert"]', (els) => els.map((e) => e.textContent ?? ''));
}

/** API answers >= 400 of a page, for failure messages. */
const failedCalls = new WeakMap<Page, string[]>();
function recordFailedCalls(page: Page) {
  const list: string[] = [];
  failedCalls.set(page, list);
  page.on('response', async (res) => {
    if (res.status() < 400 || !res.url().includes('/api/')) return;
    list.push(`${res.request().method()} ${new URL(res.url()).pathname} ${res.status()} ${(await res.text().catch(() => '')).slice(0, 300)}`);
  });
}

async function nextPath(page: Page, pattern: RegExp, form: string): Promise<string> {
  try {
    return await waitForPath(page, pattern, 30_000);
  } catch (error) {
    await shot(page, `failed-${form}`);
    throw new Error(`${form}: still on ${page.url()}; alerts: ${JSON.stringify(await alerts(page))}; failed calls: ${JSON.stringify(failedCalls.get(page) ?? [])}`);
  }
}

async function uploadPhotos(page: Page, scope: string, files: string[]) {
  const input = await page.waitForSelector(`${scope} input[type="file"]`);
  await (input as unknown as { uploadFile(...paths: string[]): Promise<void> }).uploadFile(...files);
  await page.waitForFunction((s: string, n: number) => document.querySelectorAll(`${s} [data-testid="photo-item"]`).length === n, { timeout: 60_000 }, scope, files.length);
}

/** Types into a places field and picks the first suggestion. */
async function pickPlace(page: Page, name: string, text: string) {
  await typeInto(page, name, text);
  await page.waitForSelector(`[data-testid="${name}-suggestions"] button`);
  await page.click(`[data-testid="${name}-suggestions"] button`);
}

/** Ticks the first `n` checkboxes inside `scope`. */
async function tickFirst(page: Page, scope: string, n: number) {
  const boxes = await page.$$(`${scope} input[type="checkbox"]`);
  expect(boxes.length).toBeGreaterThanOrEqual(n);
  for (const box of boxes.slice(0, n)) await box.click();
}

test('a new host onboards, the admin approves, the host activates and a guest finds the space', async () => {
  const email = uniqueEmail('host');
  const stamp = Date.now().toString(36);
  const venueName = `Zaal Kwartier ${stamp}`;
  const spaceName = `Bovenzaal ${stamp}`;
  const [venuePhotos, spacePhotos] = await Promise.all([makePhotos(3, 'venue'), makePhotos(3, 'space')]);
  const { page, errors } = await freshPage(browser);
  recordFailedCalls(page);
  await page.setViewport({ width: 1280, height: 900 });

  // Sign up as host in the popup; confirm by the mail link.
  await page.goto(`${system().url}/?authPopup=login`);
  await waitForStep(page, 'login');
  await clickButton(page, nl['Auth.login.register']);
  await waitForStep(page, 'sign-up');
  await page.click(`::-p-aria([name="${nl['Auth.signUp.lease']}"][role="radio"])`);
  await fillByLabel(page, nl['Auth.field.email'], email);
  await fillByLabel(page, nl['Auth.field.firstName'], 'Hanna');
  await fillByLabel(page, nl['Auth.field.lastName'], 'Verhuur');
  await clickButton(page, nl['Auth.signUp.submit']);
  await waitForStep(page, 'email-confirmation');
  const mail = await waitForMessage(email, 'EMAIL');
  await page.goto(loginLinkOf(mail));
  await page.waitForSelector('[data-login-link="ready"]');
  await confirmEmailLogin(page);
  await waitForStep(page, 'email-confirmed');
  await clickButton(page, nl['Auth.done.continue']);
  await page.waitForFunction(() => !new URLSearchParams(location.search).get('authPopup'));
  const hostToken = await pageAccessToken(page);
  const profile = await authGraphql<{ profile: { accountState: string } }>(hostToken, '{ profile { accountState } }');
  expect(profile.profile.accountState).toBe('VENDOR');

  // A host without an organisation is led to the onboarding by itself.
  // Organisation: PUBLIC, CoC of the test register looked up, finance address = CoC address.
  await waitForPath(page, /^\/vendor\/onboarding\/organisation-details$/);
  await page.waitForSelector('[data-testid="organisation-step"]');
  await typeInto(page, 'coc', '12345678');
  await page.waitForSelector('[data-testid="coc-address"]');
  expect(await page.$eval('[name="organisation_name"]', (el) => (el as HTMLInputElement).value)).toBe('Zaalplek Test B.V.');
  // this register entry has no place: the organisation address comes from the places dropdown
  await pickPlace(page, 'place', 'Amsterdam');
  await typeInto(page, 'vat_number', 'NL123456789B01');
  await typeInto(page, 'finance_email', `finance-${email}`);
  await shot(page, '01-organisation');
  await submitStep(page, 'organisation-step');
  await nextPath(page, /^\/vendor\/onboarding\/venue\/details$/, 'organisation-step');

  // Venue MAIN: name, description, address from the dropdown, contact, working hours (default Mon-Fri 9-17), photos.
  await page.waitForSelector('[data-testid="venue-main-step"]');
  await typeInto(page, 'venue_name', venueName);
  await typeInto(page, 'venue_description', 'Een lichte vergaderlocatie aan de gracht met drie zalen en een tuin.');
  await pickPlace(page, 'address', 'Amsterdam');
  await typeInto(page, 'contact_name', 'Hanna Verhuur');
  await typeInto(page, 'contact_phone', '+31612345678');
  await typeInto(page, 'contact_email', email);
  await uploadPhotos(page, '[data-testid="venue-main-step"]', venuePhotos);
  await shot(page, '02-venue-details');
  await submitStep(page, 'venue-main-step');
  await nextPath(page, /^\/vendor\/onboarding\/venue\/facilities$/, 'venue-main-step');

  await page.waitForSelector('[data-testid="venue-facilities-step"]');
  await tickFirst(page, '[data-testid="venue-facilities-step"] fieldset', 2);
  await shot(page, '03-venue-facilities');
  await submitStep(page, 'venue-facilities-step');
  await nextPath(page, /^\/vendor\/onboarding\/venue\/catering$/, 'venue-facilities-step');

  await page.waitForSelector('[data-testid="venue-catering-step"]');
  await shot(page, '04-venue-catering');
  await submitStep(page, 'venue-catering-step');
  await nextPath(page, /^\/vendor\/onboarding\/venue\/tags$/, 'venue-catering-step');

  const tagsStep = await page.waitForSelector('[data-testid="venue-tags-step"], [data-testid="tags-load-error"]');
  if ((await tagsStep!.evaluate((el) => el.getAttribute('data-testid'))) !== 'venue-tags-step') {
    throw new Error(`the tags step could not load get_all_tags (graphql/host of docs/CONTRACTS.md); failed calls: ${JSON.stringify(failedCalls.get(page))}`);
  }
  await tickFirst(page, '[data-testid="venue-tags-step"] fieldset', 3);
  await shot(page, '05-venue-tags');
  await submitStep(page, 'venue-tags-step');
  await nextPath(page, /^\/vendor\/onboarding\/space\/details$/, 'venue-tags-step');

  // Space: details (activity, photos), layout, booking rules, facilities, pricing (creates it), features.
  await page.waitForSelector('[data-testid="space-step-details"]');
  await typeInto(page, 'space_name', spaceName);
  await typeInto(page, 'space_description', 'Ruime zaal op de eerste verdieping met daglicht en een beamer.');
  await tickFirst(page, '[data-testid="list-categories"]', 1);
  await uploadPhotos(page, '[data-testid="space-step-details"]', spacePhotos);
  await shot(page, '06-space-details');
  await submitStep(page, 'space-step-details');
  await nextPath(page, /^\/vendor\/onboarding\/space\/configurations$/, 'space-step-details');

  await page.waitForSelector('[data-testid="space-step-configurations"]');
  await typeInto(page, 'space_size', '60');
  const firstLayout = '[data-testid="space-step-configurations"] [data-testid^="configuration-"]';
  await page.click(`${firstLayout} input[type="checkbox"]`);
  // minimum guests comes first, then the maximum (required)
  await page.waitForSelector(`${firstLayout} input[inputmode="numeric"]`);
  const guestFields = await page.$$(`${firstLayout} input[inputmode="numeric"]`);
  await guestFields[guestFields.length - 1]!.type('20');
  await shot(page, '07-space-configurations');
  await submitStep(page, 'space-step-configurations');
  await nextPath(page, /^\/vendor\/onboarding\/space\/booking-rules$/, 'space-step-configurations');

  await page.waitForSelector('[data-testid="space-step-booking-rules"]');
  await shot(page, '08-space-booking-rules');
  await submitStep(page, 'space-step-booking-rules');
  await nextPath(page, /^\/vendor\/onboarding\/space\/facilities$/, 'space-step-booking-rules');

  await page.waitForSelector('[data-testid="space-step-facilities"]');
  await page.click('[data-testid="space-step-facilities"] input[name="facilities_confirmed"]');
  await shot(page, '09-space-facilities');
  await submitStep(page, 'space-step-facilities');
  await nextPath(page, /^\/vendor\/onboarding\/space\/pricing$/, 'space-step-facilities');

  await page.waitForSelector('[data-testid="space-step-pricing"]');
  await typeInto(page, 'half_day_price', '200');
  await typeInto(page, 'day_price', '350');
  await typeInto(page, 'full_day_price', '500');
  await typeInto(page, 'short_day_price', '100');
  await shot(page, '10-space-pricing');
  await submitStep(page, 'space-step-pricing');
  await nextPath(page, /^\/vendor\/onboarding\/space\/features$/, 'space-step-pricing');

  await page.waitForSelector('[data-testid="space-step-features"]');
  await tickFirst(page, '[data-testid="list-feature_ids"]', 1);
  await shot(page, '11-space-features');
  await submitStep(page, 'space-step-features');
  const successPath = await nextPath(page, /^\/space-success\?/, 'space-step-features');
  const params = new URLSearchParams(successPath.split('?')[1]);
  const spaceId = Number(params.get('space_id'));
  const venueId = Number(params.get('venue_id'));
  expect(spaceId).toBeGreaterThan(0);
  expect(venueId).toBeGreaterThan(0);
  await page.waitForSelector('[data-testid="space-success"] a[href$="/profile/payout"]');
  await shot(page, '12-space-success');

  // The admin approves organisation and space in the admin area: from the home page to Beheer, the
  // Vendors tab (search the host's e-mail, approve its organisation) and the Spaces tab (search the space, approve).
  const adminTokens = await loginByApi('admin@zaalplek.nl');
  const adminPage = await freshPage(browser);
  await adminPage.page.setViewport({ width: 1400, height: 1000 });
  await logInPage(adminPage.page, adminTokens);
  const a = adminTexts('nl');
  await openAdminFromHome(adminPage.page);
  await openTab(adminPage.page, a['AdminPage.tab.vendors'], 'vendors-tab');
  await search(adminPage.page, a['VendorsTab.search'], email);
  try {
    await clickInRow(adminPage.page, email, a['VendorsTab.approve']);
    await waitForStatus(adminPage.page, a['VendorsTab.approved'].replace('{name}', 'Zaalplek Test B.V.'));
  } catch (error) {
    await shot(adminPage.page, 'failed-admin-approve-organisation');
    throw new Error(`organisation not approved: ${String(error)}; alerts: ${JSON.stringify(await alertsOf(adminPage.page))}`);
  }
  await shot(adminPage.page, '12a-admin-vendors');
  await openTab(adminPage.page, a['AdminPage.tab.spaces'], 'spaces-tab');
  await search(adminPage.page, a['SpacesTab.search'], spaceName);
  try {
    await clickInRow(adminPage.page, spaceName, a['SpacesTab.approve']);
    await waitForStatus(adminPage.page, a['SpacesTab.approved'].replace('{name}', spaceName));
  } catch (error) {
    await shot(adminPage.page, 'failed-admin-approve-space');
    throw new Error(`space not approved: ${String(error)}; alerts: ${JSON.stringify(await alertsOf(adminPage.page))}`);
  }
  await shot(adminPage.page, '12b-admin-spaces');
  const review = await authGraphql<{ get_all_spaces: { result: Array<{ space_id: number; review_status: string }> } }>(
    adminTokens.access_token, 'query ($s: String) { get_all_spaces(search: $s) { result { space_id review_status } } }', { s: spaceName },
  );
  expect(review.get_all_spaces.result.find((x) => x.space_id === spaceId)?.review_status).toBe('APPROVED');
  expect(adminPage.errors).toEqual([]);
  await adminPage.page.browserContext().close();

  // The host links an ICS calendar (served here), then activates space and venue on their edit pages.
  const calendar = await serveIcsCalendar();
  try {
    await authGraphql(await pageAccessToken(page), 'mutation ($id: Int!, $url: String!) { link_ics_calendar(space_id: $id, url: $url) { calendar_link_id sync_status } }', {
      id: spaceId,
      url: calendar.url,
    });
  } finally {
    await calendar.close();
  }
  await page.goto(`${system().url}/vendor/venue/${venueId}/space/${spaceId}/details`);
  await page.waitForSelector('[data-testid="activate-space"]');
  await shot(page, '13-space-edit');
  await page.click('[data-testid="activate-space"]');
  try {
    await page.waitForSelector('[data-testid="space-actions"][data-active="true"]', { timeout: 20_000 });
  } catch {
    await shot(page, 'failed-activate-space');
    throw new Error(`space not activated: ${JSON.stringify(await alerts(page))}`);
  }
  await page.goto(`${system().url}/vendor/venue/${venueId}/details`);
  const lifecycle = await page.waitForSelector('[data-testid="venue-lifecycle"]');
  if ((await lifecycle!.evaluate((el) => el.getAttribute('data-active'))) !== 'true') {
    await page.click('[data-testid="activate-venue"]');
    try {
      await page.waitForSelector('[data-testid="venue-lifecycle"][data-active="true"]', { timeout: 20_000 });
    } catch {
      await shot(page, 'failed-activate-venue');
      throw new Error(`venue not activated: ${JSON.stringify(await alerts(page))}`);
    }
  }
  await shot(page, '14-venue-edit');
  expect(errors).toEqual([]);
  await page.browserContext().close();

  // A guest searches for the venue name and finds the space.
  const guest = await freshPage(browser);
  await guest.page.setViewport({ width: 1280, height: 900 });
  await guest.page.goto(`${system().url}/search?search=${encodeURIComponent(venueName)}`);
  try {
    await guest.page.waitForFunction((name: string) => document.body.innerText.includes(name), { timeout: 30_000 }, spaceName);
  } finally {
    await shot(guest.page, '15-guest-search');
  }
  expect(guest.errors).toEqual([]);
  await guest.page.browserContext().close();
}, 300_000);
