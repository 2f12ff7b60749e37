import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@zaalplek/design-system';
import { ZaalplekIntlProvider } from '@zaalplek/platform';
import en from '../messages/en.json';
import nl from '../messages/nl.json';
import authEn from '../auth/messages/en.json';
import authNl from '../auth/messages/nl.json';

/** The shell's texts with the login popup's (in the app those load with the popup, LazyAuth.tsx). */
const messages = { nl: { ...nl, ...authNl }, en: { ...en, ...authEn } };

export function renderShell(ui: ReactElement) {
  return render(
    <ThemeProvider theme={theme}>
      <ZaalplekIntlProvider messages={messages}>{ui}</ZaalplekIntlProvider>
    </ThemeProvider>,
  );
}
