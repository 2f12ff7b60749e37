import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';

/** Renders inside ThemeProvider + a host-like IntlProvider with NO design-system messages merged. */
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'nl', ...options }: { locale?: 'nl' | 'en' } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} defaultLocale="nl" messages={{}}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </IntlProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
