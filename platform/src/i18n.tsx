// ZaalplekIntlProvider: locale from the URL (nl default, /en -> en), re-renders on route change.
// A catalog that still has to load (catalog-loader.ts) is fetched first: meanwhile the language shown
// before stays (a language switch changes the texts once the new catalog is there), and on a first
// page in English nothing is rendered until its texts are there (no Dutch flash).
import type { ReactNode } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, getLocale, TIME_ZONE, type Locale } from './routes';
import { usePathname } from './location';
import { platformMessages } from './messages';
import { catalogNow, loadCatalog, type Catalogs } from './catalog-loader';

export interface ZaalplekIntlProviderProps {
  messages: Catalogs;
  children?: ReactNode;
  /** Forces a locale (tests, storybook); normally read from the URL. */
  locale?: Locale;
}

function catalogsNow(messages: Catalogs, locale: Locale) {
  const platform = catalogNow(platformMessages, locale);
  const own = catalogNow(messages, locale);
  return platform && own ? { ...platform, ...own } : null;
}

export function ZaalplekIntlProvider({ messages, children, locale: forced }: ZaalplekIntlProviderProps) {
  const pathname = usePathname();
  const wanted = forced ?? getLocale(pathname);
  const [loads, setLoads] = useState(0);
  const ready = useMemo(() => catalogsNow(messages, wanted), [messages, wanted, loads]); // eslint-disable-line react-hooks/exhaustive-deps
  // the language shown last, kept while another one's catalog loads
  const [previous, setPrevious] = useState<{ locale: Locale; catalog: Record<string, string> } | null>(null);
  const current = ready ? { locale: wanted, catalog: ready } : previous;

  useEffect(() => {
    if (ready) setPrevious({ locale: wanted, catalog: ready });
  }, [ready, wanted]);

  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    Promise.all([loadCatalog(platformMessages, wanted), loadCatalog(messages, wanted)]).then(
      () => live && setLoads((n) => n + 1),
      (error: unknown) => console.error('[zaalplek] message catalog failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [ready, messages, wanted]);

  if (!current) return null;
  return (
    <IntlProvider locale={current.locale} defaultLocale={DEFAULT_LOCALE} timeZone={TIME_ZONE} messages={current.catalog}>
      {children}
    </IntlProvider>
  );
}

export function useLocale(): Locale {
  return getLocale(usePathname());
}
