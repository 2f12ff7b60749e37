// What the header's navigation and the user menu offer, per role (pure, so it is unit tested):
// a guest books, a host runs venues (each item only when the account's role table allows its
// action, so team members see what their role allows), staff reach the admin area.
import type { MessageDescriptor } from 'react-intl';
import { stripLocale, type Account } from '@zaalplek/platform';
import { navMessages as m } from './navMessages';

export interface NavItem {
  id: string;
  to: string;
  label: MessageDescriptor;
  /** shown in the header bar itself too (the rest is in the user menu) */
  primary?: boolean;
}

const GUEST: NavItem[] = [
  { id: 'search', to: '/search', label: m.search, primary: true },
  { id: 'bookings', to: '/bookings/all', label: m.bookings, primary: true },
  { id: 'favourites', to: '/favorites', label: m.favourites, primary: true },
  { id: 'chat', to: '/chat', label: m.chat },
  { id: 'notifications', to: '/notifications', label: m.notifications },
  { id: 'finance', to: '/finance', label: m.finance },
  { id: 'profile', to: '/profile/account', label: m.profile },
];

/** Host items with the role-table action that gates them (api/src/auth/permissions.ts). */
function hostItems(venueId: number | null): Array<NavItem & { action: string }> {
  const perVenue = venueId != null;
  return [
    { id: 'spaces', to: '/vendor/spaces', label: m.spaces, primary: true, action: 'venue.view' },
    { id: 'vendor-bookings', to: '/bookings/vendor', label: m.vendorBookings, primary: true, action: 'vendor_booking.view' },
    ...(perVenue
      ? [
          { id: 'availability', to: `/bookings/vendor/${venueId}/availability`, label: m.availability, action: 'availability.manage' },
          { id: 'coupons', to: `/bookings/vendor/${venueId}/coupons`, label: m.coupons, action: 'coupon.manage' },
        ]
      : []),
    { id: 'services', to: '/services', label: m.services, action: 'service.manage' },
    { id: 'customers', to: '/bookings/vendor?tab=customers', label: m.customers, action: 'vendor_booking.view' },
    { id: 'host-finance', to: '/finance', label: m.finance, action: 'finance.view' },
    { id: 'team', to: '/profile/team', label: m.team, action: 'team.manage' },
    { id: 'payout', to: '/profile/payout', label: m.payout, action: 'payment_method.update' },
    { id: 'organisation', to: '/profile/organisation', label: m.organisation, action: 'organisation.update' },
    { id: 'social', to: '/profile/social', label: m.social, action: 'organisation.update' },
    { id: 'host-chat', to: '/chat', label: m.chat, action: 'chat.use' },
    { id: 'host-profile', to: '/profile/account', label: m.profile, action: 'profile.view' },
  ];
}

const STAFF: Array<NavItem & { action: string }> = [
  { id: 'admin', to: '/admin', label: m.admin, action: 'admin.area' },
  { id: 'admin-content', to: '/admin/content', label: m.adminContent, action: 'admin.content.update' },
];

/** The items of the account's current role; `venueId` is the host's first venue (per-venue pages). */
export function navItems(user: Account | null, venueId: number | null = null): NavItem[] {
  if (!user) return [];
  const may = (action: string) => user.eventPermissions?.includes(action) ?? false;
  const role = user.accountState === 'VENDOR' ? hostItems(venueId).filter((item) => may(item.action)) : GUEST;
  const staff = STAFF.filter((item) => may(item.action));
  return [...role, ...staff].map(({ id, to, label, primary }) => ({ id, to, label, primary }));
}

/** The item for the current page: the longest `to` that the path (without locale) starts with. */
export function activeItemId(items: NavItem[], pathname: string, search = ''): string | null {
  const path = stripLocale(pathname);
  let best: { id: string; length: number } | null = null;
  for (const item of items) {
    const [to, query] = item.to.split('?');
    if (query && !search.includes(query)) continue;
    const matches = path === to || path.startsWith(`${to}/`);
    const length = to!.length + (query ? 1000 : 0);
    if (matches && (!best || length > best.length)) best = { id: item.id, length };
  }
  return best?.id ?? null;
}
