/** Authorization: Bearer <access JWT> -> ctx.state.viewer ({ accountId, accountState, isAdmin } or null). */
import type { Middleware } from 'koa';
import { bearerToken, verifyAccessToken } from '../auth/tokens';

export function viewerMiddleware(secret: string): Middleware {
  return async (ctx, next) => {
    const token = bearerToken(ctx.get('Authorization'));
    ctx.state.viewer = token ? verifyAccessToken(token, secret) : null;
    ctx.state.hasBearer = token !== null;
    await next();
  };
}
