/** Address from the places service (spec: chosen from the dropdown): place_id -> coordinates, city, region. */
import type { Knex } from 'knex';
import { ApiError } from '../../errors/ApiError';
import { placesProvider, type PlaceInfo } from '../places';

export type PlaceLookup = { verdict: 'found'; info: PlaceInfo } | { verdict: 'not_found' } | { verdict: 'missing' };

export async function lookupPlace(knex: Knex, placeId: unknown): Promise<PlaceLookup> {
  if (typeof placeId !== 'string' || placeId.trim() === '') return { verdict: 'missing' };
  let answer;
  try {
    answer = await placesProvider(knex).placeInfo(placeId.trim());
  } catch {
    throw new ApiError('INTERNAL', { entity: 'place', key: 'places_unavailable', status: 502 });
  }
  if (answer.status === 'OK' && answer.result) return { verdict: 'found', info: answer.result };
  if (answer.status === 'NOT_FOUND' || answer.status === 'INVALID_REQUEST' || answer.status === 'ZERO_RESULTS') return { verdict: 'not_found' };
  throw new ApiError('INTERNAL', { entity: 'place', key: 'places_unavailable', status: 502, meta: { status: answer.status } });
}

/** The seo_location city (and its province) a place belongs to: same name, else the nearest city. */
export async function cityOf(knex: Knex, info: PlaceInfo): Promise<{ city_id: number | null; region_id: number | null }> {
  const byName = info.city
    ? await knex('seo_location').where('entity_type', 'CITY').whereRaw('lower(name) = lower(?)', [info.city]).first('location_id', 'parent_id')
    : undefined;
  const row = byName ?? (await knex('seo_location').where('entity_type', 'CITY')
    .orderByRaw('(latitude - ?)^2 + (longitude - ?)^2', [info.latitude, info.longitude]).first('location_id', 'parent_id'));
  return { city_id: row?.location_id ?? null, region_id: row?.parent_id ?? null };
}
