import { mapApiError, handleApiError, errorMessageId } from '../errors';
import { ApiError } from '../api-error';
import { getSession, setTokens } from '../session';
import { onZaalplekEvent } from '../events';

const body = (over: object) => ({ error_type: 'VALIDATION', entity: null, key: null, meta: null, status_code: 400, ...over });

beforeEach(() => window.history.replaceState(null, '', '/en/space/x/y/1'));

test('FIELD_VALIDATION is attached to the named field', () => {
  const mapped = mapApiError(new ApiError(body({ error_type: 'FIELD_VALIDATION', entity: 'email', key: 'invalid_email' })));
  expect(mapped.fieldErrors).toEqual({ email: 'errors.invalid_email' });
  expect(mapped.formError).toBeUndefined();
  expect(mapped.toastMessageId).toBeUndefined();
});

test('FIELD_VALIDATION prefers meta.field over entity', () => {
  const mapped = mapApiError(body({ error_type: 'FIELD_VALIDATION', entity: 'account', key: 'required', meta: { field: 'phone' } }));
  expect(mapped.fieldErrors).toEqual({ phone: 'errors.required' });
});

test('VALIDATION is form-level, with meta as message values', () => {
  const mapped = mapApiError(body({ key: 'too_many_invalid_attempts', meta: { minutes: 5 } }));
  expect(mapped.formError).toBe('errors.too_many_invalid_attempts');
  expect(mapped.messageValues).toEqual({ minutes: 5 });
});

test('other types become toasts; unknown keys use the generic message', () => {
  expect(mapApiError(body({ error_type: 'CONFLICT', key: 'timeslot_not_available', status_code: 409 })).toastMessageId).toBe(
    'errors.timeslot_not_available',
  );
  expect(mapApiError(body({ error_type: 'CONFLICT', key: 'nobody_knows', status_code: 409 })).toastMessageId).toBe('errors.CONFLICT');
  expect(mapApiError(body({ error_type: 'RATE_LIMIT', status_code: 429 })).toastMessageId).toBe('errors.RATE_LIMIT');
  expect(errorMessageId({ error_type: 'WEIRD', key: null })).toBe('errors.generic');
});

test('404 -> /not-found and 500 -> /server-error, localised', () => {
  expect(mapApiError({ status: 404 }).redirect).toBe('/en/not-found');
  expect(mapApiError(body({ error_type: 'INTERNAL', status_code: 500 })).redirect).toBe('/en/server-error');
  window.history.replaceState(null, '', '/search');
  expect(mapApiError({ status: 404 }).redirect).toBe('/not-found');
});

test.each([
  [401, 'UNAUTHENTICATED', null],
  [403, 'FORBIDDEN', 'account_blocked'],
  [403, 'UNAUTHENTICATED', null],
])('%i %s %s clears the session and sends home with the login popup', (status, error_type, key) => {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  const mapped = mapApiError({ status, data: body({ error_type, key, status_code: status }) });
  expect(mapped.redirect).toBe('/en?authPopup=login');
  expect(getSession().accessToken).toBeNull();
});

test('a 403 that refuses one action keeps the session and becomes a toast', () => {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  const mapped = mapApiError({ status: 403, data: body({ error_type: 'FORBIDDEN', status_code: 403 }) });
  expect(mapped.redirect).toBeUndefined();
  expect(mapped.toastMessageId).toBe('errors.FORBIDDEN');
  expect(getSession().accessToken).toBe('a');
});

test('GraphQL errors with extensions.response.body are understood', () => {
  const gql = { message: 'x', extensions: { response: { body: body({ error_type: 'FIELD_VALIDATION', entity: 'phone', key: 'phone_invalid' }) } } };
  expect(mapApiError(gql).fieldErrors).toEqual({ phone: 'errors.phone_invalid' });
});

test('handleApiError navigates and raises the toast', () => {
  const toasts: string[] = [];
  const off = onZaalplekEvent('zaalplek:toast', (d) => toasts.push(d.messageId ?? ''));
  handleApiError(body({ error_type: 'CONFLICT', key: 'email_exists', status_code: 409 }));
  handleApiError({ status: 404 });
  off();
  expect(toasts).toEqual(['errors.email_exists']);
  expect(window.location.pathname).toBe('/en/not-found');
});
