import type { Knex } from 'knex';

const EXTENSIONS = ['btree_gist', 'pg_trgm', 'unaccent', 'citext', 'cube', 'earthdistance'];

export async function up(knex: Knex): Promise<void> {
  for (const name of EXTENSIONS) await knex.raw(`CREATE EXTENSION IF NOT EXISTS ${name}`);
  // ts_updated maintenance for every table that has it
  await knex.raw(`
    CREATE OR REPLACE FUNCTION set_ts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN NEW.ts_updated = now(); RETURN NEW; END $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS set_ts_updated()');
  for (const name of [...EXTENSIONS].reverse()) await knex.raw(`DROP EXTENSION IF EXISTS ${name}`);
}
