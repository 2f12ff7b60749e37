/**
 * Discovery performance: one denormalised row per space, `space_search_row`, so the filter
 * part of venue_search reads ONE table with its own indexes instead of joining space, venue,
 * organisation, configurations, categories, features, services and working time per space.
 *
 * Kept up to date by statement-level AFTER triggers (transition tables, so bulk inserts such as
 * seed:large refresh in one set-based statement) on every source table; each calls
 * zp_ssr_refresh(space_ids) = an upsert of those spaces' rows (ON CONFLICT, so concurrent writers
 * of the same space do not collide). A deleted space drops its row by the FK cascade.
 *
 * Columns (see SCHEMA.md): is_visible = space active AND venue active AND venue not BANNED AND
 * organisation not banned; names zp_norm-ed for pg_trgm; geo = ll_to_earth(lat, lng); max_guests =
 * max over configurations, config_types/config_guests aligned arrays; services = enabled service keys
 * of the space (space_service + venue_service enabled) or of the venue (is_venue); facilities = the
 * FACILITY ones; features = space + venue feature keys; opening = the venue's working time as
 * int4range(week_day * 1441 + open_time, week_day * 1441 + close_time).
 */
import type { Knex } from 'knex';

const OCCUPYING = "booking_status IN ('PENDING','PAYMENT_PROCESSING','PAID')";

/** occupied_range as an indexed expression (queries/venueSearch.ts queries exactly this text) */
export const BOOKING_WINDOW = 'tstzrange(lower(occupied_range), upper(occupied_range))';

const COLUMNS = [
  'venue_id', 'organisation_id', 'is_visible', 'space_name_norm', 'venue_name_norm', 'city_id', 'region_id',
  'latitude', 'longitude', 'geo', 'half_day_price', 'rating', 'space_size', 'max_guests', 'config_types', 'config_guests',
  'is_direct', 'is_afterpay', 'has_discount', 'activities', 'features', 'services', 'facilities',
  'preparation_time', 'service_break', 'book_before_min_th', 'book_before_max_th', 'booking_limit', 'opening',
];

/** [table, key column, what the key is] of every source table. */
const SOURCES: Array<[string, string, 'space' | 'venue' | 'organisation']> = [
  ['space', 'space_id', 'space'],
  ['venue', 'venue_id', 'venue'],
  ['organisation', 'organisation_id', 'organisation'],
  ['space_configuration', 'space_id', 'space'],
  ['space_category_link', 'space_id', 'space'],
  ['space_feature', 'space_id', 'space'],
  ['venue_feature', 'venue_id', 'venue'],
  ['space_service', 'space_id', 'space'],
  ['venue_service', 'venue_id', 'venue'],
  ['working_time', 'venue_id', 'venue'],
];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE space_search_row (
      space_id integer PRIMARY KEY REFERENCES space (space_id) ON DELETE CASCADE,
      venue_id integer NOT NULL,
      organisation_id integer NOT NULL,
      is_visible boolean NOT NULL,
      space_name_norm text NOT NULL,
      venue_name_norm text NOT NULL,
      city_id integer,
      region_id integer,
      latitude double precision,
      longitude double precision,
      geo earth,
      half_day_price integer NOT NULL,
      rating numeric(3,1),
      space_size integer,
      max_guests integer,
      config_types text[] NOT NULL,
      config_guests integer[] NOT NULL,
      is_direct boolean NOT NULL,
      is_afterpay boolean NOT NULL,
      has_discount boolean NOT NULL,
      activities text[] NOT NULL,
      features text[] NOT NULL,
      services text[] NOT NULL,
      facilities text[] NOT NULL,
      preparation_time integer NOT NULL,
      service_break integer NOT NULL,
      book_before_min_th integer NOT NULL,
      book_before_max_th integer,
      booking_limit integer NOT NULL,
      opening int4range[] NOT NULL
    )`);

  await knex.raw(`
    CREATE FUNCTION zp_ssr_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
      INSERT INTO space_search_row (space_id, ${COLUMNS.join(', ')})
      SELECT s.space_id, s.venue_id, v.organisation_id,
             s.is_active AND v.is_active AND v.status <> 'BANNED' AND NOT o.is_banned,
             zp_norm(s.space_name), zp_norm(v.venue_name), v.city_id, v.region_id, v.latitude, v.longitude,
             CASE WHEN v.latitude IS NOT NULL AND v.longitude IS NOT NULL THEN ll_to_earth(v.latitude, v.longitude) END,
             s.half_day_price, s.rating, s.space_size,
             cfg.max_guests, coalesce(cfg.types, '{}'), coalesce(cfg.guests, '{}'),
             s.space_booking_type = 'DIRECT', s.is_afterpay_allowed, s.has_discount,
             coalesce(act.keys, '{}'), coalesce(feat.keys, '{}'), coalesce(svc.services, '{}'), coalesce(svc.facilities, '{}'),
             s.preparation_time, s.service_break, s.book_before_min_th, s.book_before_max_th, s.booking_limit,
             coalesce(wt.opening, '{}')
      FROM space s
      JOIN venue v ON v.venue_id = s.venue_id
      JOIN organisation o ON o.organisation_id = v.organisation_id
      LEFT JOIN LATERAL (
        SELECT max(c.max_guests) AS max_guests, array_agg(c.configuration_type ORDER BY c.configuration_id) AS types,
               array_agg(c.max_guests ORDER BY c.configuration_id) AS guests
        FROM space_configuration c WHERE c.space_id = s.space_id) cfg ON true
      LEFT JOIN LATERAL (
        SELECT array_agg(k.category_key ORDER BY k.category_key) AS keys
        FROM space_category_link l JOIN space_category k ON k.category_id = l.category_id WHERE l.space_id = s.space_id) act ON true
      LEFT JOIN LATERAL (
        SELECT array_agg(DISTINCT f.feature_key) AS keys FROM (
          SELECT sf.feature_id FROM space_feature sf WHERE sf.space_id = s.space_id
          UNION ALL SELECT vf.feature_id FROM venue_feature vf WHERE vf.venue_id = s.venue_id) x
        JOIN feature f ON f.feature_id = x.feature_id) feat ON true
      LEFT JOIN LATERAL (
        SELECT array_agg(DISTINCT y.system_service_key) AS services,
               array_agg(DISTINCT y.system_service_key) FILTER (WHERE y.system_service_type = 'FACILITY') AS facilities
        FROM (
          SELECT vs.system_service_id FROM space_service ss JOIN venue_service vs ON vs.venue_service_id = ss.venue_service_id
          WHERE ss.space_id = s.space_id AND ss.is_enabled AND vs.is_enabled
          UNION ALL
          SELECT vs.system_service_id FROM venue_service vs JOIN system_service y2 ON y2.system_service_id = vs.system_service_id
          WHERE vs.venue_id = s.venue_id AND vs.is_enabled AND y2.is_venue) x
        JOIN system_service y ON y.system_service_id = x.system_service_id) svc ON true
      LEFT JOIN LATERAL (
        SELECT array_agg(int4range(w.week_day * 1441 + w.open_time, w.week_day * 1441 + w.close_time) ORDER BY w.week_day, w.open_time) AS opening
        FROM working_time w WHERE w.venue_id = s.venue_id AND w.open_time < w.close_time) wt ON true
      WHERE s.space_id = ANY(ids)
      ON CONFLICT (space_id) DO UPDATE SET ${COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}
    $$`);

  // TG_ARGV: key column of the transition table, what it is (space | venue | organisation)
  await knex.raw(`
    CREATE FUNCTION zp_ssr_touch() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE ids integer[];
    BEGIN
      IF TG_ARGV[1] = 'space' THEN
        EXECUTE format('SELECT array_agg(DISTINCT %I) FROM changed', TG_ARGV[0]) INTO ids;
      ELSIF TG_ARGV[1] = 'venue' THEN
        EXECUTE format('SELECT array_agg(s.space_id) FROM space s WHERE s.venue_id IN (SELECT %I FROM changed)', TG_ARGV[0]) INTO ids;
      ELSE
        EXECUTE format('SELECT array_agg(s.space_id) FROM space s JOIN venue v ON v.venue_id = s.venue_id WHERE v.organisation_id IN (SELECT %I FROM changed)', TG_ARGV[0]) INTO ids;
      END IF;
      IF ids IS NOT NULL THEN PERFORM zp_ssr_refresh(ids); END IF;
      RETURN NULL;
    END $$`);

  for (const [table, key, kind] of SOURCES) {
    const events: Array<['INSERT' | 'UPDATE' | 'DELETE', 'NEW' | 'OLD']> =
      table === 'venue' || table === 'organisation' ? [['UPDATE', 'NEW']]
        : table === 'space' ? [['INSERT', 'NEW'], ['UPDATE', 'NEW']]
          : [['INSERT', 'NEW'], ['UPDATE', 'NEW'], ['DELETE', 'OLD']];
    for (const [event, side] of events) {
      await knex.raw(`CREATE TRIGGER ${table}_ssr_${event.toLowerCase()} AFTER ${event} ON ${table}
        REFERENCING ${side} TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION zp_ssr_touch('${key}', '${kind}')`);
    }
  }

  await knex.raw('SELECT zp_ssr_refresh(array_agg(space_id)) FROM space');

  const visible = 'WHERE is_visible';
  await knex.raw(`CREATE INDEX ssr_venue ON space_search_row (venue_id)`);
  await knex.raw(`CREATE INDEX ssr_geo ON space_search_row USING gist (geo) ${visible}`);
  await knex.raw(`CREATE INDEX ssr_lat_lng ON space_search_row (latitude, longitude) ${visible}`);
  await knex.raw(`CREATE INDEX ssr_city ON space_search_row (city_id) ${visible}`);
  await knex.raw(`CREATE INDEX ssr_region ON space_search_row (region_id) ${visible}`);
  await knex.raw(`CREATE INDEX ssr_organisation ON space_search_row (organisation_id) ${visible}`);
  await knex.raw(`CREATE INDEX ssr_space_name_trgm ON space_search_row USING gin (space_name_norm gin_trgm_ops) ${visible}`);
  await knex.raw(`CREATE INDEX ssr_keys ON space_search_row USING gin (activities, features, services, config_types) ${visible}`);
  // broad searches (no text, no place): the first matching rows in sort order, then stop (capped counts)
  await knex.raw(`CREATE INDEX ssr_rating ON space_search_row (rating DESC NULLS LAST, venue_id) ${visible}`);
  await knex.raw(`CREATE INDEX ssr_price ON space_search_row (half_day_price, venue_id) ${visible}`);
  await knex.raw(`CREATE INDEX ssr_size ON space_search_row (space_size DESC NULLS LAST, venue_id) ${visible}`);
  await knex.raw(`CREATE INDEX ssr_preparation ON space_search_row (preparation_time)`);
  // The search window's occupying bookings in one index-only scan for the anti-join. On an expression
  // (= occupied_range, always '[)') because for a plain occupied_range && window the planner prefers the
  // exclusion constraint's gist (space_id, occupied_range), which then walks the whole index (3,500
  // buffers instead of 5). It replaces booking_occupied_range_active of 20261121200000_search.
  await knex.raw(`CREATE INDEX booking_window_active ON booking USING gist (${BOOKING_WINDOW}) INCLUDE (space_id, occupied_range) WHERE ${OCCUPYING}`);
  await knex.raw('DROP INDEX IF EXISTS booking_occupied_range_active');
  await knex.raw('ANALYZE space_search_row');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS booking_window_active');
  await knex.raw(`CREATE INDEX IF NOT EXISTS booking_occupied_range_active ON booking USING gist (occupied_range) WHERE ${OCCUPYING}`);
  for (const [table] of SOURCES) {
    for (const event of ['insert', 'update', 'delete']) await knex.raw(`DROP TRIGGER IF EXISTS ${table}_ssr_${event} ON ${table}`);
  }
  await knex.raw('DROP FUNCTION IF EXISTS zp_ssr_touch()');
  await knex.raw('DROP FUNCTION IF EXISTS zp_ssr_refresh(integer[])');
  await knex.raw('DROP TABLE IF EXISTS space_search_row');
}
