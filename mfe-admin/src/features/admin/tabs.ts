/** The admin tabs (host-and-admin spec section 2), in display order; the tab is the path segment. */
export const ADMIN_TABS = ['users', 'cities', 'feedback', 'highlighted-locations', 'payouts', 'spaces', 'vendors'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const DEFAULT_ADMIN_TAB: AdminTab = 'users';

export function isAdminTab(value: string | undefined): value is AdminTab {
  return value !== undefined && (ADMIN_TABS as readonly string[]).includes(value);
}
