// Which login screen (if any) the current URL asks for: a popup step in the `authPopup` query
// flag, or a login-link page. Kept apart from the screens so the shell's first chunk can decide
// without loading their code.
import { isAuthPopupStep, type AuthPopupStep } from '@zaalplek/platform';
import { routeOwner, type AuthPage } from '../activity-functions';

export function authPageFor(pathname: string): AuthPage | null {
  const owner = routeOwner(pathname);
  return owner === 'login-link' || owner === 'verify-phone' || owner === 'oauth' ? owner : null;
}

export function authStepOf(href: string): AuthPopupStep | null {
  const value = new URL(href, 'http://x').searchParams.get('authPopup');
  return isAuthPopupStep(value) ? value : null;
}
