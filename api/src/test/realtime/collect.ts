/** Subscribes through a graphql-ws client and collects every result; `next(n)` waits for the n-th (10 s). */
import type { Client } from 'graphql-ws';

export interface Collected {
  results: Array<{ data?: any; errors?: any[] }>;
  next(n: number): Promise<{ data?: any; errors?: any[] } | undefined>;
  unsubscribe(): void;
  readonly error: unknown;
}

export function collect(c: Client, query: string, variables: Record<string, unknown> = {}): Collected {
  const results: Collected['results'] = [];
  const waiters: Array<() => void> = [];
  let error: unknown = null;
  let completed = false;
  const wake = () => waiters.splice(0).forEach((w) => w());
  const unsubscribe = c.subscribe({ query, variables }, {
    next: (r) => {
      results.push(r as never);
      wake();
    },
    error: (e) => {
      error = e;
      wake();
    },
    complete: () => {
      completed = true;
      wake();
    },
  });
  return {
    results,
    unsubscribe,
    get error() {
      return error;
    },
    async next(n) {
      const deadline = Date.now() + 10000;
      while (results.length < n && error === null && !completed) {
        if (Date.now() > deadline) throw new Error(`timed out; results so far: ${JSON.stringify(results)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return results[n - 1];
    },
  };
}
