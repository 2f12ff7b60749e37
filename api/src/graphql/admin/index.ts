/**
 * Staff review (host-and-admin section 3; docs/CONTRACTS.md "Host: organisation, venues, ..."):
 * new organisations and spaces wait in review_status PENDING until an admin approves them.
 * get_pending_reviews, approve_organisation (also allows activation), reject_organisation,
 * approve_space. Admin only — requirePermission 'admin.area' reads the admin flag from the
 * database, not from the token.
 */
import { requirePermission } from '../../auth/guards';
import { notFound } from '../../errors/ApiError';
import { loadOrganisation } from '../../services/host/organisation';
import { notifySpaceActivated } from '../../services/notifications/accountEvents';
import { loadHostSpace } from '../../services/host/spaceView';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';

/** admins only (anonymous 401, anyone else 403) */
async function requireStaff(ctx: GraphQLContext): Promise<void> {
  await requirePermission(ctx.knex, ctx.viewer, 'admin.area');
}

async function get_pending_reviews(_: unknown, __: unknown, ctx: GraphQLContext) {
  await requireStaff(ctx);
  const orgIds: number[] = await ctx.knex('organisation').where('review_status', 'PENDING').orderBy('organisation_id').pluck('organisation_id');
  const spaceIds: number[] = await ctx.knex('space').where('review_status', 'PENDING').whereNull('ts_deleted').orderBy('space_id').pluck('space_id');
  return {
    organisations: await Promise.all(orgIds.map((id) => loadOrganisation(ctx.knex, id))),
    spaces: await Promise.all(spaceIds.map(async (id) => ({ ...(await loadHostSpace(ctx.knex, id)), warnings: [] }))),
  };
}

async function reviewOrganisation(ctx: GraphQLContext, organisationId: number, approve: boolean) {
  await requireStaff(ctx);
  const n = await ctx.knex('organisation').where('organisation_id', organisationId)
    .update(approve ? { review_status: 'APPROVED', is_activation_allowed: true } : { review_status: 'REJECTED', is_activation_allowed: false });
  if (!n) throw notFound('organisation');
  return loadOrganisation(ctx.knex, organisationId);
}

async function approve_space(_: unknown, args: { space_id: number }, ctx: GraphQLContext) {
  await requireStaff(ctx);
  await ctx.knex.transaction(async (trx) => {
    const n = await trx('space').where('space_id', args.space_id).whereNull('ts_deleted').update({ review_status: 'APPROVED', ts_updated: trx.fn.now() });
    if (!n) throw notFound('space');
    await notifySpaceActivated(trx, args.space_id);
  });
  return { ...(await loadHostSpace(ctx.knex, args.space_id)), warnings: [] };
}

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
      "admin: review APPROVED and is_activation_allowed"
      approve_organisation(organisation_id: Int!): Organisation!
      reject_organisation(organisation_id: Int!): Organisation!
      approve_space(space_id: Int!): HostSpace!
    }
  `,
  resolvers: {
    Query: { get_pending_reviews },
    Mutation: {
      approve_organisation: (_: unknown, args: { organisation_id: number }, ctx: GraphQLContext) => reviewOrganisation(ctx, args.organisation_id, true),
      reject_organisation: (_: unknown, args: { organisation_id: number }, ctx: GraphQLContext) => reviewOrganisation(ctx, args.organisation_id, false),
      approve_space,
    },
  },
};
