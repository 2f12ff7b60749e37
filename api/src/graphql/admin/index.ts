/**
 * Staff review (host-and-admin section 3; docs/CONTRACTS.md "Host: organisation, venues, ..."):
 * new organisations and spaces wait in review_status PENDING until staff approve them.
 * get_pending_reviews, approve_organisation (also allows activation), reject_organisation (with a
 * reason), approve_space, reject_space (with a reason); the host is told each decision. Staff with
 * admin.review only (admins) — requirePermission reads the role from the database, not from the token.
 */
import { requirePermission } from '../../auth/guards';
import { pendingReviewIds } from '../../services/admin/pendingReviews';
import { approveOrganisation, rejectOrganisation } from '../../services/admin/vendors';
import { approveSpace, rejectSpace } from '../../services/admin/spaces';
import { loadOrganisation } from '../../services/host/organisation';
import { loadHostSpace } from '../../services/host/spaceView';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';

async function get_pending_reviews(_: unknown, __: unknown, ctx: GraphQLContext) {
  await requirePermission(ctx.knex, ctx.viewer, 'admin.review');
  const { organisationIds, spaceIds } = await pendingReviewIds(ctx.knex);
  return {
    organisations: await Promise.all(organisationIds.map((id) => loadOrganisation(ctx.knex, id))),
    spaces: await Promise.all(spaceIds.map(async (id) => ({ ...(await loadHostSpace(ctx.knex, id)), warnings: [] }))),
  };
}

const hostSpace = async (ctx: GraphQLContext, spaceId: number) => ({ ...(await loadHostSpace(ctx.knex, spaceId)), warnings: [] });

export const adminReviewModule: GraphQLModule = {
  name: 'adminReview',
  visibility: 'authenticated',
  typeDefs: gql`
    type PendingReviews {
      organisations: [Organisation!]!
      spaces: [HostSpace!]!
    }
    extend type Query {
      "admin: organisations and spaces waiting for staff review"
      get_pending_reviews: PendingReviews!
    }
    extend type Mutation {
      "admin: review APPROVED and is_activation_allowed; the owner is mailed"
      approve_organisation(organisation_id: Int!): Organisation!
      "admin: review REJECTED with a reason (required, at most 500); the owner is mailed the reason"
      reject_organisation(organisation_id: Int!, reason: String): Organisation!
      "admin: the space passed review; the host is told"
      approve_space(space_id: Int!): HostSpace!
      "admin: review REJECTED with a reason (required, at most 500), the space inactive; the host is mailed the reason"
      reject_space(space_id: Int!, reason: String): HostSpace!
    }
  `,
  resolvers: {
    Query: { get_pending_reviews },
    Mutation: {
      approve_organisation: async (_: unknown, args: { organisation_id: number }, ctx: GraphQLContext) => {
        await requirePermission(ctx.knex, ctx.viewer, 'admin.review');
        return loadOrganisation(ctx.knex, await approveOrganisation(ctx.knex, args.organisation_id));
      },
      reject_organisation: async (_: unknown, args: { organisation_id: number; reason?: string | null }, ctx: GraphQLContext) => {
        await requirePermission(ctx.knex, ctx.viewer, 'admin.review');
        return loadOrganisation(ctx.knex, await rejectOrganisation(ctx.knex, args.organisation_id, args.reason));
      },
      approve_space: async (_: unknown, args: { space_id: number }, ctx: GraphQLContext) => {
        await requirePermission(ctx.knex, ctx.viewer, 'admin.review');
        await approveSpace(ctx.knex, args.space_id);
        return hostSpace(ctx, args.space_id);
      },
      reject_space: async (_: unknown, args: { space_id: number; reason?: string | null }, ctx: GraphQLContext) => {
        await requirePermission(ctx.knex, ctx.viewer, 'admin.review');
        await rejectSpace(ctx.knex, args.space_id, args.reason);
        return hostSpace(ctx, args.space_id);
      },
    },
  },
};
