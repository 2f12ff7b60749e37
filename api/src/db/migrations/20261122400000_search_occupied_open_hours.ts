/**
 * Discovery performance, part 3 (search benchmark): each space's occupied time in its search row.
 *
 * A search with a date used to collect every occupying booking of the window nationwide (~40,000 on the
 * benchmark data, one index scan plus a hash) and anti-join it with the candidate rows. Now
 * space_search_row.occupied is the union (range_agg) of the space's occupying bookings' occupied_range,
 * so "no booking overlaps the widened window" is one inline test per row: NOT (occupied && window).
 *
 * Kept by statement-level triggers on booking (insert, delete, and updates that change the status, the
 * space or the occupied range), which call zp_ssr_occupied(space_ids). Bookings that ended more than two
 * days before the refresh are left out so the value stays small; `occupied_since` records that horizon.
 * It is exact for every window whose widened start (start - preparation_time) is at or after
 * occupied_since: a left-out range ends before it, so it cannot overlap. For earlier windows (which no
 * guest can book: they lie in the past) the search checks the booking table instead (queries/venueSearch.ts).
 * preparation_time is at most 1440 minutes (check constraint), so a search of today is always exact.
 *
 * booking_window_active (the nationwide scan's index) has no other user and is dropped.
 *
 * open_hours (generated from opening): the whole local hours the venue is open, as week_day * 24 + hour
 * (an hour counts when one working-time row covers all of it), with a GIN index. A window that a row of
 * `opening` contains needs every whole hour inside it in open_hours, so `open_hours @> the window's hours`
 * is a necessary condition the index can answer: an evening or Sunday search finds the few venues open
 * then without reading every row (queries/venueSearch.ts keeps the exact minute check after it).
 *
 * The backfill rewrites every row, so the table is CLUSTERed again (search_perf2's order).
 */
import type { Knex } from 'knex';

const OCCUPYING = "('PENDING','PAYMENT_PROCESSING','PAID')";
const HORIZON = "now() - interval '2 days'";

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION zp_open_hours(opening int4range[]) RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT coalesce(array_agg(DISTINCT y.k ORDER BY y.k), '{}') FROM (
        SELECT (lower(o) / 1441) * 24 + h AS k
        FROM unnest(opening) o, generate_series(0, 23) h
        WHERE lower(o) <= (lower(o) / 1441) * 1441 + h * 60 AND upper(o) >= (lower(o) / 1441) * 1441 + h * 60 + 60) y
    $$`);
  await knex.raw('ALTER TABLE space_search_row ADD COLUMN open_hours integer[] GENERATED ALWAYS AS (zp_open_hours(opening)) STORED');
  await knex.raw('CREATE INDEX ssr_open_hours ON space_search_row USING gin (open_hours) WHERE is_visible');
  await knex.raw(`ALTER TABLE space_search_row
    ADD COLUMN occupied tstzmultirange NOT NULL DEFAULT '{}',
    ADD COLUMN occupied_since timestamptz NOT NULL DEFAULT '-infinity'`);

  await knex.raw(`
    CREATE FUNCTION zp_ssr_occupied(ids integer[]) RETURNS void LANGUAGE sql AS $$
      UPDATE space_search_row r
      SET occupied_since = ${HORIZON},
          occupied = coalesce((SELECT range_agg(b.occupied_range) FROM booking b
                               WHERE b.space_id = r.space_id AND b.booking_status IN ${OCCUPYING}
                                 AND upper(b.occupied_range) > ${HORIZON}), '{}')
      WHERE r.space_id = ANY(ids)
    $$`);

  // TG_OP decides which transition tables exist; an update refreshes only spaces whose occupied time can change
  await knex.raw(`
    CREATE FUNCTION zp_ssr_booking_touch() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE ids integer[];
    BEGIN
      IF TG_OP = 'INSERT' THEN
        SELECT array_agg(DISTINCT space_id) INTO ids FROM new_rows;
      ELSIF TG_OP = 'DELETE' THEN
        SELECT array_agg(DISTINCT space_id) INTO ids FROM old_rows;
      ELSE
        SELECT array_agg(DISTINCT x.space_id) INTO ids FROM (
          SELECT o.space_id FROM old_rows o JOIN new_rows n ON n.booking_id = o.booking_id
          WHERE (o.booking_status, o.occupied_range, o.space_id) IS DISTINCT FROM (n.booking_status, n.occupied_range, n.space_id)
          UNION ALL
          SELECT n.space_id FROM old_rows o JOIN new_rows n ON n.booking_id = o.booking_id
          WHERE (o.booking_status, o.occupied_range, o.space_id) IS DISTINCT FROM (n.booking_status, n.occupied_range, n.space_id)) x;
      END IF;
      IF ids IS NOT NULL THEN PERFORM zp_ssr_occupied(ids); END IF;
      RETURN NULL;
    END $$`);

  await knex.raw(`CREATE TRIGGER booking_ssr_insert AFTER INSERT ON booking
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zp_ssr_booking_touch()`);
  await knex.raw(`CREATE TRIGGER booking_ssr_update AFTER UPDATE ON booking
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zp_ssr_booking_touch()`);
  await knex.raw(`CREATE TRIGGER booking_ssr_delete AFTER DELETE ON booking
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION zp_ssr_booking_touch()`);

  await knex.raw(`SELECT zp_ssr_occupied(array_agg(DISTINCT space_id)) FROM booking WHERE booking_status IN ${OCCUPYING}`);
  await knex.raw('DROP INDEX IF EXISTS booking_window_active');
  // the backfill rewrote every row (new versions on new pages): restore the geographic order of search_perf2
  await knex.raw('CLUSTER space_search_row');
  await knex.raw('ANALYZE space_search_row');
}

export async function down(knex: Knex): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) await knex.raw(`DROP TRIGGER IF EXISTS booking_ssr_${event} ON booking`);
  await knex.raw('DROP FUNCTION IF EXISTS zp_ssr_booking_touch()');
  await knex.raw('DROP FUNCTION IF EXISTS zp_ssr_occupied(integer[])');
  await knex.raw('ALTER TABLE space_search_row DROP COLUMN IF EXISTS occupied, DROP COLUMN IF EXISTS occupied_since, DROP COLUMN IF EXISTS open_hours');
  await knex.raw('DROP FUNCTION IF EXISTS zp_open_hours(int4range[])');
  await knex.raw(`CREATE INDEX IF NOT EXISTS booking_window_active ON booking USING gist (tstzrange(lower(occupied_range), upper(occupied_range)))
    INCLUDE (space_id, occupied_range) WHERE booking_status IN ${OCCUPYING}`);
}
