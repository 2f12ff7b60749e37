// Authenticated fetch shared by graphqlRequest and restRequest:
// Bearer header unless skipAuth, X-Locale (upper-cased), same-origin credentials,
// 401 -> one debounced token refresh -> retry once; refresh failure -> logout to home.
import { clearSession, getSession } from './session';
import { getLocale, navigate } from './routes';
import { refreshTokens } from './refresh';

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
  if (response.status !== 401 || skipAuth || !first.token) return response;

  // Another request may already have refreshed the token meanwhile.
  const current = getSession().accessToken;
  const refreshed = current && current !== first.token ? true : await refreshTokens();
  if (!refreshed) {
    clearSession();
    navigate('/');
    return response;
  }
  return send(url, buildInit(init, false).init);
}
