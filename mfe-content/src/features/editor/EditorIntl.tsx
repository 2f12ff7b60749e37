// The content editor's texts live in their own catalogs (features/editor/catalog), loaded with the
// editor's chunk, so the public pages do not carry them: this provider adds them to the MFE's catalog.
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import en from './catalog/en.json';
import nl from './catalog/nl.json';

export const EDITOR_CATALOGS = { nl, en } as const;

export function EditorIntl({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'nl';
  const messages = useMemo(() => ({ ...intl.messages, ...EDITOR_CATALOGS[locale] }), [intl.messages, locale]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} timeZone={intl.timeZone} messages={messages}>
      {children}
    </IntlProvider>
  );
}
