import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@zaalplek/design-system';
import { ZaalplekIntlProvider } from '@zaalplek/platform';
import { shellMessages } from '../messages';

export function renderShell(ui: ReactElement) {
  return render(
    <ThemeProvider theme={theme}>
      <ZaalplekIntlProvider messages={shellMessages}>{ui}</ZaalplekIntlProvider>
    </ThemeProvider>,
  );
}
