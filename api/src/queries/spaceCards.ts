/**
 * Why SQL: a space card joins space, venue, city and the first image (a correlated subquery) in one
 * statement, for a request's batch of ids and for paged public lists with their count.
 */
import type { Knex } from 'knex';

export interface SpaceRow {
  space_id: number;
  venue_id: number;
  space_name: string;
  space_slug: string;
  space_reference: string;
  space_description: string | null;
  short_day_price: number;
  half_day_price: number;
  day_price: number;
  full_day_price: number;
  vat_rate: number;
  service_fee_rate: number;
  space_booking_type: string;
  space_size: number | null;
  min_guests: number;
  max_guests: number;
  cancellation_th: number;
  is_active: boolean;
  rating: number | null;
  venue_hash: string;
  venue_name: string;
  venue_is_active: boolean;
  venue_status: string;
  organisation_id: number;
  city: string | null;
  first_image_id: number | null;
}

/** Narrows the public spaces of a card list (aliases s = space, v = venue). */
export type SpaceFilter = (qb: Knex.QueryBuilder) => Knex.QueryBuilder;

/** Adds the public-visibility condition for aliases `s` (space) and `v` (venue). */
export function wherePublic(qb: Knex.QueryBuilder, space = 's', venue = 'v'): Knex.QueryBuilder {
  return qb
    .where(`${space}.is_active`, true)
    .where(`${venue}.is_active`, true)
    .whereNot(`${venue}.status`, 'BANNED');
}

export function spaceRowsQuery(knex: Knex): Knex.QueryBuilder {
  return knex('space as s')
    .join('venue as v', 'v.venue_id', 's.venue_id')
    .leftJoin('seo_location as c', 'c.location_id', 'v.city_id')
    .select(
      's.space_id', 's.venue_id', 's.space_name', 's.space_slug', 's.space_reference', 's.space_description',
      's.short_day_price', 's.half_day_price', 's.day_price', 's.full_day_price', 's.vat_rate', 's.service_fee_rate',
      's.space_booking_type', 's.space_size', 's.min_guests', 's.max_guests', 's.cancellation_th', 's.is_active', 's.rating',
      'v.venue_hash', 'v.venue_name', 'v.is_active as venue_is_active', 'v.status as venue_status', 'v.organisation_id',
      'c.name as city',
      knex.raw(
        `(SELECT i.image_id FROM image i WHERE i.owner_type = 'SPACE' AND i.owner_id = s.space_id
          ORDER BY i.position, i.image_id LIMIT 1) AS first_image_id`,
      ),
    );
}

/** Card rows of these spaces (any visibility; the caller checks). */
export function spaceRowsByIds(knex: Knex, ids: readonly number[]): Promise<SpaceRow[]> {
  return spaceRowsQuery(knex).whereIn('s.space_id', ids as number[]);
}

/** Publicly visible highlighted spaces in highlight_position order. */
export function topSpaceRows(knex: Knex, limit: number): Promise<SpaceRow[]> {
  return wherePublic(spaceRowsQuery(knex))
    .where('s.is_highlighted', true)
    .orderBy([{ column: 's.highlight_position', order: 'asc', nulls: 'last' }, 's.space_id'])
    .limit(limit);
}

/** Publicly visible spaces with these references (any order). */
export function publicSpaceRowsByReference(knex: Knex, references: string[]): Promise<SpaceRow[]> {
  return wherePublic(spaceRowsQuery(knex)).whereIn('s.space_reference', references);
}

/** The spaces of one venue. */
export const venueSpaces = (venueId: number): SpaceFilter => (qb) => qb.where('s.venue_id', venueId);

/** One page of public spaces narrowed by `filter`, in `order` (a raw ORDER BY ending in a unique key), and their count. */
export async function publicSpacePage(
  knex: Knex,
  filter: SpaceFilter,
  p: { page: number; size: number },
  order = 's.space_id',
): Promise<{ rows: SpaceRow[]; total: number }> {
  const rowsQ = filter(wherePublic(spaceRowsQuery(knex))).orderByRaw(order).limit(p.size).offset((p.page - 1) * p.size);
  const countQ = filter(wherePublic(knex('space as s').join('venue as v', 'v.venue_id', 's.venue_id'))).count<{ n: number }[]>({ n: '*' });
  const [rows, count] = await Promise.all([rowsQ as unknown as Promise<SpaceRow[]>, countQ]);
  return { rows, total: Number(count[0]?.n ?? 0) };
}

/** Public spaces of other venues within `radiusM` metres of a point, nearest first (earthdistance index). */
export async function nearbyPublicSpaces(
  knex: Knex,
  point: { latitude: number; longitude: number },
  radiusM: number,
  exceptSpaceId: number,
  limit: number,
): Promise<Array<{ space_id: number; distance: number }>> {
  const { rows } = await knex.raw(
    `SELECT s.space_id, earth_distance(ll_to_earth(?, ?), ll_to_earth(v.latitude, v.longitude)) / 1000.0 AS distance
     FROM venue v JOIN space s ON s.venue_id = v.venue_id JOIN organisation o ON o.organisation_id = v.organisation_id
     WHERE v.latitude IS NOT NULL AND earth_box(ll_to_earth(?, ?), ?) @> ll_to_earth(v.latitude, v.longitude)
       AND s.is_active AND v.is_active AND v.status <> 'BANNED' AND NOT o.is_banned AND s.space_id <> ?
     ORDER BY distance, s.space_id LIMIT ?`,
    [point.latitude, point.longitude, point.latitude, point.longitude, radiusM, exceptSpaceId, limit],
  );
  return rows;
}
