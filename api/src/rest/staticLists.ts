/**
 * The spec's static lists: category/, configuration/, feature/space/, feature/venue/,
 * service/venue/, service/space/. Each item carries both names and `name` in the request locale.
 */
import type Router from '@koa/router';
import type { Locale } from '../middleware/locale';
import { STATIC_LISTS, type StaticListRow } from '../services/catalogue/staticLists';
import type { AppDeps, AppState } from '../types';

const localise = (rows: StaticListRow[], locale: Locale) =>
  rows.map((row) => ({ ...row, name: locale === 'en' ? row.name_en : row.name_nl }));

const LISTS = STATIC_LISTS;

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
