// Token refresh, debounced 300 ms: every 401 inside the window (and while the refresh runs)
// shares ONE `refresh_token` mutation on the public endpoint.
import { getSession, setTokens } from './session';
import { getLocale } from './routes';

export const REFRESH_DEBOUNCE_MS = 300;
export const PUBLIC_GRAPHQL_URL = '/api/graphql/public';
export const AUTHENTICATED_GRAPHQL_URL = '/api/graphql';

export const REFRESH_TOKEN_MUTATION = `mutation RefreshToken($refresh_token: String!) {
  refresh_token(refresh_token: $refresh_token) { access_token refresh_token }
}`;

let pending: Promise<boolean> | null = null;

async function runRefresh(): Promise<boolean> {
  const refreshToken = getSession().refreshToken;
  if (!refreshToken) return false;
  try {
    const response = await fetch(PUBLIC_GRAPHQL_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Locale': getLocale().toUpperCase() },
      body: JSON.stringify({ query: REFRESH_TOKEN_MUTATION, variables: { refresh_token: refreshToken } }),
    });
    if (!response.ok) return false;
    const json = (await response.json()) as {
      data?: { refresh_token?: { access_token?: string; refresh_token?: string } | null };
      errors?: unknown[];
    };
    const tokens = json.data?.refresh_token;
    if (json.errors?.length || !tokens?.access_token || !tokens.refresh_token) return false;
    setTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
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
