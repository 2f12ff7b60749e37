/**
 * ALTER DATABASE <current> SET/RESET name = value for migrations that tune the database. Applies to new
 * connections; skipped with a notice (not an error) without the privilege, e.g. on an external
 * DATABASE_URL whose database the migrating role does not own.
 */
import type { Knex } from 'knex';

export type Setting = [name: string, value: string];

async function alterDatabase(knex: Knex, settings: Setting[], label: string, clause: (name: string, value: string) => string): Promise<void> {
  const statements = settings.map(([name, value]) => `EXECUTE format('ALTER DATABASE %I ${clause(name, value).replace(/'/g, "''")}', current_database());`).join('\n');
  await knex.raw(`DO $$ BEGIN
    ${statements}
  EXCEPTION WHEN insufficient_privilege THEN RAISE NOTICE '${label}: database settings not changed (no privilege)';
  END $$`);
}

export const setDatabaseSettings = (knex: Knex, settings: Setting[], label: string): Promise<void> =>
  alterDatabase(knex, settings, label, (name, value) => `SET ${name} = ${value}`);

export const resetDatabaseSettings = (knex: Knex, settings: Setting[], label: string): Promise<void> =>
  alterDatabase(knex, settings, label, (name) => `RESET ${name}`);
