import { GEO_REGIONS, resolveUrl } from '../routing/redirects';
import { applyRedirect } from '../routing/apply-redirects';

test.each([
  ['/profile', '/profile/account'],
  ['/en/profile', '/en/profile/account'],
  ['/nl/profile', '/nl/profile/account'],
  ['/company/about-us', '/about-us'],
  ['/en/company/about-us', '/en/about-us'],
  ['/friesland', '/locations/friesland'],
  ['/en/flevoland', '/en/locations/flevoland'],
  ['/noord-holland/amsterdam', '/locations/noord-holland/amsterdam'],
  ['/en/zuid-holland/den-haag', '/en/locations/zuid-holland/den-haag'],
  ['/ab12cd34/grote-zaal/1042', '/space/ab12cd34/grote-zaal/1042'],
  ['/en/ab12cd34/grote-zaal/1042', '/en/space/ab12cd34/grote-zaal/1042'],
  ['/bookings/all/12', '/bookings/all'],
  ['/does/not/exist', '/not-found'],
  ['/en/does/not/exist', '/en/not-found'],
  ['/nl/onbekend', '/nl/not-found'],
])('%s -> %s', (from, to) => {
  expect(resolveUrl(from)).toEqual({ kind: 'redirect', to });
});

test.each(GEO_REGIONS)('every geo region redirects: /%s/<city>', (region) => {
  expect(resolveUrl(`/${region}/stad`)).toEqual({ kind: 'redirect', to: `/locations/${region}/stad` });
});

test('only friesland and flevoland redirect without a city', () => {
  expect(resolveUrl('/utrecht')).toEqual({ kind: 'redirect', to: '/not-found' });
  expect(resolveUrl('/groningen')).toEqual({ kind: 'redirect', to: '/not-found' });
});

test('regions outside the list and non-matching old space URLs are not redirected', () => {
  expect(resolveUrl('/limburg/maastricht')).toEqual({ kind: 'redirect', to: '/not-found' });
  expect(resolveUrl('/AB12CD34/zaal/1')).toEqual({ kind: 'redirect', to: '/not-found' }); // uppercase hash
  expect(resolveUrl('/ab12cd3/zaal/1')).toEqual({ kind: 'redirect', to: '/not-found' }); // 7 chars
  expect(resolveUrl('/ab12cd34/zaal/x1')).toEqual({ kind: 'redirect', to: '/not-found' }); // reference not digits
});

test('known routes are served, the query of a redirect is kept', () => {
  expect(resolveUrl('/en/search')).toEqual({ kind: 'route', owner: 'mfe-search' });
  expect(resolveUrl('/profile', '?tab=1')).toEqual({ kind: 'redirect', to: '/profile/account?tab=1' });
});

test('applyRedirect replaces the history entry', () => {
  window.history.replaceState(null, '', '/en/noord-holland/haarlem?x=1');
  const length = window.history.length;
  expect(applyRedirect()).toBe(true);
  expect(window.location.pathname + window.location.search).toBe('/en/locations/noord-holland/haarlem?x=1');
  expect(window.history.length).toBe(length);
  expect(applyRedirect()).toBe(false);
});
