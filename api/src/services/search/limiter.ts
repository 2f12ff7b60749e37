/**
 * At most this many search statements run at once (per process); the rest wait in a FIFO queue. Each
 * statement is CPU-bound in PostgreSQL: on a 2-core machine 20 of them in parallel only thrash (p99 up,
 * req/s down), a few in parallel keep both cores busy. ZAALPLEK_SEARCH_CONCURRENCY overrides.
 * Applied by resultCache.searchRows to venue_search's statements (main and suggestions) that are not cached.
 */
const SEARCH_CONCURRENCY = Math.max(1, Number(process.env.ZAALPLEK_SEARCH_CONCURRENCY) || 4);
let running = 0;
const waiting: Array<() => void> = [];
export async function limited<T>(run: () => Promise<T>): Promise<T> {
  if (running >= SEARCH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await run();
  } finally {
    const next = waiting.shift();
    if (next) next(); // the slot passes to the next waiter
    else running -= 1;
  }
}
