/** Authorisation helpers shared by REST routes and GraphQL resolvers. */
import { forbidden, unauthenticated } from '../errors/ApiError';
import type { AccountState, Viewer } from './tokens';

export function requireLogin(viewer: Viewer | null | undefined): Viewer {
  if (!viewer) throw unauthenticated();
  return viewer;
}

export function requireRole(viewer: Viewer | null | undefined, states: AccountState | AccountState[]): Viewer {
  const v = requireLogin(viewer);
  const allowed = Array.isArray(states) ? states : [states];
  if (!allowed.includes(v.accountState)) throw forbidden();
  return v;
}

export function requireAdmin(viewer: Viewer | null | undefined): Viewer {
  const v = requireLogin(viewer);
  if (!v.isAdmin) throw forbidden();
  return v;
}
