import { act, render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@zaalplek/design-system';
import { ZaalplekIntlProvider, clearSession, resetCurrentUser, setTokens } from '@zaalplek/platform';
import App from '../../App';
import { api } from '../../api';
import { store } from '../../store';
import en from '../../messages/en.json';
import nl from '../../messages/nl.json';

/** Logs a test user in (tokens only; `profile` is answered by the fetch mock). */
export function logIn(): void {
  setTokens({ accessToken: 'test-access-token', refreshToken: 'test-refresh-token' });
}

/** Forgets the session, the loaded user and every cached API answer between tests. */
export function resetState(): void {
  clearSession();
  resetCurrentUser();
  store.dispatch(api.util.resetApiState());
}

/** Renders the MFE's App at `path` with the same providers its single-spa lifecycles add. */
export function renderApp(path: string) {
  act(() => window.history.pushState({}, '', path));
  return render(
    <ThemeProvider theme={theme}>
      <ZaalplekIntlProvider messages={{ nl, en }}>
        <App />
      </ZaalplekIntlProvider>
    </ThemeProvider>,
  );
}

/** The current URL's path and query, e.g. `/?authPopup=login`. */
export function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}
