/**
 * An organisation's bank account and payouts (host-and-admin sections 3, 5, 8). The caller has
 * checked finance.view / payment_method.update for the organisation. One active IBAN at a time:
 * setting a new one deactivates the old one in the same transaction.
 */
import type { Knex } from 'knex';
import { holderMatchesOrganisation, ibanDetails, normaliseIban } from '../../domain/iban';
import { Organisation, OrganisationBankInfo, Payout } from '../../db/models';
import { ApiError } from '../../errors/ApiError';

const fieldError = (field: string, key: string) =>
  new ApiError('FIELD_VALIDATION', { entity: 'organisation_bank_info', key, meta: { field, fields: { [field]: key } } });

export async function activeBankInfo(knex: Knex, organisationId: number): Promise<OrganisationBankInfo | undefined> {
  return OrganisationBankInfo.query(knex).where('organisation_id', organisationId).modify('active').orderBy('organisation_bank_id', 'desc').first();
}

/** Checks the IBAN (mod-97) and that the holder is the organisation, then makes it the active account. */
export async function setBankInfo(knex: Knex, organisationId: number, input: { bank_ascription: string; iban: string }): Promise<OrganisationBankInfo> {
  const ascription = (input.bank_ascription ?? '').trim();
  if (!ascription) throw fieldError('bank_ascription', 'required');
  if (!(input.iban ?? '').trim()) throw fieldError('iban', 'required');
  if (!ibanDetails(input.iban).is_valid) throw fieldError('iban', 'invalid_iban');
  const org = await Organisation.query(knex).findById(organisationId).select('organisation_name');
  if (!org?.organisation_name || !holderMatchesOrganisation(ascription, org.organisation_name)) throw fieldError('bank_ascription', 'bank_ascription_mismatch');
  return knex.transaction(async (trx) => {
    await OrganisationBankInfo.query(trx).where('organisation_id', organisationId).modify('active').patch({ is_active: false });
    return OrganisationBankInfo.query(trx)
      .insert({ organisation_id: organisationId, bank_ascription: ascription, iban: normaliseIban(input.iban), is_active: true })
      .returning('*');
  });
}

export type PayoutRow = Payout & { space_name: string; venue_name: string };

/** The organisation's payouts, newest first, with the booked space and venue names. */
export async function payoutsPage(
  knex: Knex,
  organisationId: number,
  payoutStatus: string | null | undefined,
  page: { size: number; offset: number },
): Promise<{ rows: PayoutRow[]; total: number }> {
  const base = Payout.query(knex).where('payout.organisation_id', organisationId)
    .modify((q) => (payoutStatus ? q.where('payout.payout_status', payoutStatus) : q));
  const total = await base.clone().resultSize();
  const rows = await base.clone()
    .joinRelated('booking.space.venue')
    .modify('newestFirst').limit(page.size).offset(page.offset)
    .select('payout.*', 'booking:space.space_name', 'booking:space:venue.venue_name');
  return { rows: rows as PayoutRow[], total };
}
