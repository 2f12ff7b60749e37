// The 401/403 rule of the request layer (every restRequest/graphqlRequest goes through authFetch):
// 401 after a failed refresh and a session-ending 403 log out to home with the login popup;
// a 403 that refuses one action (team member, wrong role) keeps the session.
import { restRequest } from '../rest';
import { graphqlRequest } from '../graphql';
import { isSessionEndingError } from '../http';
import { mapApiError } from '../errors';
import type { ApiError } from '../api-error';
import { getSession, setTokens, clearSession } from '../session';
import { installFetchMock, jsonResponse } from '../test-utils/fetchMock';

const spec = (over: object) => ({ error_type: 'FORBIDDEN', entity: null, key: null, meta: null, status_code: 403, ...over });

beforeEach(() => {
  clearSession();
  window.history.replaceState(null, '', '/en/profile/payout');
});

test('isSessionEndingError: 401 always, 403 only for UNAUTHENTICATED or a session-ending key', () => {
  expect(isSessionEndingError(401, null)).toBe(true);
  expect(isSessionEndingError(403, spec({}))).toBe(false);
  expect(isSessionEndingError(403, spec({ key: 'payout_not_allowed' }))).toBe(false);
  expect(isSessionEndingError(403, spec({ key: 'account_blocked' }))).toBe(true);
  expect(isSessionEndingError(403, spec({ key: 'session_revoked' }))).toBe(true);
  expect(isSessionEndingError(403, spec({ error_type: 'UNAUTHENTICATED' }))).toBe(true);
  expect(isSessionEndingError(400, spec({ key: 'account_blocked' }))).toBe(false);
});

test('REST: a refused action (plain FORBIDDEN) keeps the session and the page', async () => {
  setTokens({ accessToken: 'A', refreshToken: 'R' });
  installFetchMock(() => jsonResponse(spec({ entity: 'payout' }), 403));
  const error = (await restRequest('payout/', { method: 'PUT', body: {} }).catch((e: unknown) => e)) as ApiError;
  expect(error.status).toBe(403);
  expect(getSession().accessToken).toBe('A');
  expect(window.location.pathname).toBe('/en/profile/payout');
  // mapApiError agrees: a toast with the FORBIDDEN text, no redirect, session kept
  const mapped = mapApiError(error);
  expect(mapped.redirect).toBeUndefined();
  expect(mapped.toastMessageId).toBe('errors.FORBIDDEN');
  expect(getSession().accessToken).toBe('A');
});

test('REST: a blocked account (403 account_blocked) logs out to home with the login popup', async () => {
  setTokens({ accessToken: 'A', refreshToken: 'R' });
  installFetchMock(() => jsonResponse(spec({ key: 'account_blocked' }), 403));
  await restRequest('account/').catch(() => undefined);
  expect(getSession().accessToken).toBeNull();
  expect(`${window.location.pathname}${window.location.search}`).toBe('/en?authPopup=login');
});

test('GraphQL: a session-ending 403 inside extensions.response.body logs out too', async () => {
  setTokens({ accessToken: 'A', refreshToken: 'R' });
  installFetchMock(() =>
    jsonResponse({ errors: [{ message: 'revoked', extensions: { status_code: 403, response: { body: spec({ key: 'session_revoked' }) } } }] }, 403),
  );
  await graphqlRequest('{ profile { accountId } }').catch(() => undefined);
  expect(getSession().accessToken).toBeNull();
  expect(window.location.search).toBe('?authPopup=login');
});

test('GraphQL: a plain FORBIDDEN for a team member keeps the session', async () => {
  setTokens({ accessToken: 'A', refreshToken: 'R' });
  installFetchMock(() => jsonResponse({ errors: [{ message: 'no', extensions: { status_code: 403, response: { body: spec({}) } } }] }, 403));
  const error = (await graphqlRequest('mutation { delete_account }').catch((e: unknown) => e)) as ApiError;
  expect(error.status).toBe(403);
  expect(getSession().accessToken).toBe('A');
  expect(window.location.pathname).toBe('/en/profile/payout');
});

test('401 whose refresh fails logs out to home with the login popup', async () => {
  setTokens({ accessToken: 'A', refreshToken: 'R' });
  installFetchMock((call) =>
    call.url === '/api/account/refresh/'
      ? jsonResponse(spec({ error_type: 'UNAUTHENTICATED', key: 'invalid_refresh_token', status_code: 401 }), 401)
      : jsonResponse(spec({ error_type: 'UNAUTHENTICATED', status_code: 401 }), 401),
  );
  await restRequest('account/').catch(() => undefined);
  expect(getSession().accessToken).toBeNull();
  expect(`${window.location.pathname}${window.location.search}`).toBe('/en?authPopup=login');
});

test('anonymous 403 (no token) changes nothing', async () => {
  installFetchMock(() => jsonResponse(spec({ key: 'account_blocked' }), 403));
  await restRequest('account/', { skipAuth: true }).catch(() => undefined);
  expect(window.location.pathname).toBe('/en/profile/payout');
});
