// Which frame parts a route shows (spec: search has no footer; host onboarding/settings hide the header).
import { barePath, routeOwner } from '../activity-functions';

export function showsHeader(pathname: string): boolean {
  return !/^\/vendor\/onboarding(\/|$)/.test(barePath(pathname));
}

export function showsFooter(pathname: string): boolean {
  return !/^\/(search|chat)(\/|$)/.test(barePath(pathname));
}

export function isHome(pathname: string): boolean {
  return barePath(pathname) === '/';
}

export function shellPageFor(pathname: string): 'not-found' | 'server-error' | null {
  const owner = routeOwner(pathname);
  return owner === 'not-found' || owner === 'server-error' ? owner : null;
}
