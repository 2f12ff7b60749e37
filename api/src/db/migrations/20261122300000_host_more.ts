/**
 * Host, continued: a removed venue or space (ts_deleted set) can never be active again.
 * Search and the other guest lists filter on is_active only; this makes that enough.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('UPDATE space SET is_active = false WHERE ts_deleted IS NOT NULL AND is_active');
  await knex.raw('UPDATE venue SET is_active = false WHERE ts_deleted IS NOT NULL AND is_active');
  await knex.raw('ALTER TABLE venue ADD CONSTRAINT venue_removed_inactive CHECK (ts_deleted IS NULL OR NOT is_active)');
  await knex.raw('ALTER TABLE space ADD CONSTRAINT space_removed_inactive CHECK (ts_deleted IS NULL OR NOT is_active)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE space DROP CONSTRAINT IF EXISTS space_removed_inactive');
  await knex.raw('ALTER TABLE venue DROP CONSTRAINT IF EXISTS venue_removed_inactive');
}
