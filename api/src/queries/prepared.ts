/**
 * Why SQL: a hot statement runs as a named prepared statement, so PostgreSQL parses and plans it once per
 * connection (then reuses the plan) instead of on every run; the name is a hash of the statement's text,
 * so each distinct text gets its own (node-postgres refuses one name for two texts).
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

const names = new Map<string, string>();

/** The prepared statement's name for this SQL text. */
export function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `zp_${createHash('sha1').update(sql).digest('base64url')}`;
    if (names.size < 1000) names.set(sql, name);
  }
  return name;
}

/** k.raw(sql, bindings) as a named prepared statement: the rows. */
export async function preparedRaw<Row = Record<string, unknown>>(k: Knex | Knex.Transaction, sql: string, bindings: readonly Knex.RawBinding[]): Promise<Row[]> {
  const { rows } = await k.raw(sql, bindings as Knex.RawBinding[]).options({ name: statementName(sql) });
  return rows as Row[];
}

/** A query builder's statement as a named prepared statement: its rows (a `.first()` builder still returns an array). */
export function preparedRows<Row = Record<string, unknown>>(k: Knex | Knex.Transaction, builder: Knex.QueryBuilder): Promise<Row[]> {
  const { sql, bindings } = builder.toSQL();
  return preparedRaw<Row>(k, sql, bindings);
}
