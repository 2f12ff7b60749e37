// Typed cross-MFE events (window CustomEvents). Add new events to ZaalplekEvents only.
import type { PendingAction } from './pending-action';

export type ToastKind = 'info' | 'success' | 'error';

export interface ZaalplekEvents {
  /** Show a toast in the shell; messageId is looked up in the shell/platform catalogs. */
  'zaalplek:toast': { messageId?: string; message?: string; kind: ToastKind };
  /** The session changed (login, logout, token refresh). */
  'zaalplek:session': { loggedIn: boolean };
  /** A page needs a logged-in user; the shell opens the login popup. */
  'zaalplek:auth-required': { redirect: string };
  /** A login completed (tokens stored, role chosen); pendingAction is still stored (replayPendingAction takes it). */
  'zaalplek:logged-in': { pendingAction: PendingAction | null };
}

export type ZaalplekEventName = keyof ZaalplekEvents;

export function dispatchZaalplekEvent<K extends ZaalplekEventName>(name: K, detail: ZaalplekEvents[K]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

export function onZaalplekEvent<K extends ZaalplekEventName>(
  name: K,
  handler: (detail: ZaalplekEvents[K]) => void,
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<ZaalplekEvents[K]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
