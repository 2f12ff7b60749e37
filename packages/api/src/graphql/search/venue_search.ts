/**
 * venue_search(input): venues with their matching spaces, 20 per page.
 * - search: venue, space or city name; accent-insensitive (unaccent) substring or trigram
 *   word similarity (pg_trgm) so small typos still match; best matches first;
 * - lat/lng: ordered by distance (km, haversine) instead;
 * - attendees: only spaces with a configuration for at least that many guests.
 * Paging is on venues in a total order (score/distance, then venue_id): no duplicates.
 */
import type { Knex } from 'knex';
import { ApiError } from '../../errors/ApiError';
import { venueUrl } from '../../queries/urls';
import type { GraphQLContext } from '../context';
import { toSpaceCard, type SpaceCard } from './rows';
import { wherePublic } from './visibility';

export interface VenueFindInput {
  search?: string | null;
  lat?: number | null;
  lng?: number | null;
  attendees?: number | null;
  page?: number | null;
  size?: number | null;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;
export const MAX_ATTENDEES = 500;
const MAX_SPACES_PER_VENUE = 20;
const SIMILARITY = 0.5;

interface VenueHit {
  venue_id: number;
  venue_name: string;
  venue_hash: string;
  venue_slug: string;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  min_price: number;
  distance: number | null;
  space_ids: number[];
}

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const norm = (expr: string): string => `unaccent(lower(${expr}))`;

function validate(input: VenueFindInput) {
  const search = (input.search ?? '').trim().slice(0, 100);
  const { lat, lng } = input;
  const hasGeo = lat != null && lng != null;
  if (hasGeo && (Math.abs(lat) > 90 || Math.abs(lng) > 180)) {
    throw new ApiError('FIELD_VALIDATION', { entity: 'venue_search', key: 'invalid_coordinates', meta: { field: 'lat', fields: { lat: 'invalid_coordinates' } } });
  }
  const attendees = input.attendees ?? null;
  if (attendees !== null && (attendees < 1 || attendees > MAX_ATTENDEES)) {
    throw new ApiError('FIELD_VALIDATION', { entity: 'venue_search', key: 'max_integer', meta: { field: 'attendees', fields: { attendees: 'max_integer' }, max: MAX_ATTENDEES } });
  }
  const page = Math.max(1, input.page ?? 1);
  const size = Math.min(Math.max(1, input.size ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  return { search, geo: hasGeo ? { lat: lat as number, lng: lng as number } : null, attendees, page, size };
}

function matchingSpaces(knex: Knex, search: string, attendees: number | null): Knex.QueryBuilder {
  const q = wherePublic(
    knex('space as s').join('venue as v', 'v.venue_id', 's.venue_id').leftJoin('seo_location as c', 'c.location_id', 'v.city_id'),
  ).select('s.space_id', 's.venue_id', 's.half_day_price');
  if (attendees !== null) {
    q.whereExists(knex('space_configuration as sc').whereRaw('sc.space_id = s.space_id').where('sc.max_guests', '>=', attendees));
  }
  if (search) {
    const like = `%${escapeLike(search.toLowerCase())}%`;
    const fields = ['v.venue_name', 's.space_name', "coalesce(c.name, '')"];
    const score = `greatest(${fields.map((f) => `word_similarity(${norm('?::text')}, ${norm(f)})`).join(', ')})`;
    q.select(knex.raw(`${score} AS score`, [search, search, search]));
    q.where((w) => {
      for (const f of fields) w.orWhereRaw(`${norm(f)} LIKE ${norm('?::text')}`, [like]);
      w.orWhereRaw(`${score} >= ?`, [search, search, search, SIMILARITY]);
    });
  } else {
    q.select(knex.raw('0 AS score'));
  }
  return q;
}

export async function venue_search(_: unknown, args: { input?: VenueFindInput | null }, ctx: GraphQLContext) {
  const { search, geo, attendees, page, size } = validate(args.input ?? {});
  const { knex } = ctx;
  const matching = matchingSpaces(knex, search, attendees);

  const distance = geo
    ? knex.raw(
        `6371 * 2 * asin(sqrt(power(sin(radians(v.latitude - ?) / 2), 2)
          + cos(radians(?)) * cos(radians(v.latitude)) * power(sin(radians(v.longitude - ?) / 2), 2)))`,
        [geo.lat, geo.lat, geo.lng],
      )
    : knex.raw('NULL::double precision');

  const hitsQuery = knex
    .with('matching', matching)
    .from('matching as m')
    .join('venue as v', 'v.venue_id', 'm.venue_id')
    .leftJoin('seo_location as c', 'c.location_id', 'v.city_id')
    .groupBy('v.venue_id', 'c.name')
    .select(
      'v.venue_id', 'v.venue_name', 'v.venue_hash', 'v.venue_slug', 'c.name as city', 'v.latitude', 'v.longitude',
      knex.raw('min(m.half_day_price)::int AS min_price'),
      knex.raw('array_agg(m.space_id ORDER BY m.half_day_price, m.space_id) AS space_ids'),
      knex.raw('? AS distance', [distance]),
    )
    .limit(size)
    .offset((page - 1) * size);
  if (geo) hitsQuery.orderByRaw('distance ASC NULLS LAST, v.venue_id ASC');
  else if (search) hitsQuery.orderByRaw('max(m.score) DESC, v.venue_id ASC');
  else hitsQuery.orderBy('v.venue_id');

  const [hits, countRow] = await Promise.all([
    hitsQuery as unknown as Promise<VenueHit[]>,
    knex.with('matching', matchingSpaces(knex, search, attendees)).from('matching').first(knex.raw('count(DISTINCT venue_id)::int AS total')),
  ]);

  const spaceIds = hits.flatMap((h) => h.space_ids.slice(0, MAX_SPACES_PER_VENUE));
  const rows = await ctx.loaders.space.loadMany(spaceIds);
  const cards = new Map<number, SpaceCard>();
  for (const row of rows) if (row && !(row instanceof Error)) cards.set(row.space_id, toSpaceCard(row));

  return {
    venues: hits.map((h) => ({
      venue_id: h.venue_id,
      venue_name: h.venue_name,
      venue_url: venueUrl(h.venue_hash, h.venue_slug),
      city: h.city,
      latitude: h.latitude,
      longitude: h.longitude,
      min_price: h.min_price,
      distance: h.distance,
      venue_spaces: h.space_ids.slice(0, MAX_SPACES_PER_VENUE).flatMap((id) => cards.get(id) ?? []),
    })),
    total: (countRow as { total?: number } | undefined)?.total ?? 0,
    page,
    size,
  };
}
