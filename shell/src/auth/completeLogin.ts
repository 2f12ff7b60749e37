// What happens once the API answered with tokens (e-mail link or code, SMS code, social login):
// tokens stored, then the role choice (login) or the welcome step (sign-up), then back to where
// the user was (login redirect) and 'zaalplek:logged-in' so MFEs replay the pending action.
import {
  announceLoggedIn,
  authPopupUrl,
  endSession,
  getSession,
  localePath,
  navigate,
  reloadCurrentUser,
  resetCurrentUser,
  setTokens,
  takeLoginRedirect,
  peekLoginRedirect,
  type AuthPopupStep,
} from '@zaalplek/platform';
import { CHOSEN_ROLE_KEY, clearAuthFlow, clearLinkRequested, getAuthFlow, updateAuthFlow, type RoleChoice } from './authFlow';
import { forgetNonce, logout, type AuthTokens } from './authApi';

/**
 * Stores the tokens and returns the step to show next: a sign-up chose its role already
 * ("Book a space" / "Lease a space") and gets the welcome step; a login chooses guest or host.
 */
export function storeLogin(tokens: AuthTokens, opts: { signUp?: boolean } = {}): AuthPopupStep {
  setTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
  reloadCurrentUser();
  clearLinkRequested();
  forgetNonce();
  const flow = getAuthFlow();
  const signUp = opts.signUp ?? Boolean(flow.signUp);
  const state = tokens.account?.accountState;
  const role: RoleChoice | undefined = flow.role ?? (state === 'BOOKER' || state === 'VENDOR' ? state : undefined);
  updateAuthFlow({ signUp, role });
  return signUp ? 'email-confirmed' : 'select-role';
}

/** Where the popup of the next step opens: the login redirect (if any) with the step flag. */
export function nextStepUrl(step: AuthPopupStep): string {
  const redirect = peekLoginRedirect();
  const base = new URL(redirect ?? localePath('/'), window.location.origin).href;
  return authPopupUrl(step, base);
}

/** The role of this session (spec: kept in session storage). */
export function rememberRole(role: RoleChoice): void {
  sessionStorage.setItem(CHOSEN_ROLE_KEY, role);
}

/** Closes the flow: back to the login redirect (a host without one goes to the host area). */
export function finishLogin(role?: RoleChoice): void {
  clearAuthFlow();
  const redirect = takeLoginRedirect();
  const fallback = role === 'VENDOR' ? localePath('/vendor/spaces') : authPopupUrl(null);
  const target = redirect ? authPopupUrl(null, new URL(redirect, window.location.origin).href) : fallback;
  navigate(target);
  announceLoggedIn();
}

/** Logout: the API call may fail, the tokens and user are cleared anyway (spec section 8). */
export async function logOut(): Promise<void> {
  const { refreshToken } = getSession();
  try {
    await logout(refreshToken);
  } catch (error) {
    console.error('[zaalplek] logout call failed; tokens cleared anyway', error);
  } finally {
    endSession();
    resetCurrentUser();
    sessionStorage.removeItem(CHOSEN_ROLE_KEY);
    navigate('/');
  }
}
