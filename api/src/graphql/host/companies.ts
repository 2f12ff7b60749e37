/** get_companies: company register (KvK adapter) search by name; fewer than 2 characters = no suggestions, at most 10. */
import type { Knex } from 'knex';
import { registerCall } from '../../services/kvk/lookup';
import { companyRegister, type Company } from '../../services/kvk';

export const COMPANY_SEARCH_MIN = 2;
export const COMPANY_SEARCH_MAX = 10;

export async function companyRegisterSearch(knex: Knex, name: string): Promise<Company[]> {
  const q = (name ?? '').trim();
  if (q.length < COMPANY_SEARCH_MIN) return [];
  const found = await registerCall(() => companyRegister(knex).search(q, COMPANY_SEARCH_MAX));
  return found.slice(0, COMPANY_SEARCH_MAX);
}
