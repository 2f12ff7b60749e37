/**
 * Authorization: Bearer <access JWT> -> ctx.state.viewer ({ accountId, accountState, isAdmin } or null).
 * With a database, `isAdmin` is the account's current flag, not the token's claim: an admin who is
 * demoted loses admin access at once, not when the access token expires.
 */
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { bearerToken, verifyAccessToken, type Viewer } from '../auth/tokens';
import { preparedRows } from '../queries/prepared';
import { actAsSessionOpen } from '../services/admin/actAsSession';

export async function withCurrentRights(knex: Knex, viewer: Viewer): Promise<Viewer | null> {
  // an act-as token counts only while its session is open (not stopped, not expired) and never as admin
  if (viewer.actAsSessionId !== undefined) return (await actAsSessionOpen(knex, viewer)) ? { ...viewer, isAdmin: false } : null;
  // every authenticated request runs it: a prepared statement (queries/prepared.ts)
  const [row] = await preparedRows<{ is_admin: boolean }>(knex, knex('account').where('account_id', viewer.accountId).first('is_admin'));
  return row && row.is_admin !== viewer.isAdmin ? { ...viewer, isAdmin: row.is_admin } : viewer;
}

export function viewerMiddleware(secret: string, knex?: Knex): Middleware {
  return async (ctx, next) => {
    const token = bearerToken(ctx.get('Authorization'));
    const viewer = token ? verifyAccessToken(token, secret) : null;
    ctx.state.viewer = viewer && knex && ctx.path.startsWith('/api/') ? await withCurrentRights(knex, viewer) : viewer;
    ctx.state.hasBearer = token !== null;
    await next();
  };
}
