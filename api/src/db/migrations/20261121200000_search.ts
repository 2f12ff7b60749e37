/**
 * Discovery: an IMMUTABLE unaccent wrapper so trigram GIN indexes on unaccented,
 * lower-cased names can be used by venue_search, plus the indexes of its hot paths
 * (availability anti-joins over bookings and exceptions, map box, working time).
 */
import type { Knex } from 'knex';

const OCCUPYING = "booking_status IN ('PENDING','PAYMENT_PROCESSING','PAID')";

export async function up(knex: Knex): Promise<void> {
  // unaccent() is only STABLE (it reads a dictionary chosen by search_path); pinning the dictionary makes it immutable
  await knex.raw(`
    CREATE OR REPLACE FUNCTION zp_norm(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$`);
  await knex.raw('CREATE INDEX venue_name_norm_trgm ON venue USING gin (zp_norm(venue_name) gin_trgm_ops)');
  await knex.raw('CREATE INDEX space_name_norm_trgm ON space USING gin (zp_norm(space_name) gin_trgm_ops)');
  await knex.raw('CREATE INDEX seo_location_name_norm_trgm ON seo_location USING gin (zp_norm(name) gin_trgm_ops)');
  // bookings occupying a slot, by time (anti-join of a search window over every space) and per space per day (booking_limit)
  await knex.raw(`CREATE INDEX booking_occupied_range_active ON booking USING gist (occupied_range) WHERE ${OCCUPYING}`);
  await knex.raw(`CREATE INDEX booking_space_start_active ON booking (space_id, booking_start) WHERE ${OCCUPYING}`);
  await knex.raw('CREATE INDEX space_availability_range ON space_availability USING gist (tstzrange(slot_from, slot_to))');
  await knex.raw('CREATE INDEX venue_lat_lng_active ON venue (latitude, longitude) WHERE is_active');
  await knex.raw('CREATE INDEX working_time_venue_day ON working_time (venue_id, week_day)');
  await knex.raw('CREATE INDEX space_configuration_space_guests ON space_configuration (space_id, max_guests)');
  await knex.raw('CREATE INDEX space_venue_active ON space (venue_id) INCLUDE (half_day_price, rating, space_size) WHERE is_active');
}

export async function down(knex: Knex): Promise<void> {
  for (const index of [
    'space_venue_active',
    'space_configuration_space_guests',
    'working_time_venue_day',
    'venue_lat_lng_active',
    'space_availability_range',
    'booking_space_start_active',
    'booking_occupied_range_active',
    'seo_location_name_norm_trgm',
    'space_name_norm_trgm',
    'venue_name_norm_trgm',
  ]) {
    await knex.raw(`DROP INDEX IF EXISTS ${index}`);
  }
  await knex.raw('DROP FUNCTION IF EXISTS zp_norm(text)');
}
