/**
 * Production serves no source maps: `*.map` outside /api/ is 404 before the static files are
 * looked at (builds may still write them for error reports; they are not handed to browsers).
 */
import type { Middleware } from 'koa';
import { ApiError } from '../errors/ApiError';

export function noSourceMaps(production: boolean): Middleware {
  return async (ctx, next) => {
    if (production && !ctx.path.startsWith('/api/') && /\.map$/i.test(ctx.path)) {
      throw new ApiError('NOT_FOUND', { entity: 'file', key: 'not_found' });
    }
    await next();
  };
}
