import { act, screen } from '@testing-library/react';
import { clearSession, dispatchZaalplekEvent, peekLoginRedirect } from '@zaalplek/platform';
import { installFetchMock, jsonResponse } from '@zaalplek/platform/src/test-utils/fetchMock';
import { LazyAuthPopup } from '../LazyAuth';
import { authStepOf } from '../auth-routes';
import { renderShell } from '../../test-utils/renderShell';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
  installFetchMock(() => jsonResponse({ data: { enabled_social_networks: [] } }));
});

test('authStepOf reads only known steps of the authPopup flag', () => {
  expect(authStepOf('/?authPopup=login')).toBe('login');
  expect(authStepOf('/en/search?q=1&authPopup=sign-up')).toBe('sign-up');
  expect(authStepOf('/?authPopup=nonsense')).toBeNull();
  expect(authStepOf('/search')).toBeNull();
});

test('without the authPopup flag nothing is shown; with it the popup code loads and opens', async () => {
  window.history.replaceState(null, '', '/');
  const { unmount } = renderShell(<LazyAuthPopup />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  unmount();

  window.history.replaceState(null, '', '/?authPopup=login');
  renderShell(<LazyAuthPopup />);
  // The first import of the popup's modules is transformed by jest on the spot: allow for it.
  expect(await screen.findByRole('dialog', { name: 'Inloggen of registreren' }, { timeout: 30_000 })).toBeInTheDocument();
}, 60_000);

test('where a login-guarded page wanted to go is remembered before the popup code is loaded', () => {
  window.history.replaceState(null, '', '/');
  renderShell(<LazyAuthPopup />);
  act(() => dispatchZaalplekEvent('zaalplek:auth-required', { redirect: '/bookings/all' }));
  expect(peekLoginRedirect()).toBe('/bookings/all');
});
