/** logout(refresh_token?): revokes the refresh family of the access token (sid) and of the given refresh token. */
import { requireLogin } from '../../auth/guards';
import { revokeSession } from '../../auth/session';
import type { GraphQLContext } from '../context';

export async function logout(_: unknown, args: { refresh_token?: string | null }, ctx: GraphQLContext) {
  const viewer = requireLogin(ctx.viewer);
  await revokeSession(ctx.knex, viewer.accountId, { sessionId: viewer.sessionId, refreshToken: args.refresh_token ?? null });
  return true;
}
