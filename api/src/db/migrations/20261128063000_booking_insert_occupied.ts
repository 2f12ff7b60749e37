/**
 * A new booking adds its occupied time to its space's search row instead of recomputing it.
 *
 * zp_ssr_occupied (search_occupied_open_hours) aggregates every occupying booking of the space; run for
 * each new booking it costs a scan of all the space's bookings while the search row's lock is held (every
 * booking of a space waits for that lock until its commit). On INSERT the new occupying rows' ranges are
 * now added to `occupied` (multirange union), and a booking that does not occupy its slot (a draft) leaves
 * the row alone. `occupied_since` stays: `occupied` is still the union of the space's occupying bookings
 * that end after it, so every window the search answers from it (start at or after occupied_since) gets
 * the same answer as after a recompute; ranges that end before it are left out as the recompute does.
 * Updates (a status, the space or the time changes) and deletes still recompute the spaces they touch.
 */
import type { Knex } from 'knex';

const OCCUPYING = "('PENDING','PAYMENT_PROCESSING','PAID')";

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE OR REPLACE FUNCTION zp_ssr_booking_touch() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE ids integer[];
    BEGIN
      IF TG_OP = 'INSERT' THEN
        UPDATE space_search_row r SET occupied = r.occupied + n.occupied
        FROM (SELECT space_id, range_agg(occupied_range) AS occupied FROM new_rows
              WHERE booking_status IN ${OCCUPYING} GROUP BY space_id) n
        WHERE r.space_id = n.space_id AND upper(n.occupied) > r.occupied_since;
        RETURN NULL;
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
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE OR REPLACE FUNCTION zp_ssr_booking_touch() RETURNS trigger LANGUAGE plpgsql AS $$
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
}
