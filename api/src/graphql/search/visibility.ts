/** Which spaces and venues anonymous visitors may see: active spaces of active, unbanned venues. */
import type { Knex } from 'knex';

/** Adds the public-visibility condition for aliases `s` (space) and `v` (venue). */
export function wherePublic(qb: Knex.QueryBuilder, space = 's', venue = 'v'): Knex.QueryBuilder {
  return qb
    .where(`${space}.is_active`, true)
    .where(`${venue}.is_active`, true)
    .whereNot(`${venue}.status`, 'BANNED');
}
