// Keeps the URL on a known route: redirects and unknown paths replace the history entry
// (no extra back-button step) and single-spa reroutes to the new URL.
import { resolveUrl } from './redirects';
import { preferredLocaleTarget } from '../layout/language-preference';

/** Replaces the URL when it must be redirected. Returns true when it did. */
export function applyRedirect(loc: Location = window.location): boolean {
  const resolution = resolveUrl(loc.pathname, loc.search);
  const to = resolution.kind === 'redirect' ? resolution.to : preferredLocaleTarget(loc.pathname, loc.search);
  if (to == null) return false;
  const target = to + (to.includes('#') ? '' : loc.hash);
  if (target === `${loc.pathname}${loc.search}${loc.hash}`) return false;
  window.history.replaceState(window.history.state, '', target);
  return true;
}

/** Watches every route change; call once before single-spa start(). */
export function installRedirects(): () => void {
  applyRedirect();
  const onRoute = () => {
    if (applyRedirect()) window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  };
  window.addEventListener('single-spa:routing-event', onRoute);
  return () => window.removeEventListener('single-spa:routing-event', onRoute);
}
