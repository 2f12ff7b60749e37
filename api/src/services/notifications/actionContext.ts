/**
 * The request a booking change happens in: the UI language it was made in (X-Locale), the public
 * origin for links in the e-mails it causes, and who acts. Set once per HTTP request (locale
 * middleware) and read by the notifications, so the booking services need not pass it along.
 * Jobs and timers run outside a request: there is no action context and the stored languages apply.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { publicOrigin } from '../../auth/requestInfo';

export type ActionLocale = 'nl' | 'en';

export interface ActionContext {
  locale: ActionLocale;
  /** the origin e-mailed links use (ZAALPLEK_PUBLIC_ORIGIN, else the request's) */
  origin(): string;
  /** the logged-in account doing the action, when known */
  actorAccountId(): number | null;
}

const store = new AsyncLocalStorage<ActionContext>();

export function runInActionContext<T>(context: ActionContext, fn: () => T): T {
  return store.run(context, fn);
}

export function currentActionContext(): ActionContext | null {
  return store.getStore() ?? null;
}

/** Links in mails sent outside a request (jobs): ZAALPLEK_PUBLIC_ORIGIN, else the local default. */
export function mailOrigin(): string {
  return currentActionContext()?.origin() ?? publicOrigin('http://localhost:8080');
}
