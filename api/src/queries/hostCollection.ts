/** Why SQL: the organisation's venues with their counts of active spaces are one grouped statement. */
import type { Knex } from 'knex';

export interface HostCollectionVenueRow {
  venue_id: number;
  venue_name: string;
  venue_hash: string;
  venue_slug: string;
  city: string | null;
  space_count: number;
}

/** Active, not deleted, not banned venues of the organisation with at least one active space, by name. */
export async function collectionVenueCounts(knex: Knex, organisationId: number): Promise<HostCollectionVenueRow[]> {
  const { rows } = await knex.raw(
    `SELECT v.venue_id, v.venue_name, v.venue_hash, v.venue_slug, ci.name AS city, count(s.space_id)::int AS space_count
     FROM venue v LEFT JOIN seo_location ci ON ci.location_id = v.city_id
     JOIN space s ON s.venue_id = v.venue_id AND s.is_active AND s.ts_deleted IS NULL
     WHERE v.organisation_id = ? AND v.is_active AND v.ts_deleted IS NULL AND v.status <> 'BANNED'
     GROUP BY v.venue_id, ci.name ORDER BY v.venue_name, v.venue_id`,
    [organisationId],
  );
  return rows;
}
