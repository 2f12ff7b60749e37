// Token refresh, debounced 300 ms: every 401 inside the window (and while the refresh runs)
// shares ONE `POST /api/account/refresh/`. The refresh token travels only in the API's HttpOnly
// cookie (same origin); the answer is a new access token (and a rotated cookie).
import { getSession, setTokens } from './session';
import { getLocale } from './routes';

export const REFRESH_DEBOUNCE_MS = 300;
export const PUBLIC_GRAPHQL_URL = '/api/graphql/public';
export const AUTHENTICATED_GRAPHQL_URL = '/api/graphql';
export const REFRESH_URL = '/api/account/refresh/';

/** The GraphQL rotation for API clients that keep the refresh token themselves (the browser uses REFRESH_URL). */
export const REFRESH_TOKEN_MUTATION = /* GraphQL */ `mutation RefreshToken($refresh_token: String!) {
  refresh_token(refresh_token: $refresh_token) { access_token refresh_token }
}`;

let pending: Promise<boolean> | null = null;

async function runRefresh(): Promise<boolean> {
  // a token kept in localStorage before the cookie existed is sent once; the answer moves it into the cookie
  const legacy = getSession().refreshToken;
  try {
    const response = await fetch(REFRESH_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Locale': getLocale().toUpperCase() },
      body: JSON.stringify(legacy ? { refresh_token: legacy } : {}),
    });
    if (!response.ok) return false;
    const json = (await response.json()) as { access_token?: string };
    if (!json.access_token) return false;
    setTokens({ accessToken: json.access_token });
    return true;
  } catch (error) {
    console.error('[zaalplek] token refresh failed', error);
    return false;
  }
}

/** Resolves true when new tokens are stored. Parallel callers share one refresh. */
export function refreshTokens(): Promise<boolean> {
  if (!pending) {
    pending = new Promise<void>((resolve) => setTimeout(resolve, REFRESH_DEBOUNCE_MS))
      .then(runRefresh)
      .finally(() => {
        pending = null;
      });
  }
  return pending;
}
