import type { Decorator, Preview } from '@storybook/react-webpack5';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme, designSystemMessages } from '../src';

type Locale = keyof typeof designSystemMessages;

/** Every story runs inside the theme and an IntlProvider, like in a host MFE. */
const withProviders: Decorator = (Story, context) => {
  const locale: Locale = context.globals.locale === 'en' ? 'en' : 'nl';
  return (
    <IntlProvider locale={locale} defaultLocale="nl" messages={designSystemMessages[locale]}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <div style={{ padding: 24 }}>
          <Story />
        </div>
      </ThemeProvider>
    </IntlProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the components',
      toolbar: {
        title: 'Taal / Language',
        icon: 'globe',
        items: [
          { value: 'nl', title: 'Nederlands' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'nl' },
  decorators: [withProviders],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
