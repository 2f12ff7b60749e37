/** Company register calls as the API answers them: register down -> 502 kvk_unavailable, unknown CoC -> 404. */
import type { Knex } from 'knex';
import { checkCoc } from '../../domain/host/organisationRules';
import { ApiError } from '../../errors/ApiError';
import { fieldErrorsOf } from '../host/hostErrors';
import { companyRegister, RegisterUnavailable, type Company } from '.';

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
