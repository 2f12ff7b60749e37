// Passwordless login in real Chromium against the whole system: sign-up and login by
// the e-mail link read from the dev outbox, by SMS code, by a local OpenID Connect provider;
// the role choice; an invalid link; a pending action announced after the login.
import type { Browser, Page } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { system } from './system';
import {
  apiGet,
  clickButton,
  confirmEmailLogin,
  fillByLabel,
  loginLinkOf,
  mailbox,
  texts,
  pageTokens,
  registerByApi,
  uniqueEmail,
  uniquePhone,
  waitForMessage,
  waitForStep,
} from './helpers/auth';

const nl = texts('nl');
const en = texts('en');

let tb: TestBrowser;
let browser: Browser;
beforeAll(async () => {
  tb = await launchBrowser();
  browser = tb.browser;
});
afterAll(() => tb?.close());

const path = (page: Page) => page.evaluate(() => `${location.pathname}${location.search}`);
const userMenu = (page: Page) => page.waitForSelector('[data-user-menu]');

async function profileOf(page: Page) {
  const { accessToken } = await pageTokens(page);
  expect(accessToken).toBeTruthy();
  return apiGet<{ email: string; firstName: string; accountState: string; phone: string | null }>('account/', accessToken!);
}

test('sign up in the popup, confirm by the e-mail link from the outbox, and land logged in', async () => {
  const email = uniqueEmail('signup');
  const { page, errors } = await freshPage(browser);
  await page.goto(`${system().url}/?authPopup=login`);
  await waitForStep(page, 'login');
  await clickButton(page, nl['Auth.login.register']);
  await waitForStep(page, 'sign-up');
  await page.click(`::-p-aria([name="${nl['Auth.signUp.book']}"][role="radio"])`);
  await fillByLabel(page, nl['Auth.field.email'], email);
  await fillByLabel(page, nl['Auth.field.firstName'], 'Sanne');
  await fillByLabel(page, nl['Auth.field.lastName'], 'van-Dijk');
  await clickButton(page, nl['Auth.signUp.submit']);
  await waitForStep(page, 'email-confirmation');

  const mail = await waitForMessage(email, 'EMAIL');
  await page.goto(loginLinkOf(mail));
  await page.waitForSelector('[data-login-link="ready"]');
  // opening the link did not log in: only the button does
  expect((await pageTokens(page)).accessToken).toBeNull();
  await confirmEmailLogin(page);
  await waitForStep(page, 'email-confirmed');
  await clickButton(page, nl['Auth.done.continue']);
  await page.waitForFunction((name) => document.querySelector('[data-user-menu]')?.textContent?.includes(name), {}, 'Sanne');
  expect(await profileOf(page)).toMatchObject({ email, firstName: 'Sanne', accountState: 'BOOKER' });
  expect(await page.evaluate(() => document.cookie)).toContain('zaalplek_logged_in=1');
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('log in by e-mail link as a returning guest (no guest/host question), back where the login started, then log out', async () => {
  const email = uniqueEmail('link');
  await registerByApi({ email, firstName: 'Henk', lastName: 'Host' });
  const seen = (await mailbox(email)).map((m) => m.outbox_message_id);

  const { page, errors } = await freshPage(browser);
  await page.goto(`${system().url}/en/search?authPopup=login`);
  await fillByLabel(page, en['Auth.login.label'], email);
  await clickButton(page, en['Auth.login.submit']);
  await waitForStep(page, 'email-login');
  const mail = await waitForMessage(email, 'EMAIL', seen);
  await page.goto(loginLinkOf(mail)); // the mail speaks the account's language (nl)
  await confirmEmailLogin(page);
  // the login started on /en/search: that is where the user returns, without being asked guest or host again
  await page.waitForFunction(() => location.pathname === '/en/search' && !new URLSearchParams(location.search).get('authPopup'));
  expect(await path(page)).toBe('/en/search');
  expect((await profileOf(page)).accountState).toBe('BOOKER');

  // the header may still settle after the welcome-back toast: open the menu again when it did not stay open
  let logout = null;
  for (let attempt = 0; attempt < 3 && !logout; attempt++) {
    await (await userMenu(page))!.click();
    logout = await page.waitForSelector('[data-auth-logout]', { timeout: 5_000 }).catch(() => null);
  }
  await logout!.click();
  await page.waitForSelector('[data-auth-login]');
  expect(await pageTokens(page)).toEqual({ accessToken: null, refreshToken: null });
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('log in with the 4-digit SMS code and continue as guest', async () => {
  const email = uniqueEmail('sms');
  const phone = uniquePhone();
  await registerByApi({ email, phone, firstName: 'Sam', lastName: 'Sms' });
  const { page, errors } = await freshPage(browser);
  await page.goto(`${system().url}/?authPopup=login`);
  await fillByLabel(page, nl['Auth.login.label'], phone);
  await clickButton(page, nl['Auth.login.submit']);
  await waitForStep(page, 'phone-login');
  const sms = await waitForMessage(phone, 'SMS');
  expect(sms.code).toMatch(/^\d{4}$/);
  await fillByLabel(page, nl['Auth.code.smsLabel'], sms.code!);
  await clickButton(page, nl['Auth.code.submit']);
  // an existing guest account is not asked guest or host again
  await page.waitForFunction((name) => document.querySelector('[data-user-menu]')?.textContent?.includes(name), {}, 'Sam');
  expect((await profileOf(page)).accountState).toBe('BOOKER');
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('log in with the local OpenID Connect provider ("Google")', async () => {
  const { page, errors } = await freshPage(browser);
  await page.goto(`${system().url}/?authPopup=login`);
  const google = await page.waitForSelector('[data-auth-social] [data-provider="google"]');
  await Promise.all([page.waitForNavigation(), google!.click()]);
  // the provider logs its user in without a form and sends the browser back to /oauth/google
  await page.waitForFunction(() => /authPopup=(select-role|email-confirmed)/.test(location.search), { timeout: 60_000 });
  const step = new URL(page.url()).searchParams.get('authPopup')!;
  await clickButton(page, step === 'select-role' ? nl['Auth.selectRole.guest'] : nl['Auth.done.continue']);
  await page.waitForFunction(() => document.querySelector('[data-user-menu]')?.textContent?.includes('Olivia'));
  expect(await profileOf(page)).toMatchObject({ email: 'oidc.user@example.com', firstName: 'Olivia' });
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test.each([
  ['/login/not-a-real-token', nl['Auth.link.invalid'], 'Oeps, deze link werkt niet'],
  ['/en/login/not-a-real-token', en['Auth.link.invalid'], 'Oops, this link does not work'],
])('%s shows the invalid-link text', async (url, text, specText) => {
  expect(text).toBe(specText);
  const { page } = await freshPage(browser);
  await page.goto(system().url + url);
  await page.waitForSelector('[data-login-link="invalid"]');
  expect(await page.$eval('[data-login-link="invalid"] h1', (el) => el.textContent)).toBe(specText);
  expect((await pageTokens(page)).accessToken).toBeNull();
  await page.browserContext().close();
});

test('an empty or malformed login entry shows the spec texts', async () => {
  const { page } = await freshPage(browser);
  await page.goto(`${system().url}/?authPopup=login`);
  await clickButton(page, nl['Auth.login.submit']);
  await page.waitForSelector(`::-p-text(${nl['validation.loginEmpty']})`);
  await fillByLabel(page, nl['Auth.login.label'], 'niet-een-adres');
  await clickButton(page, nl['Auth.login.submit']);
  await page.waitForSelector(`::-p-text(${nl['validation.loginFormat']})`);
  await page.browserContext().close();
});

test('a pending action kept while logged out is announced after the login, on the page where it started', async () => {
  const email = uniqueEmail('pending');
  await registerByApi({ email, firstName: 'Pim', lastName: 'Pending' });
  const seen = (await mailbox(email)).map((m) => m.outbox_message_id);
  const { page } = await freshPage(browser);
  // records what MFEs receive: the typed event 'zaalplek:logged-in' (platform/pending-action.ts)
  await page.evaluateOnNewDocument(() => {
    window.addEventListener('zaalplek:logged-in', (e) => {
      const detail = (e as CustomEvent).detail;
      sessionStorage.setItem('e2e.loggedIn', JSON.stringify({ detail, path: `${location.pathname}${location.search}` }));
    });
  });
  await page.goto(`${system().url}/en/search?search=Utrecht`);
  // what a favourite click does while logged out: requestLogin({ type: 'favourite', data }) —
  // keeps the action and the page, then opens the popup over the page
  await page.evaluate(() => {
    localStorage.setItem('zaalplek.pendingAction', JSON.stringify({ type: 'favourite', data: { spaceId: 1 }, createdAt: Date.now() }));
    localStorage.setItem('zaalplek.loginRedirect', '/en/search?search=Utrecht');
  });
  await page.goto(`${system().url}/en/search?search=Utrecht&authPopup=login`);
  await fillByLabel(page, en['Auth.login.label'], email);
  await clickButton(page, en['Auth.login.submit']);
  await waitForStep(page, 'email-login');
  const mail = await waitForMessage(email, 'EMAIL', seen);
  await fillByLabel(page, en['Auth.code.mailLabel'], mail.code!);
  await clickButton(page, en['Auth.code.submit']);
  // an existing guest account is not asked guest or host again
  await page.waitForFunction(() => sessionStorage.getItem('e2e.loggedIn'));
  const record = JSON.parse((await page.evaluate(() => sessionStorage.getItem('e2e.loggedIn')))!);
  expect(record.path).toBe('/en/search?search=Utrecht');
  expect(record.detail.pendingAction).toMatchObject({ type: 'favourite', data: { spaceId: 1 } });
  await page.browserContext().close();
});
