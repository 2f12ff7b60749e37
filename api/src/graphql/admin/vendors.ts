/**
 * Admin Vendors tab: get_vendors (organisation state, rating, number of spaces; search, status filter,
 * paged), ban_organisation / unban_organisation (staff ban with a reason; the rating ban at 0 shows with
 * its cause), update_vendor_permissions (the per-account permissions and the organisation's
 * may-activate-spaces flag). Approve / reject: graphql/admin/index.ts.
 */
import { requirePermission } from '../../auth/guards';
import {
  banOrganisation, listVendors, loadVendor, organisationOwner, unbanOrganisation, updateVendorPermissions,
  type AccountPermission, type VendorFilter,
} from '../../services/admin/vendors';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';

export const adminVendorsModule: GraphQLModule = {
  name: 'adminVendors',
  visibility: 'authenticated',
  typeDefs: gql`
    "PENDING / APPROVED / REJECTED: the organisation's review (not banned); BANNED: banned for either cause; NO_ORGANISATION: no organisation yet"
    enum AdminVendorStatus { PENDING APPROVED REJECTED BANNED NO_ORGANISATION }
    "A host account with its organisation as staff see it"
    type AdminVendor {
      account_id: Int!
      email: String!
      first_name: String
      last_name: String
      phone: String
      permissions: [AccountPermission!]!
      organisation_id: Int
      organisation_name: String
      organisation_type: String
      "PENDING, APPROVED or REJECTED; null without an organisation"
      review_status: String
      review_reason: String
      is_activation_allowed: Boolean!
      is_banned: Boolean!
      "RATING (the rating reached 0) or STAFF"
      ban_cause: String
      ban_reason: String
      ts_banned: String
      "0..10 (stars: value / 2)"
      rating: Float
      spaces_count: Int!
      ts_created: String!
    }
    type AdminVendorPage { result: [AdminVendor!]!, total: Int!, page: Int!, size: Int!, total_pages: Int! }
    extend type Query {
      "staff: host accounts, the review queue (PENDING) first, then newest; search by name, e-mail, phone or organisation (default 20 per page)"
      get_vendors(search: String, status: AdminVendorStatus, page: Int, size: Int): AdminVendorPage!
    }
    extend type Mutation {
      "admin: ban an organisation (cause STAFF) with a reason; every location hidden; the owner is mailed"
      ban_organisation(organisation_id: Int!, reason: String): AdminVendor!
      "admin: lift a ban (staff or rating); the owner is mailed"
      unban_organisation(organisation_id: Int!): AdminVendor!
      "admin: the account's per-account permissions (replaced) and, when given, its organisation's may-activate-spaces flag"
      update_vendor_permissions(account_id: Int!, permissions: [AccountPermission!]!, is_activation_allowed: Boolean): AdminVendor!
    }
  `,
  resolvers: {
    Query: {
      get_vendors: async (_: unknown, args: VendorFilter, ctx: GraphQLContext) => {
        await requirePermission(ctx.knex, ctx.viewer, 'admin.accounts.view');
        return listVendors(ctx.knex, args);
      },
    },
    Mutation: {
      ban_organisation: async (_: unknown, args: { organisation_id: number; reason?: string | null }, ctx: GraphQLContext) => {
        await requirePermission(ctx.knex, ctx.viewer, 'admin.accounts.block');
        return loadVendor(ctx.knex, await banOrganisation(ctx.knex, args.organisation_id, args.reason));
      },
      unban_organisation: async (_: unknown, args: { organisation_id: number }, ctx: GraphQLContext) => {
        await requirePermission(ctx.knex, ctx.viewer, 'admin.accounts.block');
        await organisationOwner(ctx.knex, args.organisation_id);
        return loadVendor(ctx.knex, await unbanOrganisation(ctx.knex, args.organisation_id));
      },
      update_vendor_permissions: async (
        _: unknown, args: { account_id: number; permissions: AccountPermission[]; is_activation_allowed?: boolean | null }, ctx: GraphQLContext,
      ) => {
        await requirePermission(ctx.knex, ctx.viewer, 'admin.permissions.update');
        await updateVendorPermissions(ctx.knex, args.account_id, args.permissions, args.is_activation_allowed);
        return loadVendor(ctx.knex, args.account_id);
      },
    },
  },
};
