// THE route table of Zaalplek: every route of both spec documents (section 2), mapped to the MFE
// that owns it. Paths are matched without locale prefix ('/en', '/nl' and none all work) and
// without a trailing slash. A path no rule matches is unknown -> /not-found (see routing/resolve.ts).
import { stripLocale } from '@zaalplek/platform';

export const MFE_NAMES = ['mfe-content', 'mfe-search', 'mfe-booking', 'mfe-host', 'mfe-admin'] as const;
export type MfeName = (typeof MFE_NAMES)[number];
/** Pages the shell renders itself. */
export type ShellPage = 'not-found' | 'server-error' | AuthPage;
/** Pages of the login links, rendered by shell/src/auth/AuthPages.tsx. */
export type AuthPage = 'login-link' | 'verify-phone' | 'oauth';
export type RouteOwner = MfeName | ShellPage;

const SEG = '[^/]+';
const SPACE_STEPS = '(details|configurations|booking-rules|facilities|pricing|features)';
const VENUE_STEPS = '(details|facilities|catering|tags)';

/** [pattern over the bare path, owner]. Order does not matter: patterns do not overlap. */
export const ROUTES: ReadonlyArray<readonly [RegExp, RouteOwner]> = [
  // ---- mfe-content: home, CMS, geo, static and status pages, vendor landing
  [/^\/$/, 'mfe-content'],
  [new RegExp(`^/blog(/${SEG})?$`), 'mfe-content'],
  [new RegExp(`^/helpdesk(/${SEG}){0,2}$`), 'mfe-content'],
  [new RegExp(`^/how-to(/${SEG})?$`), 'mfe-content'],
  [new RegExp(`^/locations(/${SEG}){0,3}$`), 'mfe-content'],
  [/^\/(about-us|coming-soon|hall-of-fame|security-policy|venue-success|space-success)$/, 'mfe-content'],
  [/^\/vendor$/, 'mfe-content'],
  // the content editor inside the admin area: /admin/content, /admin/content/{section}, /admin/content/{section}/{id|new}
  [new RegExp(`^/admin/content(/${SEG}){0,2}$`), 'mfe-content'],

  // ---- mfe-search: search, space and venue pages, organisation pages, favourites
  [/^\/search$/, 'mfe-search'],
  [new RegExp(`^/space/${SEG}/${SEG}/${SEG}$`), 'mfe-search'],
  [new RegExp(`^/customer/venue/${SEG}/${SEG}$`), 'mfe-search'],
  [new RegExp(`^/customer/space(/space)?/${SEG}/${SEG}/\\d{1,12}$`), 'mfe-search'], // card route: the space url after it
  [new RegExp(`^/organisation/${SEG}/${SEG}$`), 'mfe-search'],
  [/^\/favorites$/, 'mfe-search'],

  // ---- mfe-booking: guest bookings, payment links, finance, chat, notifications, guest profile
  [/^\/booking\/\d+(\/summary)?$/, 'mfe-booking'],
  [/^\/bookings\/all$/, 'mfe-booking'],
  [/^\/bookings\/\d+(\/finance)?$/, 'mfe-booking'],
  [/^\/booking-payment\/[A-Za-z0-9]{6,8}(\/(pay|success))?$/, 'mfe-booking'],
  [/^\/finance$/, 'mfe-booking'],
  [new RegExp(`^/chat(/${SEG})?$`), 'mfe-booking'],
  [/^\/notifications(\/\d+)?$/, 'mfe-booking'],
  [/^\/profile\/(account|notifications|history)$/, 'mfe-booking'],

  // ---- mfe-host: vendor area (not the landing), host bookings, services, host profile tabs
  [/^\/vendor\/spaces$/, 'mfe-host'],
  [new RegExp(`^/vendor/venue/\\d+(/${VENUE_STEPS})?$`), 'mfe-host'],
  [new RegExp(`^/vendor/venue/\\d+/space/(\\d+|create)(/${SPACE_STEPS})?$`), 'mfe-host'],
  [/^\/vendor\/onboarding(\/organisation-details)?$/, 'mfe-host'],
  [new RegExp(`^/vendor/onboarding/venue(/${VENUE_STEPS})?$`), 'mfe-host'],
  [new RegExp(`^/vendor/onboarding/space(/${SPACE_STEPS})?$`), 'mfe-host'],
  [/^\/bookings\/vendor(\/\d+(\/(availability|coupons))?)?$/, 'mfe-host'],
  [/^\/services(\/\d+)?$/, 'mfe-host'],
  [/^\/profile\/(organisation|social|payout|team)$/, 'mfe-host'],
  [/^\/team-invitation\/[A-Za-z0-9_-]+$/, 'mfe-host'],
  [/^\/calendar\/oauth\/(google|office365|live_connect|exchange)$/, 'mfe-host'], // provider redirect of a calendar link

  // ---- mfe-admin
  [new RegExp(`^/admin(/(?!content$)${SEG})?$`), 'mfe-admin'],

  // ---- shell
  [/^\/not-found$/, 'not-found'],
  [/^\/server-error$/, 'server-error'],
  [new RegExp(`^/login/${SEG}$`), 'login-link'],
  [new RegExp(`^/verify-phone/${SEG}$`), 'verify-phone'],
  [/^\/oauth\/(google|facebook|linkedin)$/, 'oauth'],
];

/** '/en/search/' -> '/search' (query and hash dropped). */
export function barePath(pathname: string): string {
  const path = stripLocale(pathname.split(/[?#]/)[0] || '/');
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export function routeOwner(pathname: string): RouteOwner | null {
  const path = barePath(pathname);
  for (const [pattern, owner] of ROUTES) if (pattern.test(path)) return owner;
  return null;
}

const isActive = (name: RouteOwner) => (location: Location | URL) => routeOwner(location.pathname) === name;

/** single-spa activity functions, one per MFE. */
export const activityFunctions: Record<MfeName, (location: Location | URL) => boolean> = {
  'mfe-content': isActive('mfe-content'),
  'mfe-search': isActive('mfe-search'),
  'mfe-booking': isActive('mfe-booking'),
  'mfe-host': isActive('mfe-host'),
  'mfe-admin': isActive('mfe-admin'),
};
