/** GET kvk/get_address/{code}/: the company register's record of a CoC number (test register unless KVK_API_KEY). */
import type Router from '@koa/router';
import { requireLogin } from '../../auth/guards';
import { companyByCoc } from '../../services/kvk/lookup';
import type { AppDeps, AppState } from '../../types';

export function kvkRoutes(router: Router<AppState>, { knex }: AppDeps): void {
  router.get('/kvk/get_address/:code/', async (ctx) => {
    requireLogin(ctx.state.viewer);
    const c = await companyByCoc(knex, ctx.params.code ?? '');
    ctx.body = { coc: c.coc_number, legal_name: c.legal_name, address: c.address, postal_code: c.postal_code, city: c.city, place_id: c.place_id };
  });
}
