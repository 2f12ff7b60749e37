/**
 * Discovery performance (search benchmark): planner settings of this database for data that lives in
 * memory / on SSD. With the default random_page_cost (4, spinning disks) the planner prefers a
 * sequential scan of every space over a few thousand index probes (map box: 100 000 rows read for
 * 13 results), and work_mem 4 MB sends broad searches' sorts to temp files.
 * ALTER DATABASE settings apply to new connections; they are not copied by CREATE DATABASE ... TEMPLATE
 * (test databases keep the defaults). Without the privilege (external DATABASE_URL not owned by the
 * migrating role) this is skipped with a notice.
 */
import type { Knex } from 'knex';
import { resetDatabaseSettings, setDatabaseSettings, type Setting } from '../alterDatabaseSettings';

const SETTINGS: Setting[] = [
  ['random_page_cost', '1.1'],
  ['work_mem', "'16MB'"],
];

export async function up(knex: Knex): Promise<void> {
  await setDatabaseSettings(knex, SETTINGS, 'search_perf');
}

export async function down(knex: Knex): Promise<void> {
  await resetDatabaseSettings(knex, SETTINGS, 'search_perf');
}
