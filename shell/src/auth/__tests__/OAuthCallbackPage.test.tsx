// /oauth/{provider}?code=&state=: the code goes to the API once, with every query parameter.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearSession, getSession, setLoginRedirect } from '@zaalplek/platform';
import { installFetchMock, jsonResponse } from '@zaalplek/platform/src/test-utils/fetchMock';
import { OAuthCallbackPage } from '../pages/OAuthCallbackPage';
import { SOCIAL_STATE_KEY } from '../SocialButtons';
import { renderShell } from '../../test-utils/renderShell';

const account = { accountId: 9, email: 'oidc.user@example.com', accountState: 'BOOKER' };
const url = () => `${window.location.pathname}${window.location.search}`;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
});

test('a login return exchanges code + state (+ iss) once and a returning guest goes straight back to the login redirect', async () => {
  const { calls } = installFetchMock((call) =>
    call.url === '/api/account/oauth/google/'
      ? jsonResponse({ access_token: 'A', refresh_token: 'R', is_created: false, account })
      : jsonResponse({ data: { profile: account } }),
  );
  sessionStorage.setItem(SOCIAL_STATE_KEY, JSON.stringify({ state: 'st1', flow: 'LOGIN', role: null }));
  setLoginRedirect('/search?search=Delft');
  window.history.replaceState(null, '', '/oauth/google?code=c0de&state=st1&iss=http%3A%2F%2Flocalhost%3A9999');
  renderShell(<OAuthCallbackPage />);
  await waitFor(() => expect(getSession()).toEqual({ accessToken: 'A', refreshToken: null })); // refresh token: HttpOnly cookie only
  const posts = calls.filter((c) => c.url === '/api/account/oauth/google/');
  expect(posts).toHaveLength(1);
  expect(posts[0].body).toEqual({ code: 'c0de', state: 'st1', iss: 'http://localhost:9999', auth_flow: 'LOGIN', locale: 'nl' });
  expect(sessionStorage.getItem(SOCIAL_STATE_KEY)).toBeNull();
  await waitFor(() => expect(url()).toBe('/search?search=Delft'));
});

test('a social login that made a new account (role never asked) asks for the role', async () => {
  installFetchMock((call) =>
    call.url === '/api/account/oauth/google/'
      ? jsonResponse({ access_token: 'A', refresh_token: 'R', is_created: true, account })
      : jsonResponse({ data: { profile: account } }),
  );
  sessionStorage.setItem(SOCIAL_STATE_KEY, JSON.stringify({ state: 'st3', flow: 'LOGIN', role: null }));
  setLoginRedirect('/search');
  window.history.replaceState(null, '', '/oauth/google?code=c&state=st3');
  renderShell(<OAuthCallbackPage />);
  await waitFor(() => expect(url()).toBe('/search?authPopup=select-role'));
});

test('a sign-up return with "Lease a space" sends the role and gets the welcome step', async () => {
  const { calls } = installFetchMock((call) =>
    call.url === '/api/account/oauth/linkedin/'
      ? jsonResponse({ access_token: 'A', refresh_token: 'R', is_created: true, account: { ...account, accountState: 'VENDOR' } })
      : jsonResponse({ data: { profile: account } }),
  );
  sessionStorage.setItem(SOCIAL_STATE_KEY, JSON.stringify({ state: 'st2', flow: 'SIGNUP', role: 'VENDOR' }));
  window.history.replaceState(null, '', '/oauth/linkedin?code=x&state=st2');
  renderShell(<OAuthCallbackPage />);
  await waitFor(() => expect(url()).toBe('/?authPopup=email-confirmed'));
  expect(calls.find((c) => c.url === '/api/account/oauth/linkedin/')!.body).toMatchObject({ auth_flow: 'SIGNUP', account_state: 'VENDOR' });
});

test('a state that is not the one this browser started is refused without calling the API', async () => {
  const { calls } = installFetchMock(() => jsonResponse({}));
  sessionStorage.setItem(SOCIAL_STATE_KEY, JSON.stringify({ state: 'mine', flow: 'LOGIN', role: null }));
  window.history.replaceState(null, '', '/oauth/google?code=c&state=forged');
  renderShell(<OAuthCallbackPage />);
  expect(await screen.findByRole('heading', { name: 'Inloggen is niet gelukt' })).toBeInTheDocument();
  expect(calls).toHaveLength(0);
  expect(getSession().accessToken).toBeNull();
});

test('a provider error (no code) or an API refusal shows the failure with "log in again"', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  installFetchMock(() => jsonResponse({ error_type: 'VALIDATION', entity: null, key: 'social_login_failed', meta: null, status_code: 400 }, 400));
  window.history.replaceState(null, '', '/oauth/google?code=c&state=s');
  renderShell(<OAuthCallbackPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Opnieuw inloggen' }));
  expect(url()).toBe('/?authPopup=login');
  expect(getSession().accessToken).toBeNull();
  (console.error as jest.Mock).mockRestore();
});
