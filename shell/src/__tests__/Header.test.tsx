import 'jest-styled-components';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import { Header, searchUrl } from '../layout/Header';
import { applyRedirect } from '../routing/apply-redirects';
import { renderShell } from '../test-utils/renderShell';

// As in the shell after start(): pushState/replaceState fire popstate, so the header follows the URL.
patchHistoryApi();

beforeEach(() => window.localStorage.clear());

test.each([
  ['/en', 'Search a location'],
  ['/', 'Zoek een locatie'],
])('on the home page (%s) there is no header search box (the page has its own search form)', (url, name) => {
  window.history.replaceState(null, '', url);
  renderShell(<Header />);
  expect(screen.queryByRole('searchbox', { name })).not.toBeInTheDocument();
  expect(screen.queryByPlaceholderText(/zoekbalk|search bar/i)).not.toBeInTheDocument();
});

test('"Nederlands" on an /en page goes to the same Dutch page with its query, and back with "English"', async () => {
  window.history.replaceState(null, '', '/en/search?date=2030-05-14&activities=we_meet');
  renderShell(<Header />);
  const nl = screen.getByRole('link', { name: 'Nederlands' });
  expect(nl).toHaveAttribute('href', '/search?date=2030-05-14&activities=we_meet');
  act(() => {
    fireEvent.click(nl);
  });
  expect(window.location.pathname).toBe('/search');
  expect(window.location.search).toBe('?date=2030-05-14&activities=we_meet');

  const en = await screen.findByRole('link', { name: 'English' });
  expect(en).toHaveAttribute('href', '/en/search?date=2030-05-14&activities=we_meet');
  act(() => {
    fireEvent.click(en);
  });
  expect(window.location.pathname).toBe('/en/search');
  expect(window.location.search).toBe('?date=2030-05-14&activities=we_meet');
});

test('the chosen language is remembered: an unprefixed URL opens in English after choosing English', async () => {
  window.history.replaceState(null, '', '/space/ab12cd34/zaal/1?attendees=4');
  renderShell(<Header />);
  act(() => {
    fireEvent.click(screen.getByRole('link', { name: 'English' }));
  });
  expect(window.location.pathname).toBe('/en/space/ab12cd34/zaal/1');

  // a later visit to a Dutch (unprefixed) URL
  window.history.replaceState(null, '', '/search?search=Utrecht');
  expect(applyRedirect()).toBe(true);
  expect(window.location.pathname + window.location.search).toBe('/en/search?search=Utrecht');

  // choosing Dutch again is remembered too: unprefixed URLs stay Dutch
  const nl = await screen.findByRole('link', { name: 'Nederlands' });
  act(() => {
    fireEvent.click(nl);
  });
  expect(window.location.pathname).toBe('/search');
  window.history.replaceState(null, '', '/search?search=Utrecht');
  expect(applyRedirect()).toBe(false);
  // an explicit /nl URL is never moved
  window.localStorage.setItem('zaalplek.locale', 'en');
  window.history.replaceState(null, '', '/nl/search');
  expect(applyRedirect()).toBe(false);
});

test('the language link is a tap target of at least 44 px', () => {
  window.history.replaceState(null, '', '/en/search');
  renderShell(<Header />);
  expect(screen.getByRole('link', { name: 'Nederlands' })).toHaveStyleRule('min-height', '44px');
});

test('Enter goes to /search with the text and without lat/lng, keeping the locale', () => {
  window.history.replaceState(null, '', '/en/space/ab12cd34/zaal/1?lat=52&lng=4');
  renderShell(<Header />);
  const box = screen.getByRole('searchbox', { name: 'Search a location' });
  expect(box).toBeEnabled();
  fireEvent.change(box, { target: { value: 'Den Haag' } });
  fireEvent.submit(box.closest('form')!);
  expect(window.location.pathname).toBe('/en/search');
  expect(new URLSearchParams(window.location.search).get('search')).toBe('Den Haag');
  expect(window.location.search).not.toMatch(/lat|lng/);
});

test('searchUrl encodes the text', () => {
  expect(searchUrl(' a&b ')).toBe('/search?search=a%26b');
});

test('the logo links home in the current language', () => {
  window.history.replaceState(null, '', '/en/search');
  renderShell(<Header />);
  expect(screen.getByRole('link', { name: 'Zaalplek – go to the home page' })).toHaveAttribute('href', '/en');
});

describe('main navigation in the header', () => {
  const { clearSession, resetCurrentUser, setTokens } = jest.requireActual('@zaalplek/platform') as typeof import('@zaalplek/platform');
  const { installFetchMock, jsonResponse } = jest.requireActual('@zaalplek/platform/src/test-utils/fetchMock') as typeof import('@zaalplek/platform/src/test-utils/fetchMock');
  afterEach(() => {
    clearSession();
    resetCurrentUser();
  });

  test('a visitor is offered the way to rent out a space (the /vendor landing)', () => {
    installFetchMock(() => jsonResponse({ data: {} }));
    window.history.replaceState(null, '', '/en/search');
    renderShell(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Rent out your space' })).toHaveAttribute('href', '/en/vendor');
  });

  test('a guest sees search, bookings and favourites, the current page marked', async () => {
    installFetchMock(() => jsonResponse({ data: { profile: { accountId: 7, email: 'jan@example.nl', firstName: 'Jan', accountState: 'BOOKER', isAdmin: false, organisationId: null, eventPermissions: [] } } }));
    setTokens({ accessToken: 'A', refreshToken: 'R' });
    window.history.replaceState(null, '', '/bookings/all');
    renderShell(<Header />);
    const nav = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    expect(await within(nav).findByRole('link', { name: 'Boekingen' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Zoeken' })).toHaveAttribute('href', '/search');
    expect(within(nav).getByRole('link', { name: 'Favorieten' })).not.toHaveAttribute('aria-current');
  });
});
