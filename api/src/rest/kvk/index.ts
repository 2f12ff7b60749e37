/** GET kvk/get_address/{code}/: the company register's record of a CoC number (test register unless KVK_API_KEY). */
import type Router from '@koa/router';
import { requireLogin } from '../../auth/guards';
import { checkCoc } from '../../domain/host/organisationRules';
import { ApiError, notFound } from '../../errors/ApiError';
import { companyRegister, RegisterUnavailable, type Company } from '../../services/kvk';
import type { AppDeps, AppState } from '../../types';
import { fieldErrorsOf } from '../venue/hostErrors';
import type { Knex } from 'knex';

export const kvkUnavailable = () => new ApiError('INTERNAL', { entity: 'kvk', key: 'kvk_unavailable', status: 502 });

export async function registerCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof RegisterUnavailable) throw kvkUnavailable();
    throw e;
  }
}

export async function companyByCoc(knex: Knex, code: string): Promise<Company> {
  const bad = checkCoc(code);
  if (bad) throw fieldErrorsOf('kvk', [{ field: 'coc', key: bad.key === 'coc_required' ? 'coc_invalid' : bad.key }]);
  const company = await registerCall(() => companyRegister(knex).byCoc(code.trim()));
  if (!company) throw new ApiError('NOT_FOUND', { entity: 'kvk', key: 'coc_not_found' });
  return company;
}

export function kvkRoutes(router: Router<AppState>, { knex }: AppDeps): void {
  router.get('/kvk/get_address/:code/', async (ctx) => {
    requireLogin(ctx.state.viewer);
    const c = await companyByCoc(knex, ctx.params.code ?? '');
    ctx.body = { coc: c.coc_number, legal_name: c.legal_name, address: c.address, postal_code: c.postal_code, city: c.city, place_id: c.place_id };
  });
}
