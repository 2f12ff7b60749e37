/**
 * Per-request DataLoaders: every list resolves spaces, venues, images and configurations in
 * one query per kind instead of one per row.
 */
import DataLoader from 'dataloader';
import type { Knex } from 'knex';
import { Image, SpaceCategory, SpaceConfiguration, Feature, Venue, WorkingTime } from '../../db/models';
import { spaceRowsByIds, type SpaceRow } from '../../queries/spaceCards';

export type { SpaceRow } from '../../queries/spaceCards';

export interface VenueRow {
  venue_id: number;
  organisation_id: number;
  venue_hash: string;
  venue_name: string;
  venue_slug: string;
  venue_description: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  is_active: boolean;
  status: string;
  city: string | null;
  region: string | null;
}
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

export function createLoaders(knex: Knex) {
  const imagesOf = (ownerType: 'SPACE' | 'VENUE') =>
    new DataLoader<number, ImageRef[]>(async (ids) => {
      const rows = await Image.query(knex)
        .where('owner_type', ownerType)
        .whereIn('owner_id', ids as number[])
        .orderBy(['owner_id', 'position', 'image_id'])
        .select('image_id', 'owner_id', 'position as order')
        .castTo<Array<ImageRef & { owner_id: number }>>();
      return groupBy(ids, rows, (r) => r.owner_id);
    });

  return {
    space: new DataLoader<number, SpaceRow | null>(async (ids) => byKey(ids, await spaceRowsByIds(knex, ids), (r: SpaceRow) => r.space_id)),
    venue: new DataLoader<number, VenueRow | null>(async (ids) => {
      const rows = await Venue.query(knex)
        .alias('v')
        .leftJoin('seo_location as c', 'c.location_id', 'v.city_id')
        .leftJoin('seo_location as r', 'r.location_id', 'v.region_id')
        .whereIn('v.venue_id', ids as number[])
        .select(
          'v.venue_id', 'v.organisation_id', 'v.venue_hash', 'v.venue_name', 'v.venue_slug', 'v.venue_description',
          'v.address', 'v.latitude', 'v.longitude', 'v.is_active', 'v.status', 'c.name as city', 'r.name as region',
        )
        .castTo<VenueRow[]>();
      return byKey(ids, rows, (r) => r.venue_id);
    }),
    spaceImages: imagesOf('SPACE'),
    venueImages: imagesOf('VENUE'),
    spaceConfigurations: new DataLoader<number, ConfigurationRow[]>(async (ids) => {
      const rows = await SpaceConfiguration.query(knex)
        .whereIn('space_id', ids as number[])
        .orderBy(['space_id', 'max_guests', 'configuration_id'])
        .select('configuration_id', 'space_id', 'configuration_type', 'min_guests', 'max_guests', 'configuration_price', 'is_default')
        .castTo<ConfigurationRow[]>();
      return groupBy(ids, rows, (r) => r.space_id);
    }),
    spaceCategories: new DataLoader<number, string[]>(async (ids) => {
      const rows = await SpaceCategory.query(knex)
        .alias('c')
        .join('space_category_link as l', 'c.category_id', 'l.category_id')
        .whereIn('l.space_id', ids as number[])
        .orderBy(['l.space_id', 'c.position'])
        .select('l.space_id', 'c.category_key')
        .castTo<Array<{ space_id: number; category_key: string }>>();
      return groupBy(ids, rows, (r) => r.space_id).map((list) => list.map((r) => r.category_key));
    }),
    spaceFeatures: new DataLoader<number, string[]>(async (ids) => {
      const rows = await Feature.query(knex)
        .alias('f')
        .join('space_feature as l', 'f.feature_id', 'l.feature_id')
        .whereIn('l.space_id', ids as number[])
        .orderBy(['l.space_id', 'f.position'])
        .select('l.space_id', 'f.feature_key')
        .castTo<Array<{ space_id: number; feature_key: string }>>();
      return groupBy(ids, rows, (r) => r.space_id).map((list) => list.map((r) => r.feature_key));
    }),
    workingTimes: new DataLoader<number, WorkingTimeRow[]>(async (ids) => {
      const rows = await WorkingTime.query(knex)
        .whereIn('venue_id', ids as number[])
        .orderBy(['venue_id', 'week_day', 'open_time'])
        .select('venue_id', 'week_day', 'open_time', 'close_time')
        .castTo<WorkingTimeRow[]>();
      return groupBy(ids, rows, (r) => r.venue_id);
    }),
  };
}
export type Loaders = ReturnType<typeof createLoaders>;
