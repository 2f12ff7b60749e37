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

const FIXED: Record<string, string> = {
  '/profile': '/profile/account',
  '/company/about-us': '/about-us',
};

/** Bare path -> bare redirect target, or null. Known routes never redirect (except FIXED). */
export function redirectFor(bare: string): string | null {
  if (FIXED[bare]) return FIXED[bare];
  if (ROUTES.some(([pattern]) => pattern.test(bare))) return null;
  const segments = bare.split('/').filter(Boolean);

  if (segments.length === 1 && (BARE_REGION_REDIRECTS as readonly string[]).includes(segments[0])) {
    return `/locations/${segments[0]}`;
  }
  if (segments.length === 2 && (GEO_REGIONS as readonly string[]).includes(segments[0])) {
    return `/locations/${segments[0]}/${segments[1]}`;
  }
  // Old space form /{hash: 8 lowercase alnum}/{name}/{reference digits}; "bookings" -> hash/name.
  if (segments.length === 3 && /^[a-z0-9]{8}$/.test(segments[0]) && /^\d+$/.test(segments[2])) {
    const [hash, name, reference] = segments;
    return hash === 'bookings' ? `/${hash}/${name}` : `/space/${hash}/${name}/${reference}`;
  }
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
