/**
 * Admin Payouts tab: admin_payouts (every host; filters status, date range, host, search; paged),
 * retry_payout (a pending or failed payout to the host's active IBAN). CSV export: REST
 * GET admin/payouts.csv (rest/admin/payoutsCsv.ts).
 */
import { requirePermission } from '../../auth/guards';
import { listPayouts, loadPayout, retryPayout, type PayoutFilter } from '../../services/admin/payouts';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';

export const adminPayoutsModule: GraphQLModule = {
  name: 'adminPayouts',
  visibility: 'authenticated',
  typeDefs: gql`
    enum AdminPayoutStatus { PENDING COMPLETED FAILED }
    "A payout to a host as staff see it (amounts in cents)"
    type AdminPayout {
      payout_id: Int!
      booking_id: Int!
      organisation_id: Int!
      organisation_name: String
      host_email: String!
      amount_paid: Int!
      payout_amount: Int!
      payout_status: AdminPayoutStatus!
      payout_date: String
      "why it is pending or failed, e.g. missing_iban"
      pending_reason: String
      iban_number: String
      invoice_number: String
      ts_created: String!
    }
    type AdminPayoutPage { result: [AdminPayout!]!, total: Int!, page: Int!, size: Int!, total_pages: Int! }
    extend type Query {
      "admin: every host's payouts, newest first; date_from / date_to YYYY-MM-DD (Amsterdam, inclusive); search by organisation, host e-mail or booking id"
      admin_payouts(status: AdminPayoutStatus, date_from: String, date_to: String, organisation_id: Int, search: String, page: Int, size: Int): AdminPayoutPage!
    }
    extend type Mutation {
      "admin: pay a pending or failed payout out to the host's active IBAN now (VALIDATION missing_iban while there is none)"
      retry_payout(payout_id: Int!): AdminPayout!
    }
  `,
  resolvers: {
    Query: {
      admin_payouts: async (_: unknown, args: PayoutFilter, ctx: GraphQLContext) => {
        await requirePermission(ctx.knex, ctx.viewer, 'admin.payouts.view');
        return listPayouts(ctx.knex, args);
      },
    },
    Mutation: {
      retry_payout: async (_: unknown, args: { payout_id: number }, ctx: GraphQLContext) => {
        await requirePermission(ctx.knex, ctx.viewer, 'admin.payouts.manage');
        await retryPayout(ctx.knex, args.payout_id);
        return loadPayout(ctx.knex, args.payout_id);
      },
    },
  },
};
