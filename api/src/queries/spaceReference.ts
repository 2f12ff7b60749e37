/** Why SQL: a new space's public reference is the next number after the highest, taken under an advisory lock. */
import type { Knex } from 'knex';

/** Held until the transaction ends, so two new spaces never get the same reference. */
export async function nextSpaceReference(trx: Knex.Transaction): Promise<string> {
  await trx.raw("SELECT pg_advisory_xact_lock(hashtext('space_reference'))");
  const { rows } = await trx.raw('SELECT coalesce(max(space_reference::bigint), 100000) + 1 AS next FROM space');
  return String(rows[0].next);
}
