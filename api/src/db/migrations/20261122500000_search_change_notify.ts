/**
 * `search_data_changed` notifications for the venue_search result cache (services/search/resultCache.ts).
 * A statement-level trigger on every table the search statements read, after a write of any kind,
 * sends NOTIFY search_data_changed (PostgreSQL delivers it at commit, once per transaction and payload):
 *   space_search_row (which every write to space, venue, organisation, configurations, categories,
 *   features, services, working time and occupying bookings already rewrites), space_availability,
 *   image (a card's first photo), seo_location (place names and coordinates), collection (organisation
 *   slugs) and booking (booking limits count bookings directly).
 * favorite_space is left out: searches limited to favourites are not cached.
 */
import type { Knex } from 'knex';

export const SEARCH_CHANGED_CHANNEL = 'search_data_changed';
const TABLES = ['space_search_row', 'space_availability', 'image', 'seo_location', 'collection', 'booking'];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION zp_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('${SEARCH_CHANGED_CHANNEL}', '{"k":0}');
      RETURN NULL;
    END $$`);
  for (const table of TABLES) {
    await knex.raw(`CREATE TRIGGER ${table}_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION zp_search_changed()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) await knex.raw(`DROP TRIGGER IF EXISTS ${table}_search_changed ON ${table}`);
  await knex.raw('DROP FUNCTION IF EXISTS zp_search_changed()');
}
