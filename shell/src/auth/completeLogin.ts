// What happens once the API answered with tokens (e-mail link or code, SMS code, social login):
// tokens stored; a sign-up (role chosen already) gets the welcome step; a host account (it can
// book as a guest too) chooses how to continue; everyone else is greeted back and returns to
// where they were (login redirect) with 'zaalplek:logged-in' so MFEs replay the pending action.
import {
  announceLoggedIn,
  authPopupUrl,
  dispatchZaalplekEvent,
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
import {
  CHOSEN_ROLE_KEY,
  clearAuthFlow,
  clearLinkRequested,
  clearSignUpStarted,
  getAuthFlow,
  goToStep,
  signUpStartedHere,
  updateAuthFlow,
  type RoleChoice,
} from './authFlow';
import { forgetNonce, logout, type AuthTokens } from './authApi';

const asRole = (state: unknown): RoleChoice | undefined => (state === 'BOOKER' || state === 'VENDOR' ? state : undefined);

/**
 * The step after a login, or null when the login is complete (no question left):
 * - a sign-up (this tab's flow, or the sign-up marker when the mail link opens in a new tab)
 *   chose its role already and gets the welcome step;
 * - an account with an organisation is a host that may also book: it chooses guest or host;
 * - a new account made by a social login (never asked) chooses its role;
 * - everyone else continues in their account's role.
 */
export function nextAfterLogin(
  tokens: Pick<AuthTokens, 'account' | 'is_created'>,
  flow: { signUp: boolean; newAccountUnasked?: boolean },
): AuthPopupStep | null {
  if (flow.signUp) return 'email-confirmed';
  const account = tokens.account as { organisationId?: number | null } | undefined;
  if (account?.organisationId != null) return 'select-role';
  if (flow.newAccountUnasked && tokens.is_created) return 'select-role';
  return null;
}

/**
 * Stores the tokens and returns the step to show next (null: the login is complete, call
 * continueAfterLogin). `signUp` overrides what this browser knows about a sign-up;
 * `newAccountUnasked` marks a flow that never asked for the role (social login).
 */
export function storeLogin(tokens: AuthTokens, opts: { signUp?: boolean; newAccountUnasked?: boolean } = {}): AuthPopupStep | null {
  setTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
  reloadCurrentUser();
  clearLinkRequested();
  forgetNonce();
  const flow = getAuthFlow();
  const started = signUpStartedHere();
  clearSignUpStarted();
  // In another browser nothing local is known: a first session (is_created) counts as the sign-up.
  const otherBrowser = tokens.same_browser === false && Boolean(tokens.is_created);
  const signUp = opts.signUp ?? (Boolean(flow.signUp) || started !== null || otherBrowser);
  const role: RoleChoice | undefined = (signUp ? flow.role ?? started?.role : undefined) ?? asRole(tokens.account?.accountState);
  updateAuthFlow({ signUp, role });
  return nextAfterLogin(tokens, { signUp, newAccountUnasked: opts.newAccountUnasked });
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

/**
 * After storeLogin: shows the next step (in the popup, or at the login redirect from a page),
 * or, when nothing is left to ask, greets the returning user and goes back to where they were.
 */
export function continueAfterLogin(next: AuthPopupStep | null, where: 'popup' | 'page'): void {
  if (next) {
    if (where === 'popup') goToStep(next);
    else navigate(nextStepUrl(next));
    return;
  }
  const { role } = getAuthFlow();
  if (role) rememberRole(role);
  dispatchZaalplekEvent('zaalplek:toast', { messageId: 'Auth.welcomeBack', kind: 'success' });
  finishLogin(role);
}

const isHostPath = (path: string) => /^(\/(en|nl))?\/vendor(\/|$|\?)/.test(path);

/**
 * Closes the flow: back to the login redirect. With `hostHome` (the user chose to continue as
 * host, or signed up as one) a redirect outside the host area gives way to the host dashboard.
 */
export function finishLogin(role?: RoleChoice, opts: { hostHome?: boolean } = {}): void {
  clearAuthFlow();
  const redirect = takeLoginRedirect();
  const hostDashboard = localePath('/vendor/spaces');
  let target: string;
  if (role === 'VENDOR' && opts.hostHome && !(redirect && isHostPath(new URL(redirect, window.location.origin).pathname))) target = hostDashboard;
  else if (redirect) target = authPopupUrl(null, new URL(redirect, window.location.origin).href);
  else target = role === 'VENDOR' ? hostDashboard : authPopupUrl(null);
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
