import type { Account } from '@zaalplek/platform';
import { activeItemId, navItems } from '../layout/navigation';

const HOST_ACTIONS = [
  'venue.view', 'vendor_booking.view', 'availability.manage', 'coupon.manage', 'service.manage', 'finance.view', 'team.manage',
  'payment_method.update', 'organisation.update', 'chat.use', 'profile.view',
];
const account = (over: Partial<Account>): Account =>
  ({ accountId: 1, email: 'a@example.nl', firstName: 'A', lastName: null, locale: 'nl', phone: null, accountState: 'BOOKER', isAdmin: false, staffRole: null, eventPermissions: [], actingAs: null, organisationId: null, ...over }) as Account;
const ids = (user: Account | null, venueId: number | null = null) => navItems(user, venueId).map((i) => `${i.id} ${i.to}`);

test('a guest: search, bookings, favourites, chat, notifications, finance, profile', () => {
  expect(ids(account({}))).toEqual([
    'search /search', 'bookings /bookings/all', 'favourites /favorites', 'chat /chat', 'notifications /notifications', 'finance /finance', 'profile /profile/account',
  ]);
  expect(ids(null)).toEqual([]);
});

test('a host with a venue: venues and spaces, bookings (all venues), availability and coupons of the first venue, services, customers, finance, team, payout, organisation, social', () => {
  expect(ids(account({ accountState: 'VENDOR', organisationId: 3, eventPermissions: HOST_ACTIONS }), 11)).toEqual([
    'spaces /vendor/spaces', 'vendor-bookings /bookings/vendor', 'availability /bookings/vendor/11/availability', 'coupons /bookings/vendor/11/coupons',
    'services /services', 'customers /bookings/vendor?tab=customers', 'host-finance /finance', 'team /profile/team', 'payout /profile/payout',
    'organisation /profile/organisation', 'social /profile/social', 'host-chat /chat', 'host-profile /profile/account',
  ]);
  // without a venue yet there is no per-venue page
  expect(ids(account({ accountState: 'VENDOR', eventPermissions: HOST_ACTIONS }))).not.toContain('availability /bookings/vendor/11/availability');
  expect(ids(account({ accountState: 'VENDOR', eventPermissions: HOST_ACTIONS })).filter((i) => i.startsWith('availability'))).toEqual([]);
});

test('a team member sees what the role allows (e.g. a cleaner: the bookings and availability only)', () => {
  const cleaner = account({ accountState: 'VENDOR', organisationId: 3, eventPermissions: ['vendor_booking.view', 'availability.manage', 'profile.view'] });
  expect(ids(cleaner, 11)).toEqual([
    'vendor-bookings /bookings/vendor', 'availability /bookings/vendor/11/availability', 'customers /bookings/vendor?tab=customers', 'host-profile /profile/account',
  ]);
});

test('staff reach the admin area; content editors the content tab as well', () => {
  expect(ids(account({ staffRole: 'SUPPORT', eventPermissions: ['admin.area'] })).slice(-1)).toEqual(['admin /admin']);
  expect(ids(account({ staffRole: 'CONTENT_EDITOR', eventPermissions: ['admin.area', 'admin.content.update'] })).slice(-2)).toEqual(['admin /admin', 'admin-content /admin/content']);
});

test('the active item is the longest match of the path without locale (and the query where the item has one)', () => {
  const host = navItems(account({ accountState: 'VENDOR', eventPermissions: HOST_ACTIONS }), 11);
  expect(activeItemId(host, '/en/bookings/vendor/11/coupons')).toBe('coupons');
  expect(activeItemId(host, '/bookings/vendor/11')).toBe('vendor-bookings');
  expect(activeItemId(host, '/bookings/vendor')).toBe('vendor-bookings');
  expect(activeItemId(host, '/bookings/vendor', '?tab=customers')).toBe('customers');
  expect(activeItemId(host, '/vendor/venue/11/space/4/details')).toBeNull();
  expect(activeItemId(navItems(account({}), null), '/nl/bookings/all')).toBe('bookings');
});
