import { restRequest } from '../rest';
import { ApiError } from '../api-error';
import { setTokens, clearSession } from '../session';
import { installFetchMock, jsonResponse, textResponse } from '../test-utils/fetchMock';

beforeEach(() => {
  clearSession();
  window.history.replaceState(null, '', '/');
});

test('GET under /api/ with Bearer and X-Locale', async () => {
  setTokens({ accessToken: 'A', refreshToken: 'R' });
  const { calls } = installFetchMock(() => jsonResponse([{ id: 1 }]));
  await expect(restRequest('category/')).resolves.toEqual([{ id: 1 }]);
  expect(calls[0].url).toBe('/api/category/');
  expect(calls[0].headers.get('Authorization')).toBe('Bearer A');
  expect(calls[0].headers.get('X-Locale')).toBe('NL');
});

test('JSON bodies get a JSON content type, FormData does not; skipAuth drops the header', async () => {
  setTokens({ accessToken: 'A', refreshToken: 'R' });
  const { calls } = installFetchMock(() => textResponse('', 204));
  await expect(restRequest('/api/account/', { method: 'PATCH', body: { first_name: 'An' } })).resolves.toBeUndefined();
  const form = new FormData();
  await restRequest('image/', { method: 'POST', body: form, skipAuth: true });
  expect(calls[0].headers.get('Content-Type')).toBe('application/json');
  expect(calls[0].body).toEqual({ first_name: 'An' });
  expect(calls[1].headers.has('Content-Type')).toBe(false);
  expect(calls[1].headers.has('Authorization')).toBe(false);
});

test('a failed status throws ApiError with the parsed body, or a body made from the status', async () => {
  const spec = { error_type: 'CONFLICT', entity: 'account', key: 'email_exists', meta: null, status_code: 409 };
  installFetchMock(() => jsonResponse(spec, 409));
  const error = (await restRequest('account/registration/', { method: 'POST', body: {} }).catch((e) => e)) as ApiError;
  expect(error).toBeInstanceOf(ApiError);
  expect(error.body).toEqual(spec);
  expect(error.status).toBe(409);

  installFetchMock(() => textResponse('Bad gateway', 502));
  const plain = (await restRequest('category/').catch((e) => e)) as ApiError;
  expect(plain.body).toMatchObject({ error_type: 'INTERNAL', status_code: 502 });
  expect(plain.raw).toBe('Bad gateway');
});
