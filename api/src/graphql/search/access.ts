/** Inactive spaces and venues are visible only to their own organisation and to admins. */
import { notFound } from '../../errors/ApiError';
import { organisationIdOf } from '../../queries/organisation';
import type { GraphQLContext } from '../context';
import { isSpacePublic, isVenuePublic, type SpaceRow, type VenueRow } from './rows';

async function isOwnerOrAdmin(ctx: GraphQLContext, organisationId: number): Promise<boolean> {
  if (!ctx.viewer) return false;
  if (ctx.viewer.isAdmin) return true;
  if (ctx.viewer.accountState !== 'VENDOR') return false;
  return (await organisationIdOf(ctx.knex, ctx.viewer.accountId)) === organisationId;
}

export async function assertCanSeeSpace(ctx: GraphQLContext, row: SpaceRow | null): Promise<SpaceRow> {
  if (row && (isSpacePublic(row) || (await isOwnerOrAdmin(ctx, row.organisation_id)))) return row;
  throw notFound('space');
}

export async function assertCanSeeVenue(ctx: GraphQLContext, row: VenueRow | null): Promise<VenueRow> {
  if (row && (isVenuePublic(row) || (await isOwnerOrAdmin(ctx, row.organisation_id)))) return row;
  throw notFound('venue');
}
