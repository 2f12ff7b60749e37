/**
 * Publicly visible spaces per province and city, from the denormalised search rows.
 * Reason for raw SQL: one grouped pass over space_search_row for all locations at once (a count per
 * location from the models would be one query per row of the locations list).
 */
import type { Knex } from 'knex';

export async function visibleSpaceCounts(knex: Knex): Promise<Map<number, number>> {
  const { rows } = await knex.raw<{ rows: { location_id: number; n: number }[] }>(
    `SELECT location_id, count(*)::int AS n
       FROM (SELECT city_id AS location_id FROM space_search_row WHERE is_visible AND city_id IS NOT NULL
             UNION ALL
             SELECT region_id FROM space_search_row WHERE is_visible AND region_id IS NOT NULL) ids
      GROUP BY location_id`,
  );
  return new Map(rows.map((r) => [r.location_id, r.n]));
}
