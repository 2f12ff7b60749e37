/** Act-as in the browser: the act-as token replaces the access token; stopping ends the session on the API and refreshes back to the admin. */
import { clearSession, getSession, REFRESH_TOKEN_KEY, setTokens, startActingAs, stopActingAs } from '../index';
import { installFetchMock, jsonResponse } from '../test-utils/fetchMock';

beforeEach(() => {
  localStorage.clear();
  clearSession();
});

test('start: a refresh token still in localStorage goes into the cookie first, then the act-as token is the access token', async () => {
  setTokens({ accessToken: 'ADMIN' });
  localStorage.setItem(REFRESH_TOKEN_KEY, 'LEGACY');
  const { calls } = installFetchMock((call) => (call.url.includes('/api/account/refresh/') ? jsonResponse({ access_token: 'ADMIN2' }) : jsonResponse({ data: { profile: null } })));
  await startActingAs('ACTAS');
  const refresh = calls.find((c) => c.url.includes('/api/account/refresh/'));
  expect(refresh?.body).toEqual({ refresh_token: 'LEGACY' });
  expect(getSession()).toEqual({ accessToken: 'ACTAS', refreshToken: null });
});

test('stop: stop_act_as with the act-as token, then the admin\'s session comes back by the refresh cookie', async () => {
  setTokens({ accessToken: 'ACTAS' });
  const { calls } = installFetchMock((call) => {
    if (call.url.includes('/api/account/refresh/')) return jsonResponse({ access_token: 'ADMIN' });
    if (String((call.body as { query?: string }).query).includes('stop_act_as')) return jsonResponse({ data: { stop_act_as: true } });
    return jsonResponse({ data: { profile: null } });
  });
  expect(await stopActingAs()).toBe(true);
  const stop = calls.find((c) => String((c.body as { query?: string } | undefined)?.query ?? '').includes('stop_act_as'))!;
  expect(stop.headers.get('Authorization')).toBe('Bearer ACTAS');
  expect(getSession().accessToken).toBe('ADMIN');
});

test('stop when the admin\'s session is gone too: logged out', async () => {
  setTokens({ accessToken: 'ACTAS' });
  installFetchMock((call) => (call.url.includes('/api/account/refresh/') ? jsonResponse({ error_type: 'UNAUTHENTICATED' }, 401) : jsonResponse({ data: { stop_act_as: true } })));
  expect(await stopActingAs()).toBe(false);
  expect(getSession().accessToken).toBeNull();
});
