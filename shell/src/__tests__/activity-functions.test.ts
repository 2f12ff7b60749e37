import { MFE_NAMES, activityFunctions, routeOwner, type RouteOwner } from '../activity-functions';

// Every route of both spec documents (section 2) -> owner.
const TABLE: Array<[string, RouteOwner]> = [
  ['/', 'mfe-content'],
  ['/blog', 'mfe-content'],
  ['/blog/nieuwe-werkplekken', 'mfe-content'],
  ['/helpdesk', 'mfe-content'],
  ['/helpdesk/boeken', 'mfe-content'],
  ['/helpdesk/boeken/annuleren', 'mfe-content'],
  ['/how-to', 'mfe-content'],
  ['/how-to/vergaderen', 'mfe-content'],
  ['/locations', 'mfe-content'],
  ['/locations/noord-holland', 'mfe-content'],
  ['/locations/noord-holland/amsterdam', 'mfe-content'],
  ['/locations/noord-holland/amsterdam/vergaderzaal', 'mfe-content'],
  ['/about-us', 'mfe-content'],
  ['/coming-soon', 'mfe-content'],
  ['/hall-of-fame', 'mfe-content'],
  ['/security-policy', 'mfe-content'],
  ['/venue-success', 'mfe-content'],
  ['/space-success', 'mfe-content'],
  ['/vendor', 'mfe-content'],

  ['/search', 'mfe-search'],
  ['/space/ab12cd34/grote-zaal/1042', 'mfe-search'],
  ['/customer/venue/ab12cd34/de-kantine', 'mfe-search'],
  ['/customer/space/ab12cd34/grote-zaal/1042', 'mfe-search'],
  ['/organisation/ab12cd34/acme', 'mfe-search'],
  ['/favorites', 'mfe-search'],

  ['/booking/123', 'mfe-booking'],
  ['/booking/123/summary', 'mfe-booking'],
  ['/bookings/all', 'mfe-booking'],
  ['/bookings/77', 'mfe-booking'],
  ['/bookings/77/finance', 'mfe-booking'],
  ['/booking-payment/AbC123', 'mfe-booking'],
  ['/booking-payment/AbC12345/pay', 'mfe-booking'],
  ['/booking-payment/abc1234/success', 'mfe-booking'],
  ['/finance', 'mfe-booking'],
  ['/chat', 'mfe-booking'],
  ['/chat/991', 'mfe-booking'],
  ['/notifications', 'mfe-booking'],
  ['/notifications/12', 'mfe-booking'],
  ['/profile/account', 'mfe-booking'],
  ['/profile/notifications', 'mfe-booking'],
  ['/profile/history', 'mfe-booking'],

  ['/vendor/spaces', 'mfe-host'],
  ['/vendor/venue/5', 'mfe-host'],
  ['/vendor/venue/5/details', 'mfe-host'],
  ['/vendor/venue/5/facilities', 'mfe-host'],
  ['/vendor/venue/5/catering', 'mfe-host'],
  ['/vendor/venue/5/tags', 'mfe-host'],
  ['/vendor/venue/5/space/9', 'mfe-host'],
  ['/vendor/venue/5/space/9/details', 'mfe-host'],
  ['/vendor/venue/5/space/9/configurations', 'mfe-host'],
  ['/vendor/venue/5/space/9/booking-rules', 'mfe-host'],
  ['/vendor/venue/5/space/9/facilities', 'mfe-host'],
  ['/vendor/venue/5/space/9/pricing', 'mfe-host'],
  ['/vendor/venue/5/space/9/features', 'mfe-host'],
  ['/vendor/venue/5/space/create', 'mfe-host'],
  ['/vendor/venue/5/space/create/pricing', 'mfe-host'],
  ['/vendor/onboarding', 'mfe-host'],
  ['/vendor/onboarding/organisation-details', 'mfe-host'],
  ['/vendor/onboarding/venue', 'mfe-host'],
  ['/vendor/onboarding/venue/catering', 'mfe-host'],
  ['/vendor/onboarding/space', 'mfe-host'],
  ['/vendor/onboarding/space/booking-rules', 'mfe-host'],
  ['/bookings/vendor', 'mfe-host'],
  ['/bookings/vendor/5', 'mfe-host'],
  ['/bookings/vendor/5/availability', 'mfe-host'],
  ['/bookings/vendor/5/coupons', 'mfe-host'],
  ['/services', 'mfe-host'],
  ['/services/5', 'mfe-host'],
  ['/profile/organisation', 'mfe-host'],
  ['/profile/social', 'mfe-host'],
  ['/profile/payout', 'mfe-host'],
  ['/profile/team', 'mfe-host'],

  ['/admin', 'mfe-admin'],
  ['/admin/users', 'mfe-admin'],
  ['/admin/cities', 'mfe-admin'],
  ['/admin/content', 'mfe-content'],
  ['/admin/content/blog', 'mfe-content'],
  ['/admin/content/helpdesk/new', 'mfe-content'],
  ['/admin/content/blog/12', 'mfe-content'],
  ['/admin/contents', 'mfe-admin'],

  ['/not-found', 'not-found'],
  ['/server-error', 'server-error'],
];

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
