/**
 * Bank info and payouts (host-and-admin sections 3, 5, 8): the organisation's active IBAN with
 * mod-97 and account-holder checks (domain/iban), IBAN details, and the payout list (rows written
 * by the payments service's payout job).
 */
import { ibanDetails } from '../../domain/iban';
import { activeBankInfo, payoutsPage, setBankInfo } from '../../services/bank/organisationBank';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';
import { iso, pageArgs, requireOwnOrganisation } from '../team/hostOrganisation';
import { requireLogin } from '../../auth/guards';

const toBankInfo = (r: { iban: string }) => {
  const d = ibanDetails(r.iban);
  return { ...r, iban: d.iban, bank_name: d.bank_name, bic: d.bic };
};

async function organisation_bank_info(_: unknown, __: unknown, ctx: GraphQLContext) {
  const { organisationId } = await requireOwnOrganisation(ctx, 'finance.view');
  const row = await activeBankInfo(ctx.knex, organisationId);
  return row ? toBankInfo(row) : null;
}

async function specific_organisation_bank_info(_: unknown, args: { bank_ascription: string; iban: string }, ctx: GraphQLContext) {
  const { organisationId } = await requireOwnOrganisation(ctx, 'payment_method.update');
  const row = await setBankInfo(ctx.knex, organisationId, args);
  return toBankInfo(row);
}

function fetch_iban_details(_: unknown, args: { iban: string }, ctx: GraphQLContext) {
  requireLogin(ctx.viewer);
  return ibanDetails(args.iban ?? '');
}

async function all_payouts(_: unknown, args: { payout_status?: string | null; page?: number | null; size?: number | null }, ctx: GraphQLContext) {
  const { organisationId } = await requireOwnOrganisation(ctx, 'finance.view');
  const { page, size, offset } = pageArgs(args);
  const { rows, total: count } = await payoutsPage(ctx.knex, organisationId, args.payout_status, { size, offset });
  return {
    result: rows.map((r) => ({ ...r, invoice_date: iso(r.invoice_date), payout_date: iso(r.payout_date) })),
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
