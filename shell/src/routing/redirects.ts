// Redirects of the guest spec (section 2): profile, company/about-us, geo and the old space URL.
import { ROUTES, barePath, routeOwner } from '../activity-functions';

export const GEO_REGIONS = [
  'noord-holland',
  'noord-brabant',
  'overijssel',
  'utrecht',
  'zuid-holland',
  'friesland',
  'gelderland',
  'flevoland',
  'groningen',
] as const;

export const BARE_REGION_REDIRECTS = ['friesland', 'flevoland'] as const;

/**
 * [pattern over the bare path, target with $1.. of the pattern's groups]; the first match wins and
 * known routes are never redirected. The shell's build copies these rules into .route-table.json, so
 * the server answers the same redirects with a 301 before any script runs.
 */
export const REDIRECT_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/profile$/, '/profile/account'],
  [/^\/company\/about-us$/, '/about-us'],
  [new RegExp(`^/(${BARE_REGION_REDIRECTS.join('|')})$`), '/locations/$1'],
  [new RegExp(`^/(${GEO_REGIONS.join('|')})/([^/]+)$`), '/locations/$1/$2'],
  // old space form /{hash: 8 lowercase alnum}/{name}/{reference digits}; the hash "bookings" -> hash/name
  [/^\/bookings\/([^/]+)\/\d+$/, '/bookings/$1'],
  [/^\/([a-z0-9]{8})\/([^/]+)\/(\d+)$/, '/space/$1/$2/$3'],
];

/** Bare path -> bare redirect target, or null. Known routes never redirect. */
export function redirectFor(bare: string): string | null {
  if (ROUTES.some(([pattern]) => pattern.test(bare))) return null;
  for (const [pattern, target] of REDIRECT_RULES) if (pattern.test(bare)) return bare.replace(pattern, target);
  return null;
}

export type Resolution =
  | { kind: 'route'; owner: NonNullable<ReturnType<typeof routeOwner>> }
  | { kind: 'redirect'; to: string };

/**
 * What the shell does with a URL: serve it, or replace it (redirect / not-found).
 * `to` keeps the locale prefix of the request and its query string.
 */
export function resolveUrl(pathname: string, search = ''): Resolution {
  const bare = barePath(pathname);
  const prefix = /^\/(en|nl)(\/|$)/.exec(pathname)?.[1];
  const withPrefix = (path: string) => (prefix ? `/${prefix}${path === '/' ? '' : path}` : path);

  const redirect = redirectFor(bare);
  if (redirect) return { kind: 'redirect', to: withPrefix(redirect) + search };
  const owner = routeOwner(bare);
  if (owner) return { kind: 'route', owner };
  return { kind: 'redirect', to: withPrefix('/not-found') };
}
