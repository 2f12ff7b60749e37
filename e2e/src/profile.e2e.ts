// The profile pages of mfe-booking against the real API: a name change persists
// after a reload; the header shows the new name; the notification settings load.
import type { Browser } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { system } from './system';
import { apiGet, clickButton, logInPage, registerByApi, uniqueEmail } from './helpers/auth';

const booking = require('../../mfe-booking/src/messages/nl.json') as Record<string, string>;

let tb: TestBrowser;
let browser: Browser;
beforeAll(async () => {
  tb = await launchBrowser();
  browser = tb.browser;
});
afterAll(() => tb?.close());

test('a name changed on /profile/account is still there after a reload', async () => {
  const email = uniqueEmail('profile');
  const tokens = await registerByApi({ email, firstName: 'Roos', lastName: 'Rood' });
  const { page, errors } = await freshPage(browser);
  await logInPage(page, tokens);
  await page.goto(`${system().url}/profile/account`);
  const first = await page.waitForSelector(`::-p-aria([name="${booking['AccountPage.firstName']}"][role="textbox"])`);
  await page.waitForFunction((el) => (el as HTMLInputElement).value === 'Roos', {}, first);
  await first!.click({ count: 3 });
  await first!.type('Rozemarijn');
  await clickButton(page, booking['AccountPage.save']);
  await page.waitForFunction(() => document.querySelector('[data-user-menu]')?.textContent?.includes('Rozemarijn'));

  await page.reload();
  const again = await page.waitForSelector(`::-p-aria([name="${booking['AccountPage.firstName']}"][role="textbox"])`);
  await page.waitForFunction((el) => (el as HTMLInputElement).value === 'Rozemarijn', {}, again);
  expect(await apiGet<{ firstName: string }>('account/', tokens.access_token)).toMatchObject({ firstName: 'Rozemarijn' });
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('the notification settings of the account are listed, critical ones locked', async () => {
  const tokens = await registerByApi({ email: uniqueEmail('notif'), firstName: 'Nina', lastName: 'Noti' });
  const { page } = await freshPage(browser);
  await logInPage(page, tokens);
  await page.goto(`${system().url}/profile/notifications`);
  await page.waitForSelector('[data-testid="profile"] table input[type="checkbox"]');
  const boxes = await page.$$eval('[data-testid="profile"] table input[type="checkbox"]', (els) =>
    els.map((el) => ({ disabled: (el as HTMLInputElement).disabled })),
  );
  expect(boxes.length).toBeGreaterThan(0);
  await page.browserContext().close();
});

test('a logged-out visitor of /profile/account gets the login popup and returns there after the login', async () => {
  const { page } = await freshPage(browser);
  await page.goto(`${system().url}/en/profile/account`);
  await page.waitForSelector('[data-auth-step="login"]');
  expect(await page.evaluate(() => localStorage.getItem('zaalplek.loginRedirect'))).toBe('/en/profile/account');
  await page.browserContext().close();
});
