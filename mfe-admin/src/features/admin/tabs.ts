/**
 * The admin tabs (host-and-admin spec section 2) in display order, each with the action of the API's
 * role table (api/src/auth/permissions.ts) it needs: a staff member sees the tabs its role allows
 * (admin everything; support users, vendors, spaces; content editor spaces, cities, feedback,
 * reviews, highlighted). The tab is the path segment: /admin/{tab}.
 */
export const ADMIN_TABS = ['users', 'vendors', 'spaces', 'cities', 'feedback', 'reviews', 'highlighted-locations', 'payouts', 'act-as-log'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const TAB_ACTION: Record<AdminTab, string> = {
  users: 'admin.accounts.view',
  vendors: 'admin.accounts.view',
  spaces: 'admin.spaces.view',
  cities: 'admin.seo.update',
  feedback: 'admin.content.update',
  reviews: 'admin.content.update',
  'highlighted-locations': 'admin.content.update',
  payouts: 'admin.payouts.view',
  'act-as-log': 'admin.act_as_log.view',
};

export function isAdminTab(value: string | undefined): value is AdminTab {
  return value !== undefined && (ADMIN_TABS as readonly string[]).includes(value);
}

/** The tabs the account's allowed actions (`eventPermissions` of its profile) open, in display order. */
export function visibleTabs(allowedActions: readonly string[] | undefined): AdminTab[] {
  const allowed = new Set(allowedActions ?? []);
  return ADMIN_TABS.filter((tab) => allowed.has(TAB_ACTION[tab]));
}
