import nl from './nl.json';
import en from './en.json';

export type DesignSystemLocale = 'nl' | 'en';

/** The design system's own catalogs. Hosts may merge them into their IntlProvider messages. */
export const designSystemMessages: Record<DesignSystemLocale, Record<string, string>> = { nl, en };
