// Route guards: RequireLogin (home with ?authPopup=login), RequireRole, RequireAdmin, RequireStaff (-> /not-found).
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { isDeliberateLogout, useSession } from './session';
import { useCurrentUser, type Account, type AccountState } from './current-user';
import { localePath, navigate, stripLocale } from './routes';
import { dispatchZaalplekEvent } from './events';
import { setLoginRedirect } from './pending-action';

export { useCurrentUser } from './current-user';

function Redirect({ to }: { to: string }) {
  useEffect(() => {
    navigate(to);
  }, [to]);
  return null;
}

function Loading() {
  return (
    <div role="status" aria-busy="true">
      <FormattedMessage id="guards.loading" defaultMessage="Laden…" />
    </div>
  );
}

export interface RequireLoginProps {
  children?: ReactNode;
  /** Keep the current path and add the login-popup flag instead of going home. */
  stayOnPage?: boolean;
}

export function loginRedirectPath(stayOnPage = false): string {
  if (!stayOnPage) return localePath('/?authPopup=login');
  const url = new URL(window.location.href);
  url.searchParams.set('authPopup', 'login');
  return `${url.pathname}${url.search}`;
}

function LoginRedirect({ stayOnPage }: { stayOnPage?: boolean }) {
  if (isDeliberateLogout()) return null; // the logout already goes home
  return <LoginRedirectNow stayOnPage={stayOnPage} />;
}

function LoginRedirectNow({ stayOnPage }: { stayOnPage?: boolean }) {
  // read where the user is while rendering: the effect below navigates away
  const [target] = useState(() => ({
    redirect: `${window.location.pathname}${window.location.search}`,
    to: loginRedirectPath(stayOnPage),
  }));
  useEffect(() => {
    setLoginRedirect(target.redirect);
    dispatchZaalplekEvent('zaalplek:auth-required', { redirect: target.redirect });
    navigate(target.to);
  }, [target]);
  return null;
}

export function RequireLogin({ children, stayOnPage }: RequireLoginProps) {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return <LoginRedirect stayOnPage={stayOnPage} />;
  return <>{children}</>;
}

function UserCheck({ allowed, children }: { allowed: (user: Account) => boolean; children?: ReactNode }) {
  const { isLoggedIn } = useSession();
  const { user, loading } = useCurrentUser();
  if (!isLoggedIn) return <LoginRedirect />;
  if (loading) return <Loading />;
  if (!user || !allowed(user)) return <Redirect to={localePath('/not-found')} />;
  return <>{children}</>;
}

export interface RequireRoleProps {
  states: AccountState | AccountState[];
  children?: ReactNode;
}

export function RequireRole({ states, children }: RequireRoleProps) {
  const list = Array.isArray(states) ? states : [states];
  return <UserCheck allowed={(user) => list.includes(user.accountState)}>{children}</UserCheck>;
}

export function RequireAdmin({ children }: { children?: ReactNode }) {
  return <UserCheck allowed={(user) => user.isAdmin}>{children}</UserCheck>;
}

/** Staff (admin, support, content editor): accounts whose role table allows the admin area. */
export function isStaff(user: Account | null | undefined): boolean {
  return Boolean(user?.eventPermissions?.includes('admin.area'));
}

/** The admin area: staff only; which tabs a staff member sees follows `eventPermissions`. */
export function RequireStaff({ children }: { children?: ReactNode }) {
  return <UserCheck allowed={isStaff}>{children}</UserCheck>;
}

/** True when the path (without locale) is the home page. */
export function isHomePath(pathname: string): boolean {
  return stripLocale(pathname) === '/';
}

/** The steps of the login/account popups the shell renders for `?authPopup=<step>` (spec section 2). */
export const AUTH_POPUP_STEPS = [
  'login',
  'sign-up',
  'email-login',
  'phone-login',
  'email-confirmation',
  'email-confirmed',
  'another-browser',
  'complete-account',
  'select-role',
  'phone-confirmation',
  'phone-confirmed',
] as const;
export type AuthPopupStep = (typeof AUTH_POPUP_STEPS)[number];

export function isAuthPopupStep(value: unknown): value is AuthPopupStep {
  return typeof value === 'string' && (AUTH_POPUP_STEPS as readonly string[]).includes(value);
}

/** The current URL with `authPopup=<step>` (null removes the flag). */
export function authPopupUrl(step: AuthPopupStep | null, href: string = window.location.href): string {
  const url = new URL(href, window.location.origin);
  if (step) url.searchParams.set('authPopup', step);
  else url.searchParams.delete('authPopup');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Opens a login/account popup over the current page, e.g. `openAuthPopup('complete-account')`
 * when an account action needs a phone number the user has not given yet.
 */
export function openAuthPopup(step: AuthPopupStep): void {
  navigate(authPopupUrl(step));
}
