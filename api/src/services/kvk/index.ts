/** The company register of this process: the real KvK API when KVK_API_KEY is set, else the bundled test register. */
import type { Knex } from 'knex';
import { kvkApiRegister } from './kvkApi';
import { testRegister } from './testRegister';
import type { CompanyRegister } from './types';

export * from './types';

const registers = new WeakMap<Knex, CompanyRegister>();

export function companyRegister(knex: Knex, env: NodeJS.ProcessEnv = process.env): CompanyRegister {
  const key = env.KVK_API_KEY?.trim();
  if (key) return kvkApiRegister(key, env.KVK_API_URL?.trim() || undefined);
  let r = registers.get(knex);
  if (!r) {
    r = testRegister(() => knex('seo_location').where('entity_type', 'CITY').select('location_id', 'name'));
    registers.set(knex, r);
  }
  return r;
}
