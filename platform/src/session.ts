// Session and token store: the access token in localStorage + a 365-day `zaalplek_logged_in` cookie.
// State lives in localStorage, so every copy of this module (and every tab) agrees.
// The refresh token is never stored by page scripts: the API keeps it in an HttpOnly cookie
// (`zaalplek_refresh`, see refresh.ts). REFRESH_TOKEN_KEY only holds a token from before that
// change, used once by the next refresh and then removed.
import { useSyncExternalStore } from 'react';
import { dispatchZaalplekEvent, onZaalplekEvent } from './events';

export const ACCESS_TOKEN_KEY = 'zaalplek.accessToken';
export const REFRESH_TOKEN_KEY = 'zaalplek.refreshToken';
export const LOGGED_IN_COOKIE = 'zaalplek_logged_in';
export const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60; // 31536000000 ms

export interface Session {
  accessToken: string | null;
  /** a refresh token kept from before the HttpOnly cookie (null for every newer login) */
  refreshToken: string | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function getSession(): Session {
  const store = storage();
  return {
    accessToken: store?.getItem(ACCESS_TOKEN_KEY) ?? null,
    refreshToken: store?.getItem(REFRESH_TOKEN_KEY) ?? null,
  };
}

/** Stores the access token; a refresh token in a login answer is ignored (the API put it in its HttpOnly cookie). */
export function setTokens(tokens: { accessToken: string; refreshToken?: string | null }): void {
  const store = storage();
  store?.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
  store?.removeItem(REFRESH_TOKEN_KEY);
  document.cookie = `${LOGGED_IN_COOKIE}=1; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  dispatchZaalplekEvent('zaalplek:session', { loggedIn: true });
}

export function clearSession(): void {
  const store = storage();
  store?.removeItem(ACCESS_TOKEN_KEY);
  store?.removeItem(REFRESH_TOKEN_KEY);
  document.cookie = `${LOGGED_IN_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
  dispatchZaalplekEvent('zaalplek:session', { loggedIn: false });
}

let deliberateLogoutAt = 0;
/** How long after a deliberate logout the guards stay quiet (the page is being left anyway). */
export const DELIBERATE_LOGOUT_MS = 5000;

/**
 * A logout the user asked for (user menu, account deletion): clears the session like
 * clearSession, and guards of the page being left do not open the login popup.
 */
export function endSession(): void {
  deliberateLogoutAt = Date.now();
  clearSession();
}

export function isDeliberateLogout(): boolean {
  return Date.now() - deliberateLogoutAt < DELIBERATE_LOGOUT_MS;
}

/** Called on every session change in this tab (zaalplek:session) and in other tabs (storage). */
export function onSessionChange(cb: () => void): () => void {
  const offEvent = onZaalplekEvent('zaalplek:session', () => cb());
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) cb();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    offEvent();
    window.removeEventListener('storage', onStorage);
  };
}

export interface SessionState extends Session {
  isLoggedIn: boolean;
}

let cachedKey = '';
let cachedState: SessionState = { accessToken: null, refreshToken: null, isLoggedIn: false };

function sessionSnapshot(): SessionState {
  const session = getSession();
  const key = `${session.accessToken}\u0000${session.refreshToken}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cachedState = { ...session, isLoggedIn: Boolean(session.accessToken) };
  }
  return cachedState;
}

export function useSession(): SessionState {
  return useSyncExternalStore(onSessionChange, sessionSnapshot, sessionSnapshot);
}
