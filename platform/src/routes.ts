// Locale-aware route helpers. nl is the default (no prefix, /nl accepted); en lives under /en.
import { navigateToUrl } from 'single-spa';

export const LOCALES = ['nl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl';
/** The UI's one time zone (design-system/src/timeZone.ts). */
export { TIME_ZONE } from '@zaalplek/design-system/core';

const PREFIX = /^\/(en|nl)(?=\/|$|\?|#)/;

function currentPathname(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

export function getLocale(pathname: string = currentPathname()): Locale {
  const match = PREFIX.exec(pathname);
  return match?.[1] === 'en' ? 'en' : DEFAULT_LOCALE;
}

export function hasLocalePrefix(path: string): boolean {
  return PREFIX.test(path);
}

export function stripLocale(pathname: string): string {
  const stripped = pathname.replace(PREFIX, '');
  if (stripped === '') return '/';
  return stripped.startsWith('/') ? stripped : `/${stripped}`;
}

/**
 * ('/search', 'en') -> '/en/search'; ('/search', 'nl') -> '/search'.
 * Without a locale, the current URL's locale is used, and an already prefixed path is kept.
 */
export function localePath(path: string, locale?: Locale): string {
  if (!path.startsWith('/')) return path; // absolute or relative URLs are left alone
  if (locale === undefined) {
    if (hasLocalePrefix(path)) return path;
    locale = getLocale();
  }
  const bare = stripLocale(path);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? '/en' : bare.startsWith('/?') || bare.startsWith('/#') ? `/en${bare.slice(1)}` : `/en${bare}`;
}

/** Client-side navigation through single-spa (no full reload); the path is localised. */
export function navigate(path: string): void {
  navigateToUrl(localePath(path));
}

/** Replace the current history entry (used for redirects) and let single-spa reroute. */
export function replaceRoute(path: string): void {
  window.history.replaceState(window.history.state, '', localePath(path));
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}
