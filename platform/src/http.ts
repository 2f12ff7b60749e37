// Authenticated fetch shared by graphqlRequest and restRequest:
// Bearer header unless skipAuth, X-Locale (upper-cased), same-origin credentials,
// 401 -> one debounced token refresh -> retry once; refresh failure -> logout to home with the
// login popup. A 403 that says the session itself is no longer valid (see isSessionEndingError)
// also logs out to home with the login popup; a 403 that only refuses one action (a team member
// who may not change the payout IBAN, a booker on a host call) keeps the session: the caller
// shows the message.
import { clearSession, getSession } from './session';
import { getLocale, localePath, navigate } from './routes';
import { refreshTokens } from './refresh';
import { bodyFromGraphQLError, isApiErrorBody, type ApiErrorBody } from './api-error';

/**
 * Error keys of a 403 that mean "this login is no longer valid" (blocked or revoked account,
 * revoked refresh family) rather than "you may not do this". Only these end the session.
 */
export const SESSION_ENDING_KEYS: readonly string[] = ['account_blocked', 'session_revoked', 'invalid_refresh_token', 'invalid_token'];

/**
 * The rule for 401/403 (spec section 8, decided for team members): 401 always ends the session
 * (after the refresh-and-retry-once failed); 403 only when the body is UNAUTHENTICATED or its key is
 * one of SESSION_ENDING_KEYS. A plain FORBIDDEN (no key, or another key) is a refused action.
 */
export function isSessionEndingError(status: number, body: Pick<ApiErrorBody, 'error_type' | 'key'> | null | undefined): boolean {
  if (status === 401) return true;
  if (status !== 403 || !body) return false;
  return body.error_type === 'UNAUTHENTICATED' || (body.key !== null && body.key !== undefined && SESSION_ENDING_KEYS.includes(body.key));
}

/** Clears the session and opens the login popup on the (localised) home page. */
export function logoutToLogin(): void {
  clearSession();
  navigate(localePath('/?authPopup=login'));
}

/** The spec-shaped body of a failed response (GraphQL: the first error's response body), or null. */
async function errorBodyOf(response: Response): Promise<ApiErrorBody | null> {
  try {
    const copy = typeof response.clone === 'function' ? response.clone() : response;
    const json: unknown = await copy.json();
    if (isApiErrorBody(json)) return json;
    const errors = (json as { errors?: unknown[] } | null)?.errors;
    if (Array.isArray(errors) && errors.length) return bodyFromGraphQLError(errors[0], response.status);
    return null;
  } catch {
    return null;
  }
}

async function endSessionOn403(response: Response, hadToken: boolean): Promise<Response> {
  if (response.status !== 403 || !hadToken) return response;
  if (isSessionEndingError(403, await errorBodyOf(response))) logoutToLogin();
  return response;
}

export interface AuthFetchOptions {
  skipAuth?: boolean;
}

function buildInit(init: RequestInit, skipAuth: boolean): { init: RequestInit; token: string | null } {
  const headers = new Headers(init.headers);
  const token = skipAuth ? null : getSession().accessToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set('X-Locale', getLocale().toUpperCase());
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  return { init: { ...init, headers, credentials: 'same-origin' }, token };
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    // Network failure: report and rethrow (no response to map).
    console.error(`[zaalplek] network error for ${init.method ?? 'GET'} ${url}`, error);
    throw error;
  }
}

export async function authFetch(url: string, init: RequestInit = {}, opts: AuthFetchOptions = {}): Promise<Response> {
  const skipAuth = Boolean(opts.skipAuth);
  const first = buildInit(init, skipAuth);
  const response = await send(url, first.init);
  if (response.status !== 401 || skipAuth || !first.token) return endSessionOn403(response, Boolean(first.token));

  // Another request may already have refreshed the token meanwhile.
  const current = getSession().accessToken;
  const refreshed = current && current !== first.token ? true : await refreshTokens();
  if (!refreshed) {
    logoutToLogin();
    return response;
  }
  return endSessionOn403(await send(url, buildInit(init, false).init), true);
}
