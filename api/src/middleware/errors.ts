/** Turns every error (and every unmatched /api/ route) into the spec's error shape. */
import type { Middleware } from 'koa';
import { ApiError } from '../errors/ApiError';
import { toApiError } from '../errors/toApiError';

export function errorMiddleware(log: (err: unknown) => void = (err) => console.error(err)): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null) {
        throw new ApiError('NOT_FOUND', { key: 'route_not_found' });
      }
    } catch (err) {
      const apiError = toApiError(err);
      if (apiError.errorType === 'INTERNAL') log(err);
      ctx.status = apiError.status;
      ctx.type = 'application/json';
      ctx.body = apiError.toShape();
    }
  };
}
