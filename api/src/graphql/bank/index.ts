/**
 * Bank info and payouts (host-and-admin sections 3, 5, 8): the organisation's active IBAN with
 * mod-97 and account-holder checks (domain/iban), IBAN details, and the payout list (rows written
 * by the payments service's payout job).
 */
import { holderMatchesOrganisation, ibanDetails, normaliseIban } from '../../domain/iban';
import { ApiError } from '../../errors/ApiError';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';
import { iso, pageArgs, requireOwnOrganisation } from '../team/hostOrganisation';
import { requireLogin } from '../../auth/guards';

const fieldError = (field: string, key: string) =>
  new ApiError('FIELD_VALIDATION', { entity: 'organisation_bank_info', key, meta: { field, fields: { [field]: key } } });

const toBankInfo = (r: Record<string, any>) => {
  const d = ibanDetails(r.iban);
  return { ...r, iban: d.iban, bank_name: d.bank_name, bic: d.bic };
};

async function organisation_bank_info(_: unknown, __: unknown, ctx: GraphQLContext) {
  const { organisationId } = await requireOwnOrganisation(ctx, 'finance.view');
  const row = await ctx.knex('organisation_bank_info').where({ organisation_id: organisationId, is_active: true }).orderBy('organisation_bank_id', 'desc').first();
  return row ? toBankInfo(row) : null;
}

async function specific_organisation_bank_info(_: unknown, args: { bank_ascription: string; iban: string }, ctx: GraphQLContext) {
  const { organisationId } = await requireOwnOrganisation(ctx, 'payment_method.update');
  const ascription = (args.bank_ascription ?? '').trim();
  if (!ascription) throw fieldError('bank_ascription', 'required');
  if (!(args.iban ?? '').trim()) throw fieldError('iban', 'required');
  const details = ibanDetails(args.iban);
  if (!details.is_valid) throw fieldError('iban', 'invalid_iban');
  const org = await ctx.knex('organisation').where('organisation_id', organisationId).first('organisation_name');
  if (!org?.organisation_name || !holderMatchesOrganisation(ascription, org.organisation_name)) throw fieldError('bank_ascription', 'bank_ascription_mismatch');
  const row = await ctx.knex.transaction(async (trx) => {
    await trx('organisation_bank_info').where({ organisation_id: organisationId, is_active: true }).update({ is_active: false });
    const [r] = await trx('organisation_bank_info')
      .insert({ organisation_id: organisationId, bank_ascription: ascription, iban: normaliseIban(args.iban), is_active: true })
      .returning('*');
    return r;
  });
  return toBankInfo(row);
}

function fetch_iban_details(_: unknown, args: { iban: string }, ctx: GraphQLContext) {
  requireLogin(ctx.viewer);
  return ibanDetails(args.iban ?? '');
}

async function all_payouts(_: unknown, args: { payout_status?: string | null; page?: number | null; size?: number | null }, ctx: GraphQLContext) {
  const { organisationId } = await requireOwnOrganisation(ctx, 'finance.view');
  const { page, size, offset } = pageArgs(args);
  const base = ctx.knex('payout as p').where('p.organisation_id', organisationId)
    .modify((q) => (args.payout_status ? q.where('p.payout_status', args.payout_status) : q));
  const [{ count }] = await base.clone().count<Array<{ count: number }>>('* as count');
  const rows = await base.clone()
    .join('booking as b', 'b.booking_id', 'p.booking_id').join('space as s', 's.space_id', 'b.space_id').join('venue as v', 'v.venue_id', 's.venue_id')
    .orderBy([{ column: 'p.payout_id', order: 'desc' }]).limit(size).offset(offset)
    .select('p.*', 's.space_name', 'v.venue_name');
  return {
    result: rows.map((r: Record<string, any>) => ({ ...r, invoice_date: iso(r.invoice_date), payout_date: iso(r.payout_date) })),
    total: count, page, size, total_pages: Math.ceil(count / size),
  };
}

export const bankModule: GraphQLModule = {
  name: 'bank',
  visibility: 'authenticated',
  typeDefs: gql`
    type OrganisationBankInfo { organisation_bank_id: Int!, bank_ascription: String!, iban: String!, is_active: Boolean!, bank_name: String, bic: String }
    type IbanDetails { iban: String!, is_valid: Boolean!, country_code: String, bank_code: String, bank_name: String, bic: String }
    type Payout {
      payout_id: Int!, booking_id: Int!, venue_name: String, space_name: String, iban_name: String, iban_number: String
      amount_paid: Int!, payout_amount: Int!, invoice_number: String, invoice_date: String, payout_status: String!, payout_date: String
    }
    type PayoutPage { result: [Payout!]!, total: Int!, page: Int!, size: Int!, total_pages: Int! }
    extend type Query {
      "the organisation's active bank account (finance.view)"
      organisation_bank_info: OrganisationBankInfo
      "mod-97 check and the bank of a Dutch IBAN"
      fetch_iban_details(iban: String!): IbanDetails!
      "the organisation's payouts, newest first (finance.view)"
      all_payouts(payout_status: String, page: Int, size: Int): PayoutPage!
    }
    extend type Mutation {
      "sets the organisation's active IBAN; holder must be the organisation (payment_method.update: never team members)"
      specific_organisation_bank_info(bank_ascription: String!, iban: String!): OrganisationBankInfo!
    }
  `,
  resolvers: { Query: { organisation_bank_info, fetch_iban_details, all_payouts }, Mutation: { specific_organisation_bank_info } },
};
