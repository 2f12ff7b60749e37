import { act, render, screen, waitFor } from '@testing-library/react';
import { ZaalplekIntlProvider } from '../i18n';
import { RequireAdmin, RequireLogin, RequireRole } from '../guards';
import { clearSession, setTokens } from '../session';
import { resetCurrentUser } from '../current-user';
import { installFetchMock, jsonResponse } from '../test-utils/fetchMock';

const account = (over: object) => ({
  accountId: 1, email: 'a@b.nl', firstName: 'A', lastName: 'B', locale: 'nl', phone: null,
  accountState: 'BOOKER', isAdmin: false, organisationId: null, ...over,
});

function renderGuarded(ui: React.ReactElement) {
  return render(<ZaalplekIntlProvider messages={{}}>{ui}</ZaalplekIntlProvider>);
}

beforeEach(() => {
  clearSession();
  resetCurrentUser();
  window.history.replaceState(null, '', '/en/bookings/all');
});

test('RequireLogin sends anonymous visitors home with the login popup flag', async () => {
  renderGuarded(<RequireLogin>secret</RequireLogin>);
  expect(screen.queryByText('secret')).not.toBeInTheDocument();
  await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/en?authPopup=login'));
});

test('RequireLogin stayOnPage keeps the path and adds the flag', async () => {
  renderGuarded(<RequireLogin stayOnPage>secret</RequireLogin>);
  await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/en/bookings/all?authPopup=login'));
});

test('RequireLogin renders children for logged-in users', () => {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  installFetchMock(() => jsonResponse({ data: { profile: account({}) } }));
  renderGuarded(<RequireLogin>secret</RequireLogin>);
  expect(screen.getByText('secret')).toBeInTheDocument();
});

test('RequireRole fetches the profile once a token appears and lets matching states in', async () => {
  const { calls } = installFetchMock(() => jsonResponse({ data: { profile: account({ accountState: 'VENDOR' }) } }));
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  renderGuarded(
    <>
      <RequireRole states="VENDOR">
        <span>host area</span>
      </RequireRole>
      <RequireRole states={['BOOKER', 'VENDOR']}>
        <span>both</span>
      </RequireRole>
    </>,
  );
  expect(await screen.findByText('host area')).toBeInTheDocument();
  expect(screen.getByText('both')).toBeInTheDocument();
  expect(calls).toHaveLength(1);
  expect(calls[0].url).toBe('/api/graphql');
  expect((calls[0].body as { query: string }).query).toContain('profile');
});

test('RequireRole with the wrong state goes to not-found', async () => {
  installFetchMock(() => jsonResponse({ data: { profile: account({ accountState: 'BOOKER' }) } }));
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  renderGuarded(<RequireRole states="VENDOR">host area</RequireRole>);
  await waitFor(() => expect(window.location.pathname).toBe('/en/not-found'));
  expect(screen.queryByText('host area')).not.toBeInTheDocument();
});

test('RequireAdmin requires the admin flag', async () => {
  installFetchMock(() => jsonResponse({ data: { profile: account({ isAdmin: true }) } }));
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  renderGuarded(<RequireAdmin>admin</RequireAdmin>);
  expect(await screen.findByText('admin')).toBeInTheDocument();

  act(() => resetCurrentUser());
  installFetchMock(() => jsonResponse({ data: { profile: account({ isAdmin: false }) } }));
  act(() => setTokens({ accessToken: 'b', refreshToken: 'r' }));
  await waitFor(() => expect(window.location.pathname).toBe('/en/not-found'));
});

test('after a deliberate logout (endSession) the guard of the page being left does not open the login popup', async () => {
  const { endSession, setTokens } = await import('../session');
  const { RequireLogin } = await import('../guards');
  const { render } = await import('@testing-library/react');
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  window.history.replaceState(null, '', '/profile/account');
  endSession();
  window.history.replaceState(null, '', '/');
  render(<RequireLogin>secret</RequireLogin>);
  await new Promise((r) => setTimeout(r, 0));
  expect(window.location.search).toBe('');
  expect(document.body.textContent).not.toContain('secret');
});
