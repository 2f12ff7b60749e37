/**
 * Admin Users tab detail: customer_detail (bookings, documents, block with its cause and reason),
 * block_account (with a reason) and unblock_account.
 */
import { requirePermission } from '../../auth/guards';
import { blockAccount, customerDetail, unblockAccount } from '../../services/admin/customers';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';

export const adminCustomersModule: GraphQLModule = {
  name: 'adminCustomers',
  visibility: 'authenticated',
  typeDefs: gql`
    type AdminCustomerBooking { booking_id: Int!, space_name: String!, booking_start: String!, booking_end: String!, booking_status: String!, attendees: Int! }
    type AdminCustomerDocument { finance_document_id: Int!, booking_id: Int, invoice_type: String!, document_number: String!, amount: Int!, status: String!, ts_created: String! }
    "One account for staff: its bookings (newest first, at most 100), documents and block"
    type AdminCustomerDetail {
      account_id: Int!
      email: String!
      first_name: String
      last_name: String
      phone: String
      account_state: String!
      is_blocked: Boolean!
      "POST_PAYMENT_OVERDUE (the post-payment timer) or STAFF"
      block_cause: String
      block_reason: String
      "the overdue post-payment booking that blocked the account"
      blocked_booking_id: Int
      ts_blocked: String
      ts_created: String!
      bookings: [AdminCustomerBooking!]!
      documents: [AdminCustomerDocument!]!
    }
    extend type Query {
      "staff (admin, support): one account with its bookings, documents and block"
      customer_detail(account_id: Int!): AdminCustomerDetail!
    }
    extend type Mutation {
      "admin: block an account with a reason (cause STAFF); staff accounts cannot be blocked"
      block_account(account_id: Int!, reason: String): AdminCustomerDetail!
      "admin: lift a block of either cause"
      unblock_account(account_id: Int!): AdminCustomerDetail!
    }
  `,
  resolvers: {
    Query: {
      customer_detail: async (_: unknown, args: { account_id: number }, ctx: GraphQLContext) => {
        await requirePermission(ctx.knex, ctx.viewer, 'admin.accounts.view');
        return customerDetail(ctx.knex, args.account_id);
      },
    },
    Mutation: {
      block_account: async (_: unknown, args: { account_id: number; reason?: string | null }, ctx: GraphQLContext) => {
        await requirePermission(ctx.knex, ctx.viewer, 'admin.accounts.block');
        await blockAccount(ctx.knex, args.account_id, args.reason);
        return customerDetail(ctx.knex, args.account_id);
      },
      unblock_account: async (_: unknown, args: { account_id: number }, ctx: GraphQLContext) => {
        await requirePermission(ctx.knex, ctx.viewer, 'admin.accounts.block');
        await unblockAccount(ctx.knex, args.account_id);
        return customerDetail(ctx.knex, args.account_id);
      },
    },
  },
};
