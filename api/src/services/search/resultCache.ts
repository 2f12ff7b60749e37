/**
 * Result cache of venue_search's statements (the page statement and the suggestion counts).
 *
 * A search statement is a pure function of its text, its bindings and the data it reads: `now` enters
 * only as whole hours ahead of the window (queries/venueSearch.ts, rule 4), which are bindings. So an entry is
 * keyed by a hash of text + bindings, and stays valid until the data changes: every table the statements
 * read notifies `search_data_changed` at commit (migration 20261122500000_search_change_notify), and this
 * process drops every entry when it hears it.
 *
 * Read-your-writes: a notification reaches the listener a moment after its commit, so a client searching
 * right after its own booking could still be answered from the cache. A finished mutation therefore waits,
 * before its response, until this process has heard every notification committed before it (`settle`: it
 * sends a marker notification of its own and waits for it; PostgreSQL delivers notifications in commit
 * order). A mutation that wrote nothing the search reads (a profile, a failed login) leaves the cache as
 * it is; one that did has had its entries dropped by its own notification when it answers.
 *
 * Exactness rules:
 * - while the LISTEN connection is down (or not started) nothing is read from or written to the cache;
 * - a result is stored only if no invalidation happened while it was computed (generation check), so a
 *   statement that read the data before a commit cannot be stored after that commit's notification;
 * - entries also expire after MAX_AGE_MS, a safety net only.
 * Searches limited to favourites are never cached (their data, favorite_space, does not notify).
 * Cached rows are shared between requests: callers must not mutate them.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type pg from 'pg';
import { LRUCache } from 'lru-cache';
import { startChannelHub, type ChannelHub } from '../../realtime/channelHub';
import { limited } from './limiter';
import { SEARCH_CHANGED_CHANNEL } from '../../db/migrations/20261122500000_search_change_notify';

const MAX_ENTRIES = 2000;
const MAX_AGE_MS = 10 * 60_000;

type Row = Record<string, unknown>;

export interface SearchResultCache {
  /** The statement's rows, from the cache or from `compute` (which runs it). */
  rows(statement: Knex.Raw, compute: () => Promise<Row[]>): Promise<Row[]>;
  /** Drops every entry (data changed). */
  invalidate(): void;
  /**
   * Resolves once every notification committed before the call has been heard; `notify` sends the
   * marker (a NOTIFY on the channel with the given payload). If the marker does not come back within
   * `timeoutMs`, drops every entry instead.
   */
  settle(notify: (payload: string) => Promise<unknown>, timeoutMs?: number): Promise<void>;
  stats(): { hits: number; misses: number; bypassed: number; invalidations: number; entries: number };
  close(): Promise<void>;
}

let current: SearchResultCache | null = null;
let bypass = false;
/** The process's cache (null when the server did not start one, e.g. plain HTTP test apps). */
export const searchResultCache = (): SearchResultCache | null => (bypass ? null : current);
/** After a mutation of this process: its own writes are visible to its next search (see `settle`). */
export const settleSearchResults = async (notify: (payload: string) => Promise<unknown>): Promise<void> => {
  const cache = searchResultCache();
  if (cache) await cache.settle(notify);
};
/** settle's marker: key -1 (never a cache key), a per-process id and a counter */
const MARKER_KEY = -1;
const SETTLE_TIMEOUT_MS = 2000;
/** bench only: compute every search (raw figures) while true */
export function setSearchResultCacheBypass(on: boolean): void {
  bypass = on;
}

const keyOf = (statement: Knex.Raw): string => {
  const { sql, bindings } = statement.toSQL();
  return createHash('sha256').update(sql).update('\u0000').update(JSON.stringify(bindings)).digest('base64');
};

/** A cache whose validity is told by `hub` (listening to search_data_changed). */
export function createSearchResultCache(hub: Pick<ChannelHub<unknown>, 'subscribe' | 'isConnected' | 'close'>): SearchResultCache {
  const entries = new LRUCache<string, Row[]>({ max: MAX_ENTRIES, ttl: MAX_AGE_MS });
  let generation = 0;
  const counts = { hits: 0, misses: 0, bypassed: 0, invalidations: 0 };
  const invalidate = () => {
    generation += 1;
    counts.invalidations += 1;
    entries.clear();
  };
  const unsubscribe = hub.subscribe(0, invalidate); // a notification, or a reconnect (null event)
  const processId = randomUUID();
  let markers = 0;
  const waiting = new Map<number, () => void>();
  const unsubscribeMarkers = hub.subscribe(MARKER_KEY, (event) => {
    const marker = event as { p?: unknown; n?: unknown } | null;
    if (marker === null) {
      // reconnected: everything was dropped (null event above), nothing older can still arrive
      for (const done of waiting.values()) done();
      waiting.clear();
    } else if (marker.p === processId && typeof marker.n === 'number') {
      waiting.get(marker.n)?.();
      waiting.delete(marker.n);
    }
  });
  return {
    async rows(statement, compute) {
      if (!hub.isConnected()) {
        counts.bypassed += 1;
        entries.clear();
        return compute();
      }
      const key = keyOf(statement);
      const hit = entries.get(key);
      if (hit) {
        counts.hits += 1;
        return hit;
      }
      counts.misses += 1;
      const started = generation;
      const rows = await compute();
      if (generation === started && hub.isConnected()) entries.set(key, rows);
      return rows;
    },
    invalidate,
    async settle(notify, timeoutMs = SETTLE_TIMEOUT_MS) {
      if (!hub.isConnected()) return; // nothing is read from the cache meanwhile
      markers += 1;
      const n = markers;
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<boolean>((resolve) => {
        waiting.set(n, () => resolve(true));
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        await notify(JSON.stringify({ k: MARKER_KEY, p: processId, n }));
        if (!(await heard)) invalidate();
      } catch {
        invalidate();
      } finally {
        clearTimeout(timer);
        waiting.delete(n);
      }
    },
    stats: () => ({ ...counts, entries: entries.size }),
    async close() {
      unsubscribe();
      unsubscribeMarkers();
      for (const done of waiting.values()) done();
      waiting.clear();
      entries.clear();
      await hub.close();
    },
  };
}

/** Starts the process's cache: one LISTEN search_data_changed connection. */
export async function startSearchResultCache(connection: string | pg.ClientConfig, log?: (message: string) => void): Promise<SearchResultCache> {
  const hub = await startChannelHub<{ k: number }>({ connection, channel: SEARCH_CHANGED_CHANNEL, keyOf: (e) => e.k, log });
  const inner = createSearchResultCache(hub);
  const cache: SearchResultCache = {
    ...inner,
    async close() {
      if (current === cache) current = null;
      await inner.close();
    },
  };
  current = cache;
  return cache;
}

/**
 * Rows of a search statement: from the process's cache when there is one and `cacheable`, else run under
 * the search concurrency limit (a cache hit takes no slot). `onRun` is called when the statement starts.
 */
export async function searchRows(statement: Knex.Raw, cacheable: boolean, onRun?: () => void): Promise<Row[]> {
  const run = () => limited(async () => {
    onRun?.();
    return (await statement).rows as Row[];
  });
  const cache = cacheable ? searchResultCache() : null;
  return cache ? cache.rows(statement, run) : run();
}
