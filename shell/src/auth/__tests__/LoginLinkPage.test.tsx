import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearSession, getSession, onZaalplekEvent, setLoginRedirect } from '@zaalplek/platform';
import { installFetchMock, jsonResponse } from '@zaalplek/platform/src/test-utils/fetchMock';
import { LoginLinkPage } from '../pages/LoginLinkPage';
import { renderShell } from '../../test-utils/renderShell';

const account = { accountId: 7, email: 'jan@example.nl', accountState: 'BOOKER' };

let toasts: (string | undefined)[] = [];
let offToast: () => void = () => undefined;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
  toasts = [];
  offToast = onZaalplekEvent('zaalplek:toast', (t) => toasts.push(t.messageId));
});
afterEach(() => offToast());

test('opening the link only checks it; the button logs a returning guest in, greets and goes back without asking the role', async () => {
  const { calls } = installFetchMock((call) => {
    if (call.url.includes('/account/access-token/tok123/') && call.method === 'GET') return jsonResponse({ valid: true, purpose: 'LOGIN', same_browser: true });
    if (call.url.endsWith('/account/access-token/tok123/') && call.method === 'POST') return jsonResponse({ access_token: 'A', refresh_token: 'R', is_created: false, same_browser: true, account });
    return jsonResponse({ data: { profile: account } });
  });
  localStorage.setItem('zaalplek.loginNonce', 'n0nce-n0nce-n0nce');
  setLoginRedirect('/search?search=Utrecht');
  window.history.replaceState(null, '', '/login/tok123');
  renderShell(<LoginLinkPage />);
  const confirm = await screen.findByRole('button', { name: 'Inloggen' });
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  expect(calls[0].url).toBe('/api/account/access-token/tok123/?nonce=n0nce-n0nce-n0nce');
  expect(getSession().accessToken).toBeNull();
  expect(screen.queryByText(/andere browser/)).not.toBeInTheDocument();

  fireEvent.click(confirm);
  await waitFor(() => expect(getSession()).toEqual({ accessToken: 'A', refreshToken: null })); // refresh token: HttpOnly cookie only
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ nonce: 'n0nce-n0nce-n0nce' });
  await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/search?search=Utrecht'));
  expect(toasts).toEqual(['Auth.welcomeBack']);
  expect(sessionStorage.getItem('zaalplek.chosenRole')).toBe('BOOKER');
});

test('the first login of an account made long ago (is_created) is a returning user, not "welcome, your account is ready"', async () => {
  installFetchMock((call) =>
    call.method === 'GET'
      ? jsonResponse({ valid: true, purpose: 'LOGIN', same_browser: true })
      : jsonResponse({ access_token: 'A', refresh_token: 'R', is_created: true, same_browser: true, account }),
  );
  setLoginRedirect('/en/search');
  window.history.replaceState(null, '', '/en/login/old');
  renderShell(<LoginLinkPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/en/search'));
  expect(toasts).toEqual(['Auth.welcomeBack']);
});

test('a sign-up link opened in a new tab of the same browser gets the welcome step', async () => {
  installFetchMock((call) =>
    call.method === 'GET'
      ? jsonResponse({ valid: true, purpose: 'LOGIN', same_browser: true })
      : jsonResponse({ access_token: 'A', refresh_token: 'R', is_created: true, same_browser: true, account }),
  );
  localStorage.setItem('zaalplek.signUpStarted', JSON.stringify({ role: 'VENDOR', at: Date.now() }));
  window.history.replaceState(null, '', '/login/new');
  renderShell(<LoginLinkPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Inloggen' }));
  await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/?authPopup=email-confirmed'));
  expect(localStorage.getItem('zaalplek.signUpStarted')).toBeNull();
  expect(JSON.parse(sessionStorage.getItem('zaalplek.authFlow')!)).toMatchObject({ signUp: true, role: 'VENDOR' });
});

test('a host account (with an organisation) chooses how to continue', async () => {
  installFetchMock((call) =>
    call.method === 'GET'
      ? jsonResponse({ valid: true, purpose: 'LOGIN', same_browser: true })
      : jsonResponse({ access_token: 'A', refresh_token: 'R', is_created: false, same_browser: true, account: { ...account, accountState: 'VENDOR', organisationId: 3 } }),
  );
  setLoginRedirect('/search');
  window.history.replaceState(null, '', '/login/host');
  renderShell(<LoginLinkPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Inloggen' }));
  await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/search?authPopup=select-role'));
  expect(toasts).toEqual([]);
});

test('a link opened in another browser says so and still logs in; a new account gets the welcome step', async () => {
  installFetchMock((call) =>
    call.method === 'GET'
      ? jsonResponse({ valid: true, purpose: 'LOGIN', same_browser: false })
      : jsonResponse({ access_token: 'A', refresh_token: 'R', is_created: true, account }),
  );
  window.history.replaceState(null, '', '/en/login/abc');
  renderShell(<LoginLinkPage />);
  expect(await screen.findByText(/You opened this link in another browser/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/en?authPopup=email-confirmed'));
});

test.each([
  ['/login/dead', 'Oeps, deze link werkt niet'],
  ['/en/login/dead', 'Oops, this link does not work'],
])('an invalid or expired link %s shows "%s"', async (path, text) => {
  installFetchMock(() => jsonResponse({ error_type: 'VALIDATION', entity: null, key: 'invalid_auth_link', meta: null, status_code: 400 }, 400));
  window.history.replaceState(null, '', path);
  renderShell(<LoginLinkPage />);
  expect(await screen.findByRole('heading', { name: text })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^(Inloggen|Log in)$/ })).not.toBeInTheDocument();
});

test('a link that dies between opening and pressing shows the error too', async () => {
  installFetchMock((call) =>
    call.method === 'GET'
      ? jsonResponse({ valid: true, purpose: 'LOGIN', same_browser: true })
      : jsonResponse({ error_type: 'VALIDATION', entity: null, key: 'invalid_auth_link', meta: null, status_code: 400 }, 400),
  );
  window.history.replaceState(null, '', '/login/once');
  renderShell(<LoginLinkPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Inloggen' }));
  expect(await screen.findByRole('heading', { name: 'Oeps, deze link werkt niet' })).toBeInTheDocument();
  expect(getSession().accessToken).toBeNull();
});
