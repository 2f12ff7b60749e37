/**
 * The spec's static lists: category/, configuration/, feature/space/, feature/venue/,
 * service/venue/, service/space/. Each item carries both names and `name` in the request locale.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { Locale } from '../middleware/locale';
import type { AppDeps, AppState } from '../types';

type Row = Record<string, unknown> & { name_nl: string; name_en: string };

const localise = (rows: Row[], locale: Locale) =>
  rows.map((row) => ({ ...row, name: locale === 'en' ? row.name_en : row.name_nl }));

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

const LISTS: Record<string, (knex: Knex) => Promise<Row[]>> = {
  '/category/': (knex) =>
    knex('space_category').select('category_id', 'category_key', 'name_nl', 'name_en', 'position').orderBy(['position', 'category_id']),
  '/configuration/': (knex) =>
    knex('configuration_type').select('configuration_type', 'name_nl', 'name_en', 'position').orderBy(['position', 'configuration_type']),
  '/feature/space/': (knex) =>
    knex('feature').where('feature_scope', 'SPACE').select('feature_id', 'feature_key', 'name_nl', 'name_en', 'position').orderBy(['position', 'feature_id']),
  '/feature/venue/': (knex) =>
    knex('feature').where('feature_scope', 'VENUE').select('feature_id', 'feature_key', 'name_nl', 'name_en', 'position').orderBy(['position', 'feature_id']),
  '/service/venue/': (knex) =>
    knex('system_service').where('is_venue', true).select(serviceColumns).orderBy(['position', 'system_service_id']),
  '/service/space/': (knex) =>
    knex('system_service').where('is_space', true).select(serviceColumns).orderBy(['position', 'system_service_id']),
};

export const STATIC_LIST_PATHS = Object.keys(LISTS);

export function staticListRoutes(router: Router<AppState>, { knex }: AppDeps): void {
  for (const [path, load] of Object.entries(LISTS)) {
    router.get(path, async (ctx) => {
      const rows = await load(knex);
      ctx.set('Cache-Control', 'public, max-age=300');
      // `name` depends on X-Locale: a cached Dutch list must never answer an English request.
      ctx.vary('X-Locale');
      ctx.body = localise(rows, ctx.state.locale);
    });
  }
}
