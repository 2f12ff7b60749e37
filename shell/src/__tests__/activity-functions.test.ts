import { MFE_NAMES, activityFunctions, routeOwner } from '../activity-functions';
import { TABLE } from '../test-utils/routeSamples';

const UNKNOWN = [
  '/does/not/exist',
  '/booking/abc',
  '/bookings/12/other',
  '/booking-payment/abc',
  '/booking-payment/abcdefghi',
  '/vendor/venue/abc',
  '/vendor/unknown',
  '/profile/unknown',
  '/space/only-two/segments',
  '/customer/space/ab12cd34',
  '/customer/space/ab12cd34/grote-zaal/abc',
  '/notifications/abc',
  '/en/xyz',
];

describe.each(['', '/en', '/nl'])('with prefix "%s"', (prefix) => {
  test.each(TABLE)('%s belongs to %s', (path, owner) => {
    const full = prefix + (path === '/' && prefix ? '' : path);
    expect(routeOwner(full)).toBe(owner);
    const active = MFE_NAMES.filter((name) => activityFunctions[name](new URL(`http://x${full}`)));
    expect(active).toEqual(owner.startsWith('mfe-') ? [owner] : []);
  });
});

test('a trailing slash and a query string do not change the owner', () => {
  expect(routeOwner('/en/search/')).toBe('mfe-search');
  expect(routeOwner('/search?search=utrecht')).toBe('mfe-search');
  expect(routeOwner('/nl/')).toBe('mfe-content');
});

test.each(UNKNOWN)('%s is unknown', (path) => {
  expect(routeOwner(path)).toBeNull();
  expect(MFE_NAMES.some((name) => activityFunctions[name](new URL(`http://x${path}`)))).toBe(false);
});
