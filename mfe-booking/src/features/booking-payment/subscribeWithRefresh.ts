import type { Client, ExecutionResult, SubscribePayload } from 'graphql-ws';
import { refreshTokens } from '@zaalplek/platform';

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
