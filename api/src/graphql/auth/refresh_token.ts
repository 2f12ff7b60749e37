/** refresh_token(refresh_token): rotation; reuse of a rotated token revokes the family (401 invalid_refresh_token). */
import { refreshSession } from '../../auth/session';
import type { GraphQLContext } from '../context';
import { requestOf } from './flowDeps';

export function refresh_token(_: unknown, args: { refresh_token: string }, ctx: GraphQLContext) {
  return refreshSession(ctx.knex, args.refresh_token, requestOf(ctx).jwtSecret);
}
