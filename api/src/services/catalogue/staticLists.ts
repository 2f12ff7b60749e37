/**
 * The spec's static lists (space categories, configuration types, space and venue features, venue and
 * space services), each item with both names, in the lists' own order.
 */
import type { Knex } from 'knex';
import { ConfigurationType, Feature, SpaceCategory, SystemService } from '../../db/models';

export type StaticListRow = Record<string, unknown> & { name_nl: string; name_en: string };

const serviceColumns = [
  'system_service_id',
  'system_service_key',
  'system_service_type',
  'order_type',
  'is_venue',
  'is_space',
  'allow_on_demand',
  'expect_quantity',
  'is_inventory_allowed',
  'vat_rate',
  'position',
  'system_service_name_nl as name_nl',
  'system_service_name_en as name_en',
];

const rows = (q: PromiseLike<unknown>) => q as PromiseLike<StaticListRow[]>;

/** path of the REST list -> its rows */
export const STATIC_LISTS: Record<string, (knex: Knex) => PromiseLike<StaticListRow[]>> = {
  '/category/': (knex) =>
    rows(SpaceCategory.query(knex).select('category_id', 'category_key', 'name_nl', 'name_en', 'position').orderBy(['position', 'category_id'])),
  '/configuration/': (knex) =>
    rows(ConfigurationType.query(knex).select('configuration_type', 'name_nl', 'name_en', 'position').orderBy(['position', 'configuration_type'])),
  '/feature/space/': (knex) =>
    rows(Feature.query(knex).where('feature_scope', 'SPACE').select('feature_id', 'feature_key', 'name_nl', 'name_en', 'position').orderBy(['position', 'feature_id'])),
  '/feature/venue/': (knex) =>
    rows(Feature.query(knex).where('feature_scope', 'VENUE').select('feature_id', 'feature_key', 'name_nl', 'name_en', 'position').orderBy(['position', 'feature_id'])),
  '/service/venue/': (knex) =>
    rows(SystemService.query(knex).where('is_venue', true).select(serviceColumns).orderBy(['position', 'system_service_id'])),
  '/service/space/': (knex) =>
    rows(SystemService.query(knex).where('is_space', true).select(serviceColumns).orderBy(['position', 'system_service_id'])),
};
