// The language a visitor chose with the header switch, remembered in this browser:
// an unprefixed (Dutch default) URL opened later goes to its /en version when English was chosen.
import { hasLocalePrefix, localePath, type Locale } from '@zaalplek/platform';

const KEY = 'zaalplek.locale';

export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(KEY, locale);
  } catch {
    // storage refused (private mode): the switch still works for this page
  }
}

export function rememberedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return value === 'en' || value === 'nl' ? value : null;
  } catch {
    return null;
  }
}

/** The same page and query in `locale` ("/en/search?x=1" <-> "/search?x=1"). */
export function switchLocaleHref(pathname: string, search: string, locale: Locale): string {
  return localePath(`${pathname}${search}`, locale);
}

/** Where an unprefixed URL goes when English was remembered; null when it stays. */
export function preferredLocaleTarget(pathname: string, search: string): string | null {
  if (hasLocalePrefix(pathname) || rememberedLocale() !== 'en') return null;
  return switchLocaleHref(pathname, search, 'en');
}
