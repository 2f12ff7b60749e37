// The login popup and the login-link pages load their code (steps, forms, social buttons) only
// when the URL asks for them, and their texts in the page's language (authMessages, under the
// platform's); the first page load of any other page does not carry them.
import { Suspense, lazy, useEffect } from 'react';
import { ZaalplekIntlProvider, onZaalplekEvent, setLoginRedirect, useLocationHref } from '@zaalplek/platform';
import type { AuthPage } from '../activity-functions';
import { authStepOf } from './auth-routes';
import { authMessages } from './messages';

const AuthPopup = lazy(() => import(/* webpackChunkName: "auth-popup" */ './AuthPopup').then((m) => ({ default: m.AuthPopup })));
const AuthPages = lazy(() => import(/* webpackChunkName: "auth-pages" */ './AuthPages').then((m) => ({ default: m.AuthPageView })));

export function LazyAuthPopup() {
  const step = authStepOf(useLocationHref());
  // Pages guarded by RequireLogin announce where the user wanted to go (before any popup code loads).
  useEffect(() => onZaalplekEvent('zaalplek:auth-required', ({ redirect }) => setLoginRedirect(redirect)), []);
  if (!step) return null;
  return (
    <ZaalplekIntlProvider messages={authMessages}>
      <Suspense fallback={null}>
        <AuthPopup />
      </Suspense>
    </ZaalplekIntlProvider>
  );
}

export function LazyAuthPage({ page, pathname }: { page: AuthPage; pathname: string }) {
  return (
    <ZaalplekIntlProvider messages={authMessages}>
      <Suspense fallback={null}>
        <AuthPages page={page} pathname={pathname} />
      </Suspense>
    </ZaalplekIntlProvider>
  );
}
