// Complete-account popup: a logged-in guest without a phone presses "book" on the space
// page -> the complete-account popup opens over the page -> phone entered -> SMS code from the dev
// mailbox -> phone confirmed -> the booking the guest started continues (/booking/{id}).
import type { Browser } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { clickButton, fillByLabel, logInPage, texts, uniqueEmail, uniquePhone, waitForMessage, waitForStep, apiGet } from './helpers/auth';
import { DEMO_HOST_EMAIL, hostSpace, loginByApi, registerGuestByApi, settledBookButton, spacePageUrl, weekdayAhead } from './helpers/booking';

const nl = texts('nl');

let tb: TestBrowser;
let browser: Browser;
let hostToken: string;
beforeAll(async () => {
  tb = await launchBrowser();
  browser = tb.browser;
  hostToken = (await loginByApi(DEMO_HOST_EMAIL)).access_token;
});
afterAll(() => tb?.close());

test('a guest without a phone: book -> complete-account popup -> SMS code -> the booking continues', async () => {
  const email = uniqueEmail('nophone');
  const phone = uniquePhone();
  const tokens = await registerGuestByApi(email);
  expect((await apiGet<{ phone: string | null }>('account/', tokens.access_token)).phone).toBeNull();
  const space = await hostSpace(hostToken, 'DIRECT', { skip: 1 });

  const { page, errors } = await freshPage(browser);
  await logInPage(page, tokens);
  const url = spacePageUrl(space, weekdayAhead(11), 4);
  await page.goto(url);
  await page.waitForSelector('[data-user-menu]');
  const button = await settledBookButton(page);
  await button!.click();

  await waitForStep(page, 'complete-account');
  expect(new URL(page.url()).pathname).toBe(new URL(url).pathname); // the popup opens over the space page
  await fillByLabel(page, nl['Auth.field.phone'], phone);
  await clickButton(page, nl['Auth.completeAccount.submit']);
  await waitForStep(page, 'phone-confirmation');
  const sms = await waitForMessage(phone, 'SMS');
  expect(sms.code).toMatch(/^\d{4}$/);
  await fillByLabel(page, nl['Auth.code.smsLabel'], sms.code!);
  await clickButton(page, nl['Auth.code.submit']);
  await waitForStep(page, 'phone-confirmed');
  await clickButton(page, nl['Auth.done.continue']);

  await page.waitForFunction(() => /^\/booking\/\d+$/.test(location.pathname), { timeout: 20_000 });
  await page.waitForSelector('[data-testid="booking-flow"][data-step="select"]');
  const account = await apiGet<{ phone: string | null; phoneVerified: boolean }>('account/', tokens.access_token);
  expect(account.phone).toBe(phone);
  expect(account.phoneVerified).toBe(true);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});
