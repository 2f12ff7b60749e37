/** The host's organisation: read as the host and admin screens show it (numeric columns as numbers), registered and updated. */
import type { Knex } from 'knex';
import { Account, Organisation, TeamMember } from '../../db/models';
import { checkOrganisation, type OrganisationType } from '../../domain/host/organisationRules';
import { text } from '../../domain/host/text';
import { ApiError, notFound } from '../../errors/ApiError';
import { throwIfErrors } from './hostErrors';
import { lookupPlace } from './place';

export async function loadOrganisation(knex: Knex, organisationId: number) {
  const o = await Organisation.query(knex).findById(organisationId);
  if (!o) throw notFound('organisation');
  return { ...o, organisation_rating: Number(o.organisation_rating), service_fee_rate: Number(o.service_fee_rate) };
}

/** Registers or updates the account's own organisation (a new one waits for staff review); the account becomes a VENDOR. */
export async function saveOrganisation(knex: Knex, accountId: number, type: OrganisationType, body: Record<string, any>) {
  const [place, finance] = await Promise.all([lookupPlace(knex, body.place_id), lookupPlace(knex, body.is_finance_coc_geo === true && !text(body.finance_place_id) ? body.place_id : body.finance_place_id)]);
  throwIfErrors('organisation', checkOrganisation(type, body, { place: place.verdict, finance: finance.verdict }));
  const row = {
    organisation_type: type,
    organisation_name: text(body.organisation_name) || null,
    coc: type === 'PUBLIC' ? text(body.coc).replace(/\s/g, '') : null,
    vat_number: text(body.vat_number).replace(/\s/g, '').toUpperCase(),
    vat_rate: body.vat_rate,
    finance_email: text(body.finance_email).toLowerCase(),
    place_id: place.verdict === 'found' ? place.info.place_id : null,
    address: place.verdict === 'found' ? place.info.formatted_address : null,
    finance_place_id: finance.verdict === 'found' ? finance.info.place_id : null,
    finance_address: finance.verdict === 'found' ? finance.info.formatted_address : null,
  };
  return knex.transaction(async (trx) => {
    const existing = await Organisation.query(trx).where('account_id', accountId).forUpdate().select('organisation_id', 'is_update_allowed').first();
    if (existing && !existing.is_update_allowed) throw new ApiError('CONFLICT', { entity: 'organisation', key: 'organisation_already_registered' });
    let id: number;
    if (existing) {
      id = existing.organisation_id;
      await Organisation.query(trx).findById(id).patch(row);
    } else {
      const created = await Organisation.query(trx).insert({ ...row, account_id: accountId, review_status: 'PENDING', is_activation_allowed: false }).returning('organisation_id');
      id = created.organisation_id;
    }
    await Account.query(trx).findById(accountId).patch({ account_state: 'VENDOR' });
    return id;
  });
}

/** The organisation the account owns, else the first one it joined (null: none). */
export async function viewerOrganisationId(knex: Knex, accountId: number): Promise<number | null> {
  const own = await Organisation.query(knex).where('account_id', accountId).select('organisation_id').first();
  const member = own ?? (await TeamMember.query(knex).where({ account_id: accountId }).modify('accepted').select('organisation_id').first());
  return member?.organisation_id ?? null;
}

/** Whether the account owns an organisation and whether it is an accepted team member of one. */
export async function organisationTies(knex: Knex, accountId: number): Promise<{ owns: boolean; isMember: boolean }> {
  const member = await TeamMember.query(knex).where({ account_id: accountId }).modify('accepted').select('team_member_id').first();
  const owns = await Organisation.query(knex).where('account_id', accountId).select('organisation_id').first();
  return { owns: owns !== undefined, isMember: member !== undefined };
}
