/**
 * Per-request DataLoaders: every list resolves spaces, venues, images and configurations in
 * one query per kind instead of one per row.
 */
import DataLoader from 'dataloader';
import type { Knex } from 'knex';
import type { SpaceRow, VenueRow } from './search/rows';

export interface ImageRef {
  image_id: number;
  order: number;
}
export interface ConfigurationRow {
  configuration_id: number;
  space_id: number;
  configuration_type: string;
  min_guests: number;
  max_guests: number;
  configuration_price: number;
  is_default: boolean;
}
export interface WorkingTimeRow {
  venue_id: number;
  week_day: number;
  open_time: number;
  close_time: number;
}

function byKey<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): (V | null)[] {
  const map = new Map(rows.map((row) => [keyOf(row), row] as const));
  return keys.map((key) => map.get(key) ?? null);
}

function groupBy<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): V[][] {
  const map = new Map<K, V[]>(keys.map((k) => [k, []]));
  for (const row of rows) map.get(keyOf(row))?.push(row);
  return keys.map((key) => map.get(key) ?? []);
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

export function createLoaders(knex: Knex) {
  const imagesOf = (ownerType: 'SPACE' | 'VENUE') =>
    new DataLoader<number, ImageRef[]>(async (ids) => {
      const rows: Array<ImageRef & { owner_id: number }> = await knex('image')
        .where('owner_type', ownerType)
        .whereIn('owner_id', ids as number[])
        .orderBy(['owner_id', 'position', 'image_id'])
        .select('image_id', 'owner_id', 'position as order');
      return groupBy(ids, rows, (r) => r.owner_id);
    });

  return {
    space: new DataLoader<number, SpaceRow | null>(async (ids) =>
      byKey(ids, await spaceRowsQuery(knex).whereIn('s.space_id', ids as number[]), (r: SpaceRow) => r.space_id),
    ),
    venue: new DataLoader<number, VenueRow | null>(async (ids) => {
      const rows: VenueRow[] = await knex('venue as v')
        .leftJoin('seo_location as c', 'c.location_id', 'v.city_id')
        .leftJoin('seo_location as r', 'r.location_id', 'v.region_id')
        .whereIn('v.venue_id', ids as number[])
        .select(
          'v.venue_id', 'v.organisation_id', 'v.venue_hash', 'v.venue_name', 'v.venue_slug', 'v.venue_description',
          'v.address', 'v.latitude', 'v.longitude', 'v.is_active', 'v.status', 'c.name as city', 'r.name as region',
        );
      return byKey(ids, rows, (r) => r.venue_id);
    }),
    spaceImages: imagesOf('SPACE'),
    venueImages: imagesOf('VENUE'),
    spaceConfigurations: new DataLoader<number, ConfigurationRow[]>(async (ids) => {
      const rows: ConfigurationRow[] = await knex('space_configuration')
        .whereIn('space_id', ids as number[])
        .orderBy(['space_id', 'max_guests', 'configuration_id'])
        .select('configuration_id', 'space_id', 'configuration_type', 'min_guests', 'max_guests', 'configuration_price', 'is_default');
      return groupBy(ids, rows, (r) => r.space_id);
    }),
    spaceCategories: new DataLoader<number, string[]>(async (ids) => {
      const rows: Array<{ space_id: number; category_key: string }> = await knex('space_category_link as l')
        .join('space_category as c', 'c.category_id', 'l.category_id')
        .whereIn('l.space_id', ids as number[])
        .orderBy(['l.space_id', 'c.position'])
        .select('l.space_id', 'c.category_key');
      return groupBy(ids, rows, (r) => r.space_id).map((list) => list.map((r) => r.category_key));
    }),
    spaceFeatures: new DataLoader<number, string[]>(async (ids) => {
      const rows: Array<{ space_id: number; feature_key: string }> = await knex('space_feature as l')
        .join('feature as f', 'f.feature_id', 'l.feature_id')
        .whereIn('l.space_id', ids as number[])
        .orderBy(['l.space_id', 'f.position'])
        .select('l.space_id', 'f.feature_key');
      return groupBy(ids, rows, (r) => r.space_id).map((list) => list.map((r) => r.feature_key));
    }),
    workingTimes: new DataLoader<number, WorkingTimeRow[]>(async (ids) => {
      const rows: WorkingTimeRow[] = await knex('working_time')
        .whereIn('venue_id', ids as number[])
        .orderBy(['venue_id', 'week_day', 'open_time'])
        .select('venue_id', 'week_day', 'open_time', 'close_time');
      return groupBy(ids, rows, (r) => r.venue_id);
    }),
  };
}
export type Loaders = ReturnType<typeof createLoaders>;
