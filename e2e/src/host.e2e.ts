// The host journey in real Chromium against the whole system: a new user signs up as host
// ("Lease a space") in the popup, confirms by the mail link, onboards a PUBLIC organisation with a CoC
// from the bundled test register, creates a venue (working hours, 3 tags, 3 photos) and a space
// (layout, prices, 3 photos) through the wizards; the admin approves organisation and space in the
// admin area's Vendors and Spaces tabs; the host links an ICS calendar, activates space and venue, and a guest search finds it.
import type { Browser } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { system } from './system';
import { adminTexts, alertsOf, openAdminFromHome, openTab, search, waitForStatus } from './helpers/admin';
import { clickButton, confirmEmailLogin, fillByLabel, logInPage, loginLinkOf, texts, uniqueEmail, waitForMessage, waitForStep } from './helpers/auth';
import { clickInRow } from './helpers/host-ops';
import { authGraphql, loginByApi, makePhotos, pageAccessToken, serveIcsCalendar, waitForPath } from './helpers/host';
import { alerts, onboardVenueAndSpace, recordFailedCalls, shot, TEST_REGISTER_ORGANISATION } from './helpers/onboarding';

const nl = texts('nl');

let tb: TestBrowser;
let browser: Browser;
beforeAll(async () => {
  tb = await launchBrowser();
  browser = tb.browser;
});
afterAll(() => tb?.close());

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
  await waitForPath(page, /^\/vendor\/onboarding\/organisation-details$/);
  const { spaceId, venueId } = await onboardVenueAndSpace(page, { email, venueName, spaceName, venuePhotos, spacePhotos });
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
    await waitForStatus(adminPage.page, a['VendorsTab.approved'].replace('{name}', TEST_REGISTER_ORGANISATION));
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
