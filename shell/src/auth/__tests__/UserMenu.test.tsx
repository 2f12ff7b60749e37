import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { clearSession, getSession, resetCurrentUser, setTokens } from '@zaalplek/platform';
import { installFetchMock, jsonResponse } from '@zaalplek/platform/src/test-utils/fetchMock';
import { UserMenu } from '../UserMenu';
import { renderShell } from '../../test-utils/renderShell';

const account = { accountId: 7, email: 'jan@example.nl', firstName: 'Jan', lastName: 'Jansen', locale: 'nl', phone: null, accountState: 'BOOKER', isAdmin: false, organisationId: null };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
  resetCurrentUser();
});

test('logged out: a login button that opens the login popup on the current page', () => {
  installFetchMock(() => jsonResponse({ data: {} }));
  window.history.replaceState(null, '', '/en/search?search=Delft');
  renderShell(<UserMenu />);
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(`${window.location.pathname}${window.location.search}`).toBe('/en/search?search=Delft&authPopup=login');
});

test('logged in: the menu has profile, bookings, switch role and logout', async () => {
  installFetchMock(() => jsonResponse({ data: { profile: account } }));
  setTokens({ accessToken: 'A', refreshToken: 'R' });
  window.history.replaceState(null, '', '/');
  renderShell(<UserMenu />);
  const button = await screen.findByRole('button', { name: 'Accountmenu' });
  await waitFor(() => expect(button).toHaveTextContent('Jan'));
  fireEvent.click(button);
  expect(screen.getByRole('link', { name: 'Profiel' })).toHaveAttribute('href', '/profile/account');
  expect(screen.getByRole('link', { name: 'Boekingen' })).toHaveAttribute('href', '/bookings/all');
  expect(screen.getByRole('button', { name: 'Overschakelen naar verhuurder' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Beheer' })).not.toBeInTheDocument();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('link', { name: 'Profiel' })).not.toBeInTheDocument();
});

test.each([
  ['an admin', { isAdmin: true, staffRole: 'ADMIN', eventPermissions: ['admin.area', 'admin.accounts.view'] }],
  ['a content editor', { staffRole: 'CONTENT_EDITOR', eventPermissions: ['admin.area', 'admin.seo.update'] }],
])('logged in as %s: the menu links to the admin area', async (_who, staff) => {
  installFetchMock(() => jsonResponse({ data: { profile: { ...account, ...staff } } }));
  setTokens({ accessToken: 'A', refreshToken: 'R' });
  window.history.replaceState(null, '', '/en/');
  renderShell(<UserMenu />);
  const button = await screen.findByRole('button', { name: 'Account menu' });
  await waitFor(() => expect(button).toHaveTextContent('Jan'));
  fireEvent.click(button);
  expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/en/admin');
});

test('logout clears the tokens even when the API call fails', async () => {
  const { calls } = installFetchMock((call) => {
    const query = (call.body as { query?: string }).query ?? '';
    if (query.includes('logout')) return jsonResponse({ error_type: 'INTERNAL', status_code: 500 }, 500);
    return jsonResponse({ data: { profile: account } });
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  setTokens({ accessToken: 'A', refreshToken: 'R' });
  localStorage.setItem('zaalplek.refreshToken', 'R'); // a session from before the HttpOnly refresh cookie
  window.history.replaceState(null, '', '/en/bookings/all');
  renderShell(<UserMenu />);
  fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
  });
  await waitFor(() => expect(getSession()).toEqual({ accessToken: null, refreshToken: null }));
  const logout = calls.find((c) => String((c.body as { query?: string }).query).includes('logout'))!;
  expect(logout.body).toMatchObject({ variables: { refresh_token: 'R' } });
  // the HttpOnly refresh cookie is cleared by the API, even though the GraphQL call failed
  expect(calls.find((c) => c.url.endsWith('/api/account/logout/'))).toMatchObject({ method: 'POST' });
  expect(window.location.pathname).toBe('/en');
  expect(document.cookie).not.toContain('zaalplek_logged_in=1');
});

test('switching to host saves the state and remembers the switch', async () => {
  const { calls } = installFetchMock((call) =>
    call.method === 'PATCH' ? jsonResponse({ ...account, accountState: 'VENDOR' }) : jsonResponse({ data: { profile: account } }),
  );
  setTokens({ accessToken: 'A', refreshToken: 'R' });
  window.history.replaceState(null, '', '/');
  renderShell(<UserMenu />);
  fireEvent.click(await screen.findByRole('button', { name: 'Accountmenu' }));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Overschakelen naar verhuurder' }));
  });
  await waitFor(() => expect(window.location.pathname).toBe('/vendor/spaces'));
  expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ account_state: 'VENDOR' });
  expect(localStorage.getItem('zaalplek.roleSwitch')).toBe('Vendor');
});

test('a host: the host pages (per venue from GET /api/venue/), the current one marked, and arrow keys move through the menu', async () => {
  const host = { ...account, accountState: 'VENDOR', organisationId: 3, eventPermissions: ['venue.view', 'vendor_booking.view', 'availability.manage', 'coupon.manage', 'service.manage', 'finance.view', 'team.manage', 'payment_method.update', 'organisation.update', 'chat.use', 'profile.view'] };
  installFetchMock((call) => (call.url.endsWith('/api/venue/') ? jsonResponse([{ venue_id: 11, venue_name: 'Het Pakhuis' }]) : jsonResponse({ data: { profile: host } })));
  setTokens({ accessToken: 'A', refreshToken: 'R' });
  window.history.replaceState(null, '', '/en/bookings/vendor/11/coupons');
  renderShell(<UserMenu />);
  const button = await screen.findByRole('button', { name: 'Account menu' });
  await waitFor(() => expect(button).toHaveTextContent('Jan'));
  fireEvent.click(button);
  await waitFor(() => expect(screen.getByRole('link', { name: 'Availability' })).toHaveAttribute('href', '/en/bookings/vendor/11/availability'));
  expect(screen.getByRole('link', { name: 'Venues and spaces' })).toHaveAttribute('href', '/en/vendor/spaces');
  expect(screen.getByRole('link', { name: 'Coupons' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Bookings' })).not.toHaveAttribute('aria-current');
  for (const name of ['Services', 'Customers', 'Finance', 'Team', 'Payout', 'Organisation', 'Social media']) expect(screen.getByRole('link', { name })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Switch to guest' })).toBeInTheDocument();
  // opened on the first item; down moves on, up from the first wraps to the last (log out)
  expect(screen.getByRole('link', { name: 'Venues and spaces' })).toHaveFocus();
  fireEvent.keyDown(screen.getByRole('link', { name: 'Venues and spaces' }), { key: 'ArrowDown' });
  expect(screen.getByRole('link', { name: 'Bookings' })).toHaveFocus();
  fireEvent.keyDown(screen.getByRole('link', { name: 'Bookings' }), { key: 'ArrowUp' });
  fireEvent.keyDown(screen.getByRole('link', { name: 'Venues and spaces' }), { key: 'ArrowUp' });
  expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(button).toHaveFocus();
});

test('a guest: favourites, notifications and finance are in the menu too', async () => {
  installFetchMock(() => jsonResponse({ data: { profile: account } }));
  setTokens({ accessToken: 'A', refreshToken: 'R' });
  window.history.replaceState(null, '', '/favorites');
  renderShell(<UserMenu />);
  const button = await screen.findByRole('button', { name: 'Accountmenu' });
  await waitFor(() => expect(button).toHaveTextContent('Jan'));
  fireEvent.click(button);
  expect(screen.getByRole('link', { name: 'Favorieten' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Meldingen' })).toHaveAttribute('href', '/notifications');
  expect(screen.getByRole('link', { name: 'Financiën' })).toHaveAttribute('href', '/finance');
  expect(screen.getByRole('link', { name: 'Zoeken' })).toHaveAttribute('href', '/search');
});

test('a new host: the per-venue pages appear in the menu on the next page once the onboarding made the first venue', async () => {
  const host = { ...account, accountId: 8, accountState: 'VENDOR', organisationId: 4, eventPermissions: ['venue.view', 'vendor_booking.view', 'availability.manage', 'coupon.manage', 'profile.view'] };
  let venues: Array<{ venue_id: number; venue_name: string }> = [];
  const { calls } = installFetchMock((call) => (call.url.endsWith('/api/venue/') ? jsonResponse(venues) : jsonResponse({ data: { profile: host } })));
  setTokens({ accessToken: 'A', refreshToken: 'R' });
  window.history.replaceState(null, '', '/en/vendor/onboarding/venue/details');
  renderShell(<UserMenu />);
  const button = await screen.findByRole('button', { name: 'Account menu' });
  await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/venue/'))).toBe(true));
  fireEvent.click(button);
  expect(screen.getByRole('link', { name: 'Venues and spaces' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Availability' })).not.toBeInTheDocument();
  fireEvent.keyDown(document, { key: 'Escape' });

  // the wizard saved the venue and moved on to the success page
  venues = [{ venue_id: 21, venue_name: 'Zaal Lindehof' }];
  await act(async () => {
    window.history.pushState(null, '', '/en/space-success?venue_id=21&space_id=5');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  fireEvent.click(button);
  await waitFor(() => expect(screen.getByRole('link', { name: 'Availability' })).toHaveAttribute('href', '/en/bookings/vendor/21/availability'));
  expect(screen.getByRole('link', { name: 'Coupons' })).toHaveAttribute('href', '/en/bookings/vendor/21/coupons');

  // once known, the venue is not asked for again on every page
  const asked = calls.filter((c) => c.url.endsWith('/api/venue/')).length;
  await act(async () => {
    window.history.pushState(null, '', '/en/vendor/spaces');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(calls.filter((c) => c.url.endsWith('/api/venue/')).length).toBe(asked);
});
