// /verify-phone/{token}: opening only checks the link; the button confirms the phone and logs in.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearSession, getSession } from '@zaalplek/platform';
import { installFetchMock, jsonResponse } from '@zaalplek/platform/src/test-utils/fetchMock';
import { PhoneLinkPage } from '../pages/PhoneLinkPage';
import { renderShell } from '../../test-utils/renderShell';

const account = { accountId: 7, email: 'jan@example.nl', phone: '+31612345678', accountState: 'BOOKER' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
});

test('opening the SMS link only checks it; confirming verifies the phone, logs in and shows phone-confirmed', async () => {
  const { calls } = installFetchMock((call) => {
    if (call.url === '/api/account/verify-phone-with-link/ptok/' && call.method === 'GET') return jsonResponse({ valid: true });
    if (call.url === '/api/account/verify-phone-with-link/ptok/' && call.method === 'POST') return jsonResponse({ access_token: 'A', refresh_token: 'R', is_created: false, account });
    return jsonResponse({ data: { profile: account } });
  });
  window.history.replaceState(null, '', '/verify-phone/ptok');
  renderShell(<PhoneLinkPage />);
  const button = await screen.findByRole('button', { name: 'Bevestigen' });
  await waitFor(() => expect(document.querySelector('[data-phone-link="ready"]')).not.toBeNull());
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  expect(getSession().accessToken).toBeNull();

  fireEvent.click(button);
  await waitFor(() => expect(getSession()).toEqual({ accessToken: 'A', refreshToken: null }));
  expect(calls.filter((c) => c.url.includes('verify-phone-with-link') && c.method === 'POST')).toHaveLength(1);
  expect(`${window.location.pathname}${window.location.search}`).toBe('/?authPopup=phone-confirmed');
});

test('an unknown or used SMS link shows "Oeps, deze link werkt niet" without a button', async () => {
  installFetchMock(() => jsonResponse({ error_type: 'VALIDATION', entity: null, key: 'invalid_auth_link', meta: null, status_code: 400 }, 400));
  window.history.replaceState(null, '', '/verify-phone/dead');
  renderShell(<PhoneLinkPage />);
  expect(await screen.findByRole('heading', { name: 'Oeps, deze link werkt niet' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Bevestigen' })).not.toBeInTheDocument();
  expect(getSession().accessToken).toBeNull();
});

test('a link that dies between opening and confirming shows the invalid state (English)', async () => {
  installFetchMock((call) =>
    call.method === 'GET'
      ? jsonResponse({ valid: true })
      : jsonResponse({ error_type: 'VALIDATION', entity: null, key: 'invalid_auth_link', meta: null, status_code: 400 }, 400),
  );
  window.history.replaceState(null, '', '/en/verify-phone/late');
  renderShell(<PhoneLinkPage />);
  await waitFor(() => expect(document.querySelector('[data-phone-link="ready"]')).not.toBeNull());
  fireEvent.click(screen.getByRole('button'));
  expect(await screen.findByRole('heading', { name: 'Oops, this link does not work' })).toBeInTheDocument();
  expect(getSession().accessToken).toBeNull();
});
