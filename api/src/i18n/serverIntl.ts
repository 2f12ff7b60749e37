/**
 * Server texts (page titles and descriptions, and any text the API writes itself) in nl and en through
 * @formatjs/intl, from the catalogs in messages/. Dutch is the source language; a message missing from
 * the English catalog falls back to Dutch, and a catalog test keeps both complete.
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import en from './messages/en.json';
import nl from './messages/nl.json';

export type ServerLocale = 'nl' | 'en';
export type MessageId = keyof typeof nl;

export const CATALOGS: Record<ServerLocale, Record<MessageId, string>> = { nl, en };

const cache = createIntlCache();
const intls = new Map<ServerLocale, IntlShape<string>>();

export function serverIntl(locale: ServerLocale): IntlShape<string> {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, defaultLocale: 'nl', messages: { ...nl, ...CATALOGS[locale] } }, cache);
    intls.set(locale, intl);
  }
  return intl;
}

/** One server text: t('nl', 'seo.city.title', { city: 'Utrecht' }). */
export function t(locale: ServerLocale, id: MessageId, values?: Record<string, string | number>): string {
  return serverIntl(locale).formatMessage({ id }, values);
}
