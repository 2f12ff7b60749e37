/**
 * Discovery performance, part 2 (search benchmark): space_search_row in geographic order.
 *
 * A radius / map-box / city search reads thousands of rows of one region. In insertion order those lie
 * on as many heap pages as rows (a 10 km radius: ~4,900 rows on ~4,900 pages). CLUSTER on
 * (city_id, venue_id, space_id) puts a city's spaces, and each venue's spaces, on neighbouring pages,
 * so the same search touches a few hundred pages. fillfactor 90 leaves room on each page so the
 * trigger's upserts can stay on the row's page (HOT) and keep the order longer. CLUSTER is one-time:
 * rows written later go wherever there is room; re-run `CLUSTER space_search_row` (it remembers the
 * index) after large imports such as seed:large.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX IF NOT EXISTS ssr_city_venue ON space_search_row (city_id, venue_id, space_id)');
  await knex.raw('ALTER TABLE space_search_row SET (fillfactor = 90)');
  await knex.raw('CLUSTER space_search_row USING ssr_city_venue');
  await knex.raw('ANALYZE space_search_row');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE space_search_row SET WITHOUT CLUSTER');
  await knex.raw('ALTER TABLE space_search_row RESET (fillfactor)');
  await knex.raw('DROP INDEX IF EXISTS ssr_city_venue');
}
