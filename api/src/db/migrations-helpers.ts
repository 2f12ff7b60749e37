/** Small helpers shared by the migrations. */
import type { Knex } from 'knex';

export function timestamps(knex: Knex, t: Knex.CreateTableBuilder, withUpdated = true): void {
  t.timestamp('ts_created', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  if (withUpdated) t.timestamp('ts_updated', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

export async function touchOnUpdate(knex: Knex, table: string): Promise<void> {
  await knex.raw(`CREATE TRIGGER ${table}_ts_updated BEFORE UPDATE ON ?? FOR EACH ROW EXECUTE FUNCTION set_ts_updated()`, [table]);
}

export async function trgmIndex(knex: Knex, table: string, column: string): Promise<void> {
  await knex.raw(`CREATE INDEX ${table}_${column}_trgm ON ?? USING gin (?? gin_trgm_ops)`, [table, column]);
}

/** DROP TABLE ... CASCADE for a list of tables, in the given order. */
export async function dropTables(knex: Knex, tables: string[]): Promise<void> {
  for (const table of tables) await knex.raw('DROP TABLE IF EXISTS ?? CASCADE', [table]);
}
