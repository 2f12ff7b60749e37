// useCurrentUser: the logged-in Account (GraphQL `profile`), fetched when an access token appears.
// One module-level store, so every component (and every MFE, platform being a singleton) shares one request.
import { useEffect, useSyncExternalStore } from 'react';
import { graphqlRequest } from './graphql';
import { getSession, onSessionChange } from './session';
import { ProfileDocument, type AccountState, type ProfileQuery, type StaffRole } from './generated/graphql';

/** StaffRole: ADMIN, SUPPORT or CONTENT_EDITOR (admin area); null for everyone else and while acting as someone. */
export type { AccountState, StaffRole };
/** The logged-in account as the `profile` query answers it. */
export type Account = NonNullable<ProfileQuery['profile']>;

export const PROFILE_QUERY = /* GraphQL */ `query Profile {
  profile { accountId email firstName lastName locale phone accountState isAdmin staffRole eventPermissions actingAs { adminId adminName expiresAt } organisationId }
}`;

interface UserState {
  token: string | null;
  user: Account | null;
  loading: boolean;
}

let state: UserState = { token: null, user: null, loading: false };
const listeners = new Set<() => void>();

function setState(next: UserState) {
  state = next;
  listeners.forEach((l) => l());
}

function load(token: string | null) {
  if (token === state.token) return;
  if (!token) {
    setState({ token: null, user: null, loading: false });
    return;
  }
  setState({ token, user: state.user, loading: true });
  graphqlRequest(ProfileDocument, {}, { endpoint: 'authenticated' })
    .then((data) => {
      if (state.token === token || state.token === getSession().accessToken) setState({ token: getSession().accessToken, user: data.profile, loading: false });
    })
    .catch(() => {
      if (state.token === token) setState({ token, user: null, loading: false });
    });
}

function subscribe(cb: () => void) {
  listeners.add(cb);
  const off = onSessionChange(() => load(getSession().accessToken));
  return () => {
    listeners.delete(cb);
    off();
  };
}

function snapshot() {
  return state;
}

/** For tests and logout flows: forget the loaded user. */
export function resetCurrentUser(): void {
  setState({ token: null, user: null, loading: false });
}

/** Forces a reload of the profile (e.g. after the profile was edited). */
export function reloadCurrentUser(): void {
  const token = getSession().accessToken;
  state = { ...state, token: null };
  load(token);
}

export function useCurrentUser(): { user: Account | null; loading: boolean } {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  const token = getSession().accessToken;
  useEffect(() => {
    load(token);
  }, [token]);
  const pending = Boolean(token) && current.token !== token;
  return { user: pending ? null : current.user, loading: pending || current.loading };
}
