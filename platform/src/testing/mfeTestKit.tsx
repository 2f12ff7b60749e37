import type { ComponentType, ReactElement } from 'react';
import { Provider } from 'react-redux';
import { act, render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@zaalplek/design-system';
import { clearSession, setTokens } from '../session';
import { resetCurrentUser } from '../current-user';
import { ZaalplekIntlProvider } from '../i18n';

interface MfeParts {
  App: ComponentType;
  api: { util: { resetApiState(): unknown } };
  store: { dispatch(action: never): unknown };
  messages: { nl: Record<string, string>; en: Record<string, string> };
}

/** Page-test helpers for one MFE: render its App with the providers its single-spa lifecycles add. */
export function mfeTestKit({ App, api, store, messages }: MfeParts) {
  return {
    /** Logs a test user in (tokens only; `profile` is answered by the fetch mock). */
    logIn(): void {
      setTokens({ accessToken: 'test-access-token', refreshToken: 'test-refresh-token' });
    },
    /** Forgets the session, the loaded user and every cached API answer between tests. */
    resetState(): void {
      clearSession();
      resetCurrentUser();
      store.dispatch(api.util.resetApiState() as never);
    },
    /** Renders the MFE's App at `path`. */
    renderApp(path: string) {
      act(() => window.history.pushState({}, '', path));
      return render(
        <ThemeProvider theme={theme}>
          <ZaalplekIntlProvider messages={messages}>
            <App />
          </ZaalplekIntlProvider>
        </ThemeProvider>,
      );
    },
    /** The current URL's path and query, e.g. `/?authPopup=login`. */
    currentUrl(): string {
      return `${window.location.pathname}${window.location.search}`;
    },
  };
}

/**
 * Page-test helper for one MFE: renders a page at `url` with the MFE's store, theme and catalogs
 * (locale from the URL, as in the shell). The API cache is reset first so every test starts from
 * its own fetch mock. Call `patchHistoryApi()` from single-spa in the test setup to get the
 * shell's routing events.
 */
export function mfePageRenderer({ api, store, messages }: Omit<MfeParts, 'App'>) {
  // Sets the start URL of a test without a routing event.
  const setStartUrl = window.history.replaceState.bind(window.history);
  return function renderPage(ui: ReactElement, url = '/') {
    setStartUrl(null, '', url);
    store.dispatch(api.util.resetApiState() as never);
    return render(
      <Provider store={store as never}>
        <ThemeProvider theme={theme}>
          <ZaalplekIntlProvider messages={messages}>{ui}</ZaalplekIntlProvider>
        </ThemeProvider>
      </Provider>,
    );
  };
}
