import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { patchHistoryApi } from 'single-spa';
import { ThemeProvider } from 'styled-components';
import { theme } from '@zaalplek/design-system';
import { ZaalplekIntlProvider } from '@zaalplek/platform';
import { api } from '../../api';
import en from '../../messages/en.json';
import nl from '../../messages/nl.json';
import { store } from '../../store';

// Sets the start URL of a test without a routing event.
const setStartUrl = window.history.replaceState.bind(window.history);

// As in the shell after start(): pushState/replaceState fire popstate, so every
// listener (platform's useLocationHref, react-router) sees navigation.
patchHistoryApi();

/**
 * Renders a page at `url` with this MFE's store, theme and catalogs (locale from the URL,
 * as in the shell). The API cache is reset first so every test starts from its own fetch mock.
 */
export function renderPage(ui: ReactElement, url = '/') {
  setStartUrl(null, '', url);
  store.dispatch(api.util.resetApiState());
  return render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <ZaalplekIntlProvider messages={{ nl, en }}>{ui}</ZaalplekIntlProvider>
      </ThemeProvider>
    </Provider>,
  );
}
