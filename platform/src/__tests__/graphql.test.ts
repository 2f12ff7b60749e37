import { graphqlRequest, graphqlBaseQuery } from '../graphql';
import { getSession, setTokens } from '../session';
import { ApiError } from '../api-error';
import { REFRESH_DEBOUNCE_MS } from '../refresh';
import { installFetchMock, jsonResponse, textResponse, type RecordedCall } from '../test-utils/fetchMock';

const QUERY = 'query { profile { accountId } }';

function isRefresh(call: RecordedCall) {
  return call.url === '/api/account/refresh/';
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  jest.useRealTimers();
});

describe('request headers and endpoints', () => {
  test('sends Bearer, upper-cased X-Locale, JSON and same-origin credentials to the authenticated endpoint', async () => {
    setTokens({ accessToken: 'A1', refreshToken: 'R1' });
    window.history.replaceState(null, '', '/en/search');
    const { calls } = installFetchMock(() => jsonResponse({ data: { profile: { accountId: 7 } } }));

    const data = await graphqlRequest<{ profile: { accountId: number } }>(QUERY, { a: 1 });

    expect(data.profile.accountId).toBe(7);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/graphql');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer A1');
    expect(calls[0].headers.get('X-Locale')).toBe('EN');
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
    expect(calls[0].credentials).toBe('same-origin');
    expect(calls[0].body).toEqual({ query: QUERY, variables: { a: 1 } });
  });

  test('skipAuth sends no Authorization header and uses the public endpoint; nl is the default locale', async () => {
    setTokens({ accessToken: 'A1', refreshToken: 'R1' });
    const { calls } = installFetchMock(() => jsonResponse({ data: { ok: true } }));

    await graphqlRequest(QUERY, undefined, { skipAuth: true });

    expect(calls[0].url).toBe('/api/graphql/public');
    expect(calls[0].headers.has('Authorization')).toBe(false);
    expect(calls[0].headers.get('X-Locale')).toBe('NL');
  });

  test('without a token the public endpoint is used', async () => {
    const { calls } = installFetchMock(() => jsonResponse({ data: {} }));
    await graphqlRequest(QUERY);
    expect(calls[0].url).toBe('/api/graphql/public');
  });
});

describe('errors', () => {
  test('GraphQL errors are thrown as ApiError with extensions.response.body', async () => {
    const body = { error_type: 'FIELD_VALIDATION', entity: 'email', key: 'invalid_email', meta: null, status_code: 400 };
    installFetchMock(() => jsonResponse({ data: null, errors: [{ message: 'x', extensions: { response: { body }, status_code: 400 } }] }));

    const error = await graphqlRequest(QUERY).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual(body);
  });

  test('network failures are reported with console.error and rethrown', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;

    await expect(graphqlRequest(QUERY)).rejects.toThrow('Failed to fetch');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  test('an unparseable body is reported as "Cannot parse backend response"', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    installFetchMock(() => textResponse('<html>oops</html>', 502));
    const error = (await graphqlRequest(QUERY).catch((e: unknown) => e)) as ApiError;
    expect(spy).toHaveBeenCalledWith('Cannot parse backend response');
    expect(error.body.status_code).toBe(502);
    expect(error.body.error_type).toBe('INTERNAL');
    spy.mockRestore();
  });

  test('graphqlBaseQuery returns the error body for RTK Query', async () => {
    const body = { error_type: 'NOT_FOUND', entity: 'space', key: 'space_not_found', meta: null, status_code: 404 };
    installFetchMock(() => jsonResponse({ errors: [{ message: 'nf', extensions: { response: { body } } }] }));
    const baseQuery = graphqlBaseQuery();
    const result = await baseQuery({ document: QUERY }, { signal: new AbortController().signal } as never, {});
    expect(result).toEqual({ error: body });
  });
});

describe('401 -> refresh -> retry once', () => {
  test('parallel 401s share ONE debounced refresh and each request is retried once with the new token', async () => {
    jest.useFakeTimers();
    setTokens({ accessToken: 'old', refreshToken: 'R-old' });
    const { calls } = installFetchMock((call) => {
      if (isRefresh(call)) {
        return jsonResponse({ access_token: 'new' });
      }
      return call.headers.get('Authorization') === 'Bearer new'
        ? jsonResponse({ data: { n: (call.body as { variables: { n: number } }).variables.n } })
        : jsonResponse({ errors: [{ message: 'unauthenticated' }] }, 401);
    });

    const results = Promise.all([1, 2, 3].map((n) => graphqlRequest<{ n: number }>(QUERY, { n })));
    await jest.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS - 1);
    expect(calls.filter(isRefresh)).toHaveLength(0); // still debouncing
    await jest.advanceTimersByTimeAsync(1);

    expect((await results).map((r) => r.n)).toEqual([1, 2, 3]);
    const refreshes = calls.filter(isRefresh);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].url).toBe('/api/account/refresh/');
    expect(refreshes[0].method).toBe('POST');
    expect(refreshes[0].credentials).toBe('same-origin'); // the HttpOnly refresh cookie goes along
    expect(refreshes[0].body).toEqual({}); // no token in page scripts
    expect(calls.filter((c) => !isRefresh(c))).toHaveLength(6); // 3 first tries + 3 retries
    expect(getSession()).toEqual({ accessToken: 'new', refreshToken: null });
  });

  test('a refresh token kept in localStorage from before the cookie is sent once and then forgotten', async () => {
    jest.useFakeTimers();
    setTokens({ accessToken: 'old' });
    localStorage.setItem('zaalplek.refreshToken', 'R-before');
    const { calls } = installFetchMock((call) =>
      isRefresh(call)
        ? jsonResponse({ access_token: 'new' })
        : call.headers.get('Authorization') === 'Bearer new' ? jsonResponse({ data: { ok: true } }) : jsonResponse({ errors: [{ message: 'no' }] }, 401),
    );
    const result = graphqlRequest(QUERY);
    await jest.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS);
    await result;
    expect(calls.filter(isRefresh)[0].body).toEqual({ refresh_token: 'R-before' });
    expect(localStorage.getItem('zaalplek.refreshToken')).toBeNull();
    expect(getSession()).toEqual({ accessToken: 'new', refreshToken: null });
  });

  test('a second 401 after the retry is not refreshed again', async () => {
    jest.useFakeTimers();
    setTokens({ accessToken: 'old', refreshToken: 'R-old' });
    const { calls } = installFetchMock((call) =>
      isRefresh(call)
        ? jsonResponse({ access_token: 'new' })
        : jsonResponse({ errors: [{ message: 'no', extensions: { status_code: 401 } }] }, 401),
    );

    const result = graphqlRequest(QUERY).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS);
    const error = (await result) as ApiError;

    expect(error.body.status_code).toBe(401);
    expect(calls.filter(isRefresh)).toHaveLength(1);
    expect(calls.filter((c) => !isRefresh(c))).toHaveLength(2);
  });

  test('refresh failure clears the session and navigates home', async () => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/en/bookings/all');
    setTokens({ accessToken: 'old', refreshToken: 'R-old' });
    const { calls } = installFetchMock((call) =>
      isRefresh(call)
        ? jsonResponse({ error_type: 'UNAUTHENTICATED', entity: 'refresh_token', key: 'invalid_refresh_token', meta: null, status_code: 401 }, 401)
        : jsonResponse({ errors: [{ message: 'unauthenticated' }] }, 401),
    );

    const result = graphqlRequest(QUERY).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS);
    await result;

    expect(calls.filter(isRefresh)).toHaveLength(1);
    expect(calls.filter((c) => !isRefresh(c))).toHaveLength(1); // no retry without new tokens
    expect(getSession()).toEqual({ accessToken: null, refreshToken: null });
    expect(document.cookie).not.toContain('zaalplek_logged_in=1');
    expect(window.location.pathname).toBe('/en');
  });
});
