import { act, render, screen } from '@testing-library/react';
import { clearSession, getSession, onSessionChange, setTokens, useSession } from '../session';
import { onZaalplekEvent } from '../events';

beforeEach(() => {
  localStorage.clear();
  clearSession();
});

test('setTokens stores the access token only (the refresh token lives in the API\'s HttpOnly cookie) and sets the 365-day logged-in cookie', () => {
  const setCookie = jest.spyOn(document, 'cookie', 'set');
  localStorage.setItem('zaalplek.refreshToken', 'from-before'); // a token kept before the cookie existed
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  expect(localStorage.getItem('zaalplek.accessToken')).toBe('a');
  expect(localStorage.getItem('zaalplek.refreshToken')).toBeNull();
  expect(JSON.stringify(localStorage)).not.toContain('"r"');
  expect(getSession()).toEqual({ accessToken: 'a', refreshToken: null });
  expect(setCookie).toHaveBeenLastCalledWith(expect.stringMatching(/^zaalplek_logged_in=1; path=\/; max-age=31536000/));
  expect(document.cookie).toContain('zaalplek_logged_in=1');
  setCookie.mockRestore();
});

test('clearSession removes tokens and cookie and announces the logout', () => {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  const seen: boolean[] = [];
  const off = onZaalplekEvent('zaalplek:session', (d) => seen.push(d.loggedIn));
  clearSession();
  off();
  expect(getSession()).toEqual({ accessToken: null, refreshToken: null });
  expect(document.cookie).not.toContain('zaalplek_logged_in=1');
  expect(seen).toEqual([false]);
});

test('onSessionChange fires for this tab and for storage events of other tabs, until unsubscribed', () => {
  const cb = jest.fn();
  const off = onSessionChange(cb);
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  window.dispatchEvent(new StorageEvent('storage', { key: 'zaalplek.accessToken' }));
  window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
  expect(cb).toHaveBeenCalledTimes(2);
  off();
  clearSession();
  expect(cb).toHaveBeenCalledTimes(2);
});

test('useSession re-renders on login and logout', () => {
  function Probe() {
    const s = useSession();
    return <span>{s.isLoggedIn ? `in:${s.accessToken}` : 'out'}</span>;
  }
  render(<Probe />);
  expect(screen.getByText('out')).toBeInTheDocument();
  act(() => setTokens({ accessToken: 'tok', refreshToken: 'r' }));
  expect(screen.getByText('in:tok')).toBeInTheDocument();
  act(() => clearSession());
  expect(screen.getByText('out')).toBeInTheDocument();
});
