/**
 * Act-as: get_customer_tokens / get_vendor_tokens (admins only, never under an act-as token, never
 * for staff; every start logged with the IP), stop_act_as (the act-as token ends its own session,
 * logged with the IP), act_as_log (who acted as whom, when, from where).
 */
import { requirePermission } from '../../auth/guards';
import { actAsLog, startActAs, stopActAs, type ActAsKind } from '../../services/admin/actAs';
import type { PageArgs } from '../../services/admin/paging';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';

async function tokens(ctx: GraphQLContext, accountId: number, kind: ActAsKind) {
  const admin = await requirePermission(ctx.knex, ctx.viewer, 'admin.act_as');
  if (!ctx.request) throw new Error('act-as needs an HTTP request');
  return startActAs(ctx.knex, admin.accountId!, accountId, kind, ctx.request.ip, ctx.request.jwtSecret);
}

export const adminActAsModule: GraphQLModule = {
  name: 'adminActAs',
  visibility: 'authenticated',
  typeDefs: gql`
    "A short-lived act-as token (15 minutes, not refreshable) carrying the admin's id"
    type ActAsTokens {
      access_token: String!
      expires_at: String!
      act_as_session_id: String!
      target_account_id: Int!
      "CUSTOMER or VENDOR"
      target_kind: String!
    }
    type ActAsLogEntry {
      act_as_session_id: String!
      admin_account_id: Int!
      admin_name: String!
      admin_email: String!
      target_account_id: Int!
      target_name: String!
      target_email: String!
      target_kind: String!
      ts_started: String!
      start_ip: String
      ts_expires: String!
      ts_stopped: String
      stop_ip: String
    }
    type ActAsLogPage { result: [ActAsLogEntry!]!, total: Int!, page: Int!, size: Int!, total_pages: Int! }
    extend type Query {
      "admin: a token to act as this customer (a booker account); logged; staff accounts cannot be targets"
      get_customer_tokens(account_id: Int!): ActAsTokens!
      "admin: a token to act as this vendor (a host account); logged; staff accounts cannot be targets"
      get_vendor_tokens(account_id: Int!): ActAsTokens!
      "admin: every act-as session, newest first; search by the admin's or target's name or e-mail (default 20 per page)"
      act_as_log(search: String, page: Int, size: Int): ActAsLogPage!
    }
    extend type Mutation {
      "the act-as token's own session ends now (logged); VALIDATION not_acting_as for any other token"
      stop_act_as: Boolean!
    }
  `,
  resolvers: {
    Query: {
      get_customer_tokens: (_: unknown, args: { account_id: number }, ctx: GraphQLContext) => tokens(ctx, args.account_id, 'CUSTOMER'),
      get_vendor_tokens: (_: unknown, args: { account_id: number }, ctx: GraphQLContext) => tokens(ctx, args.account_id, 'VENDOR'),
      act_as_log: async (_: unknown, args: PageArgs & { search?: string | null }, ctx: GraphQLContext) => {
        await requirePermission(ctx.knex, ctx.viewer, 'admin.act_as_log.view');
        return actAsLog(ctx.knex, args);
      },
    },
    Mutation: {
      stop_act_as: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
        await requirePermission(ctx.knex, ctx.viewer, 'profile.view');
        await stopActAs(ctx.knex, ctx.viewer, ctx.request?.ip ?? null);
        return true;
      },
    },
  },
};
