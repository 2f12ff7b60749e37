/**
 * Why SQL: the search result cache's settle marker is a NOTIFY on the search-changed channel, sent
 * without waiting for the WAL flush (set_config in its own statement's transaction).
 */
import type { Knex } from 'knex';
import { SEARCH_CHANGED_CHANNEL } from '../db/migrations/20261122500000_search_change_notify';

// The settle marker carries no data, so its commit need not wait for the WAL flush: every committing
// NOTIFY holds PostgreSQL's one notify-queue lock until its commit is done, so a flushed marker after
// every mutation queued the next bookings' commits behind a disk flush. Delivery order is unchanged.
export const notifySearchSettleMarker = (knex: Knex, payload: string): Promise<unknown> =>
  knex.raw(`SELECT set_config('synchronous_commit', 'off', true), pg_notify(?, ?)`, [SEARCH_CHANGED_CHANNEL, payload]);
