/** Who may price a space: anyone for public spaces; inactive ones only their own organisation and admins. */
import { organisationIdOf } from '../../queries/organisation';
import type { GraphQLContext } from '../context';
import type { SpacePricingRow } from '../../services/pricing/load';

export const isSpacePublic = (s: SpacePricingRow): boolean => s.is_active && s.venue_is_active && s.venue_status !== 'BANNED';

export async function isOwnerOrAdmin(ctx: GraphQLContext, organisationId: number): Promise<boolean> {
  if (!ctx.viewer) return false;
  if (ctx.viewer.isAdmin) return true;
  return ctx.viewer.accountState === 'VENDOR' && (await organisationIdOf(ctx.knex, ctx.viewer.accountId)) === organisationId;
}
