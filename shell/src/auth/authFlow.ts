// State that lives across the steps of one login/sign-up (sessionStorage, so a reload keeps it),
// plus the marker that this browser asked for a login link (the another-browser step).
import { authPopupUrl, navigate, peekLoginRedirect, replaceRoute, setLoginRedirect, type AuthPopupStep } from '@zaalplek/platform';

export type LoginMethod = 'email' | 'phone';
export type RoleChoice = 'BOOKER' | 'VENDOR';

export interface AuthFlow {
  /** What the user typed in the login field (e-mail or phone). */
  identifier?: string;
  method?: LoginMethod;
  accountId?: number;
  /** "Book a space" / "Lease a space" at sign-up. */
  role?: RoleChoice;
  /** The login came from a sign-up: the role is known, no select-role step. */
  signUp?: boolean;
}

const FLOW_KEY = 'zaalplek.authFlow';
export const LINK_REQUESTED_KEY = 'zaalplek.loginLinkRequested';
export const CHOSEN_ROLE_KEY = 'zaalplek.chosenRole';
/** A sign-up asked for its confirmation mail here (localStorage: the mail link may open in a new tab). */
export const SIGN_UP_STARTED_KEY = 'zaalplek.signUpStarted';

export function getAuthFlow(): AuthFlow {
  try {
    return JSON.parse(sessionStorage.getItem(FLOW_KEY) ?? '{}') as AuthFlow;
  } catch {
    return {};
  }
}

export function updateAuthFlow(patch: AuthFlow): AuthFlow {
  const next = { ...getAuthFlow(), ...patch };
  sessionStorage.setItem(FLOW_KEY, JSON.stringify(next));
  return next;
}

export function clearAuthFlow(): void {
  sessionStorage.removeItem(FLOW_KEY);
}

/** Marks that this browser asked for a login link (localStorage: the mail may open in a new tab). */
export function markLinkRequested(): void {
  localStorage.setItem(LINK_REQUESTED_KEY, String(Date.now()));
}

export function linkRequestedHere(): boolean {
  return localStorage.getItem(LINK_REQUESTED_KEY) !== null;
}

export function clearLinkRequested(): void {
  localStorage.removeItem(LINK_REQUESTED_KEY);
}

/** Marks that this browser started a sign-up with this role (its first login gets the welcome step). */
export function markSignUpStarted(role: RoleChoice): void {
  localStorage.setItem(SIGN_UP_STARTED_KEY, JSON.stringify({ role, at: Date.now() }));
}

export function signUpStartedHere(): { role: RoleChoice } | null {
  try {
    const value = JSON.parse(localStorage.getItem(SIGN_UP_STARTED_KEY) ?? 'null') as { role?: unknown } | null;
    return value && (value.role === 'BOOKER' || value.role === 'VENDOR') ? { role: value.role } : null;
  } catch {
    return null;
  }
}

export function clearSignUpStarted(): void {
  localStorage.removeItem(SIGN_UP_STARTED_KEY);
}

/** Shows another step of the popup (replaces the history entry: Back closes the popup). */
export function goToStep(step: AuthPopupStep): void {
  replaceRoute(authPopupUrl(step));
}

/** Opens the popup (new history entry). */
export function openStep(step: AuthPopupStep): void {
  navigate(authPopupUrl(step));
}

export function closeAuthPopup(): void {
  replaceRoute(authPopupUrl(null));
}

/**
 * The page the login started on is where the user returns (also when the mail link opens in a
 * new tab); a redirect set earlier (guard, requestLogin) wins.
 */
export function rememberWhereLoginStarted(): void {
  if (!peekLoginRedirect()) setLoginRedirect(authPopupUrl(null));
}
