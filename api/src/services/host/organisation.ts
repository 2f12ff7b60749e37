/** An organisation row as the host and admin screens read it (numeric columns as numbers). */
import type { Knex } from 'knex';
import { notFound } from '../../errors/ApiError';

export async function loadOrganisation(knex: Knex, organisationId: number) {
  const o = await knex('organisation').where('organisation_id', organisationId).first();
  if (!o) throw notFound('organisation');
  return { ...o, organisation_rating: Number(o.organisation_rating), service_fee_rate: Number(o.service_fee_rate) };
}
