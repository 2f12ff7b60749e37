/** Why SQL: a statement that reads several lists at once returns each list as one json column (one round trip instead of one per list). */
import type { Knex } from 'knex';

/**
 * A subquery's rows as a json array (`[]` without rows), in the subquery's order, as a column of an outer
 * select. Values come back as json: timestamps as ISO text, numeric as numbers; int, text and bool as usual.
 */
export function jsonRows(k: Knex | Knex.Transaction, subquery: Knex.QueryBuilder, alias: string): Knex.Raw {
  return k.raw(`(SELECT coalesce(json_agg(x), '[]'::json) FROM (?) x) AS ??`, [subquery, alias]);
}

/** A subquery's single value as a column of an outer select (null without a row). */
export function scalar(k: Knex | Knex.Transaction, subquery: Knex.QueryBuilder, alias: string): Knex.Raw {
  return k.raw(`(?) AS ??`, [subquery, alias]);
}
