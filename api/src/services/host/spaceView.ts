/** One space as the host sees it (REST space/{id}/, answers of the space writes). */
import type { Knex } from 'knex';
import { notFound } from '../../errors/ApiError';
import { spaceUrl } from '../../queries/urls';
import { imagesOf } from './hostImageRows';

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export async function loadHostSpace(knex: Knex, spaceId: number) {
  const s = await knex('space as s').join('venue as v', 'v.venue_id', 's.venue_id').where('s.space_id', spaceId).whereNull('s.ts_deleted').first('s.*', 'v.venue_hash');
  if (!s) throw notFound('space');
  const [categories, features, configurations, calendar, images] = await Promise.all([
    knex('space_category_link as l').join('space_category as c', 'c.category_id', 'l.category_id').where('l.space_id', spaceId).orderBy('c.position').select('c.category_id', 'c.category_key', 'l.has_mandatory'),
    knex('space_feature').where('space_id', spaceId).orderBy('feature_id').pluck('feature_id'),
    knex('space_configuration').where('space_id', spaceId).orderBy('configuration_id').select('configuration_id', 'configuration_type', 'is_default', 'configuration_price', 'min_guests', 'max_guests'),
    knex('calendar_link').where('space_id', spaceId).whereNot('sync_status', 'UNSUBSCRIBED').where('calendar_deleted', false).first('calendar_link_id'),
    imagesOf(knex, 'SPACE', [spaceId]),
  ]);
  const { venue_hash, ts_deleted: _d, ...row } = s;
  return {
    ...row,
    discount_percentage: num(s.discount_percentage),
    service_fee_rate: num(s.service_fee_rate),
    rating: num(s.rating),
    space_url: spaceUrl(venue_hash, s.space_slug, s.space_reference),
    space_images: images.get(spaceId) ?? [],
    space_features: features,
    space_categories: categories,
    categories: categories.map((c: any) => ({ category_id: c.category_id, has_mandatory: c.has_mandatory })),
    space_configurations: configurations,
    has_calendar: !!calendar,
  };
}
