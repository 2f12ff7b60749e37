/** The acting-as banner: shown while an admin acts as someone (profile.actingAs), Stop ends the session and returns to the admin's own session. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import { clearSession, getSession, resetCurrentUser, setTokens } from '@zaalplek/platform';
import { installFetchMock, jsonResponse } from '@zaalplek/platform/src/test-utils/fetchMock';
import { ActingAsBanner } from '../layout/ActingAsBanner';
import { renderShell } from '../test-utils/renderShell';

patchHistoryApi();

const vendor = { accountId: 3, email: 'host@example.nl', firstName: 'Henk', lastName: 'Host', locale: 'nl', phone: null, accountState: 'VENDOR', isAdmin: false, staffRole: null, eventPermissions: [], organisationId: 4 };
const admin = { accountId: 1, email: 'admin@zaalplek.nl', firstName: 'Ada', lastName: 'Admin', locale: 'nl', phone: null, accountState: 'BOOKER', isAdmin: true, staffRole: 'ADMIN', eventPermissions: ['admin.area'], organisationId: null, actingAs: null };
const acting = { ...vendor, actingAs: { adminId: 1, adminName: 'Ada Admin', expiresAt: '2031-01-01T10:15:00.000Z' } };

beforeEach(() => {
  localStorage.clear();
  clearSession();
  resetCurrentUser();
});

test('not shown for an account working as itself', async () => {
  const { calls } = installFetchMock(() => jsonResponse({ data: { profile: { ...vendor, actingAs: null } } }));
  setTokens({ accessToken: 'OWN' });
  renderShell(<ActingAsBanner />);
  await waitFor(() => expect(calls.length).toBeGreaterThan(0));
  expect(screen.queryByTestId('acting-as-banner')).toBeNull();
});

test.each([
  ['/vendor/spaces', 'Je werkt als Henk Host (host@example.nl) namens Ada Admin', 'Stoppen', '/admin/act-as-log'],
  ['/en/vendor/spaces', 'You are acting as Henk Host (host@example.nl) on behalf of Ada Admin', 'Stop', '/en/admin/act-as-log'],
])('on %s: the banner names the account and the admin; Stop ends the session, the admin is back on the act-as log', async (start, text, stopLabel, target) => {
  let stopped = false;
  const { calls } = installFetchMock((call) => {
    if (call.url.includes('/api/account/refresh/')) return jsonResponse({ access_token: 'ADMIN' });
    const query = String((call.body as { query?: string })?.query ?? '');
    if (query.includes('stop_act_as')) {
      stopped = call.headers.get('Authorization') === 'Bearer ACTAS';
      return jsonResponse({ data: { stop_act_as: true } });
    }
    return jsonResponse({ data: { profile: call.headers.get('Authorization') === 'Bearer ACTAS' ? acting : admin } });
  });
  setTokens({ accessToken: 'ACTAS' });
  window.history.replaceState(null, '', start);
  renderShell(<ActingAsBanner />);
  expect(await screen.findByText(text)).toBeInTheDocument();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: stopLabel }));
  });
  await waitFor(() => expect(window.location.pathname).toBe(target));
  expect(stopped).toBe(true);
  expect(calls.some((c) => c.url.includes('/api/account/refresh/'))).toBe(true);
  expect(getSession().accessToken).toBe('ADMIN');
  await waitFor(() => expect(screen.queryByTestId('acting-as-banner')).toBeNull());
});
