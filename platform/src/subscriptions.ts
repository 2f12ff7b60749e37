// GraphQL subscriptions over the API's graphql-ws endpoint (/api/graphql/ws on the same origin): one
// lazy client per bundle, authorised with the current access token; a socket closed with 4401 (token
// expired or session logged out) refreshes the tokens and subscribes again. Used for the live booking
// status, the header's notification bell and any other live count. The graphql-ws library loads with
// the first subscription (never on a page nobody is logged in to).
import type { Client, ExecutionResult, SubscribePayload } from 'graphql-ws';
import { refreshTokens } from './refresh';
import { getSession } from './session';

/** The API closes a socket with 4401 when its access token expired or its session was logged out. */
export const SOCKET_UNAUTHORIZED = 4401;

const isUnauthorizedClose = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === SOCKET_UNAUTHORIZED;

/**
 * Subscribes through `client`; when the server closes the socket with 4401, refreshes the tokens and
 * subscribes again (the client then reconnects with the new access token from its connectionParams).
 * Stops when the refresh fails (the session is over) or when the returned function is called.
 */
export function subscribeWithRefresh<T>(
  client: Pick<Client, 'subscribe'>,
  payload: SubscribePayload,
  onNext: (result: ExecutionResult<T>) => void,
  refresh: () => Promise<boolean> = refreshTokens,
): () => void {
  let stopped = false;
  let unsubscribe: () => void = () => undefined;
  const start = () => {
    unsubscribe = client.subscribe<T>(payload, {
      next: onNext,
      error: (error) => {
        if (stopped || !isUnauthorizedClose(error)) return;
        void refresh().then((ok) => {
          if (ok && !stopped) start();
        });
      },
      complete: () => undefined,
    });
  };
  start();
  return () => {
    stopped = true;
    unsubscribe();
  };
}

/** ws(s)://<this origin>/api/graphql/ws (the API serves graphql-ws on the same port). */
export function subscriptionUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/graphql/ws`;
}

let client: Promise<Client> | null = null;

/** The shared graphql-ws client (loaded and created on first use; connects only while something is subscribed). */
export function subscriptionClient(): Promise<Client> {
  client ??= import(/* webpackChunkName: "graphql-ws" */ 'graphql-ws').then(({ createClient }) =>
    createClient({
      url: subscriptionUrl(),
      lazy: true,
      retryAttempts: Infinity,
      connectionParams: () => {
        const { accessToken } = getSession();
        return accessToken ? { authorization: `Bearer ${accessToken}` } : {};
      },
    }),
  );
  client.catch(() => {
    client = null; // the next subscription tries to load it again
  });
  return client;
}

/** A subscription through the shared client; `onData` gets each result's data. Returns the stop function. */
export function subscribeLive<T>(query: string, variables: Record<string, unknown>, onData: (data: T) => void): () => void {
  let stopped = false;
  let stop: () => void = () => undefined;
  subscriptionClient().then(
    (ready) => {
      if (stopped) return;
      stop = subscribeWithRefresh<T>(ready, { query, variables }, (result) => {
        if (result.data) onData(result.data as T);
      });
    },
    (error: unknown) => console.error('[zaalplek] live updates unavailable', error),
  );
  return () => {
    stopped = true;
    stop();
  };
}
