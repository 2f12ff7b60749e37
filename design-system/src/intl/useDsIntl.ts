import { createIntl, createIntlCache, useIntl, type IntlShape } from 'react-intl';
import { designSystemMessages, type DesignSystemLocale } from '../messages';

const cache = createIntlCache();
/** One derived intl per host intl, shared by every component (a list of cards would otherwise copy the whole catalog per card). */
const derived = new WeakMap<IntlShape, IntlShape>();

export function dsLocale(locale: string): DesignSystemLocale {
  return locale.toLowerCase().startsWith('en') ? 'en' : 'nl';
}

/**
 * The host's intl (from its IntlProvider) with the design system's messages filled in
 * for every key the host did not provide, so components work whether or not the host
 * merged `designSystemMessages`. Host messages win, so hosts can override texts.
 */
export function useDsIntl(): IntlShape {
  const intl = useIntl();
  let ds = derived.get(intl);
  if (!ds) {
    ds = createIntl(
      {
        locale: intl.locale,
        defaultLocale: intl.defaultLocale,
        timeZone: intl.timeZone,
        messages: { ...designSystemMessages[dsLocale(intl.locale)], ...intl.messages } as Record<string, string>,
        onError: intl.onError,
      },
      cache,
    );
    derived.set(intl, ds);
  }
  return ds;
}
