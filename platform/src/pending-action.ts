// What a logged-out user tried to do, kept in localStorage across the login (spec section 4:
// "Before login a pending action (booking, chat, coupon code, space id, space activation) is
// stored locally and restored afterwards"; a favourite click is replayed after login), plus the
// login redirect URL. After a login the shell dispatches 'zaalplek:logged-in'; the MFE that owns
// an action type replays it with replayPendingAction (also on mount, for logins in another page).
import { dispatchZaalplekEvent, onZaalplekEvent } from './events';
import { navigateToUrl } from 'single-spa';
import { getSession } from './session';

export const PENDING_ACTION_KEY = 'zaalplek.pendingAction';
export const LOGIN_REDIRECT_KEY = 'zaalplek.loginRedirect';
/** A pending action older than this is dropped (the user gave up on it). */
export const PENDING_ACTION_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Data per pending action type. */
export interface PendingActionData {
  favourite: { spaceId: number };
  booking: {
    spaceId: number;
    slotStart?: string;
    slotEnd?: string;
    attendees?: number;
    configurationId?: number | null;
    services?: { service_id: number; quantity: number }[];
    isSocial?: boolean;
  };
  chat: { chatType: 'BOOKING' | 'SPACE' | 'SUPPORT' | 'VENUE'; entityId?: number };
  'coupon-code': { code: string; spaceId?: number };
  'space-id': { spaceId: number };
  'space-activation': { spaceId: number; venueId?: number };
}

export type PendingActionType = keyof PendingActionData;

export type PendingAction = {
  [K in PendingActionType]: { type: K; data: PendingActionData[K]; createdAt: number };
}[PendingActionType];

export type PendingActionOf<K extends PendingActionType> = Extract<PendingAction, { type: K }>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps one pending action (a newer one replaces the older). */
export function setPendingAction<K extends PendingActionType>(type: K, data: PendingActionData[K]): void {
  const action = { type, data, createdAt: Date.now() };
  storage()?.setItem(PENDING_ACTION_KEY, JSON.stringify(action));
}

function isPendingAction(value: unknown): value is PendingAction {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.type === 'string' && typeof v.createdAt === 'number' && Boolean(v.data) && typeof v.data === 'object';
}

/** The stored pending action (optionally only of one type), without removing it. */
export function peekPendingAction(): PendingAction | null;
export function peekPendingAction<K extends PendingActionType>(type: K): PendingActionOf<K> | null;
export function peekPendingAction(type?: PendingActionType): PendingAction | null {
  const store = storage();
  const raw = store?.getItem(PENDING_ACTION_KEY);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (!isPendingAction(parsed) || Date.now() - parsed.createdAt > PENDING_ACTION_MAX_AGE_MS) {
    store?.removeItem(PENDING_ACTION_KEY);
    return null;
  }
  if (type && parsed.type !== type) return null;
  return parsed;
}

/** Returns and removes the pending action (only when it is of `type`, if given). */
export function takePendingAction(): PendingAction | null;
export function takePendingAction<K extends PendingActionType>(type: K): PendingActionOf<K> | null;
export function takePendingAction(type?: PendingActionType): PendingAction | null {
  const action = type ? peekPendingAction(type) : peekPendingAction();
  if (action) storage()?.removeItem(PENDING_ACTION_KEY);
  return action;
}

export function clearPendingAction(): void {
  storage()?.removeItem(PENDING_ACTION_KEY);
}

/** Where to go after the login (a local path with query); kept until the login completes. */
export function setLoginRedirect(url: string): void {
  if (!url.startsWith('/') || url.startsWith('//')) return; // local paths only
  storage()?.setItem(LOGIN_REDIRECT_KEY, url);
}

export function peekLoginRedirect(): string | null {
  return storage()?.getItem(LOGIN_REDIRECT_KEY) ?? null;
}

export function takeLoginRedirect(): string | null {
  const url = peekLoginRedirect();
  if (url !== null) storage()?.removeItem(LOGIN_REDIRECT_KEY);
  return url;
}

/** Called by the shell once a login completed (tokens stored, role chosen). */
export function announceLoggedIn(): void {
  dispatchZaalplekEvent('zaalplek:logged-in', { pendingAction: peekPendingAction() });
}

/**
 * Replays the pending action of `type` once the user is logged in: right away when already
 * logged in (the login happened before this MFE mounted), and on every 'zaalplek:logged-in'.
 * The action is taken (removed) before the handler runs, so it is replayed once.
 * Returns the unsubscribe function (call it on unmount).
 */
export function replayPendingAction<K extends PendingActionType>(
  type: K,
  handler: (action: PendingActionOf<K>) => void,
): () => void {
  const run = () => {
    if (!getSession().accessToken) return;
    const action = takePendingAction(type);
    if (action) handler(action);
  };
  run();
  return onZaalplekEvent('zaalplek:logged-in', run);
}

/**
 * For a logged-out user who triggers an account action (e.g. a favourite click): keeps the
 * action and the current URL, then opens the login popup on the current page
 * (`?authPopup=login`). After the login the shell returns to that URL and announces it.
 */
export function requestLogin<K extends PendingActionType>(action?: { type: K; data: PendingActionData[K] }): void {
  if (action) setPendingAction(action.type, action.data);
  const here = `${window.location.pathname}${window.location.search}`;
  setLoginRedirect(here);
  dispatchZaalplekEvent('zaalplek:auth-required', { redirect: here });
  const url = new URL(window.location.href);
  url.searchParams.set('authPopup', 'login');
  navigateToUrl(`${url.pathname}${url.search}`);
}

/**
 * For a logged-in user without a (verified) phone who starts an action that needs one (e.g.
 * booking): keeps the action and the current URL, then opens the complete-account popup on the
 * current page (`?authPopup=complete-account`). Once the phone is confirmed the shell returns to
 * that URL and announces 'zaalplek:logged-in', so replayPendingAction continues the action.
 */
export function requestCompleteAccount<K extends PendingActionType>(action?: { type: K; data: PendingActionData[K] }): void {
  if (action) setPendingAction(action.type, action.data);
  const here = `${window.location.pathname}${window.location.search}`;
  setLoginRedirect(here);
  const url = new URL(window.location.href);
  url.searchParams.set('authPopup', 'complete-account');
  navigateToUrl(`${url.pathname}${url.search}`);
}
