// ZaalplekIntlProvider: locale from the URL (nl default, /en -> en), re-renders on route change.
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, getLocale, TIME_ZONE, type Locale } from './routes';
import { usePathname } from './location';
import { platformMessages, type Catalog } from './messages';

export interface ZaalplekIntlProviderProps {
  messages: Partial<Record<Locale, Catalog>>;
  children?: ReactNode;
  /** Forces a locale (tests, storybook); normally read from the URL. */
  locale?: Locale;
}

export function ZaalplekIntlProvider({ messages, children, locale: forced }: ZaalplekIntlProviderProps) {
  const pathname = usePathname();
  const locale = forced ?? getLocale(pathname);
  const catalog = useMemo(
    () => ({ ...platformMessages[locale], ...messages[locale] }),
    [locale, messages],
  );
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} timeZone={TIME_ZONE} messages={catalog}>
      {children}
    </IntlProvider>
  );
}

export function useLocale(): Locale {
  return getLocale(usePathname());
}
