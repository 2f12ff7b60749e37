/**
 * Database settings for many short statements on few cores (search benchmark, 2 cores):
 * - jit off: a search or a suggestion count whose estimated cost passes jit_above_cost was compiled
 *   for tens of milliseconds before running a few; no statement of this API runs long enough to win it back;
 * - no parallel workers per query: under concurrent searches the cores are already busy, and starting
 *   workers only adds process start-up and coordination to each statement.
 * Like 20261121800000_search_perf: ALTER DATABASE (new connections; not copied to databases created from
 * this one as a template), skipped with a notice without the privilege.
 */
import type { Knex } from 'knex';
import { resetDatabaseSettings, setDatabaseSettings, type Setting } from '../alterDatabaseSettings';

const SETTINGS: Setting[] = [
  ['jit', 'off'],
  ['max_parallel_workers_per_gather', '0'],
];

export async function up(knex: Knex): Promise<void> {
  await setDatabaseSettings(knex, SETTINGS, 'short_query_settings');
}

export async function down(knex: Knex): Promise<void> {
  await resetDatabaseSettings(knex, SETTINGS, 'short_query_settings');
}
