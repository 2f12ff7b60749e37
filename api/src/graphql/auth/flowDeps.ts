/** Login flows need the HTTP request (ip, origin, JWT secret): GraphQL over HTTP only. */
import { ApiError } from '../../errors/ApiError';
import type { FlowDeps } from '../../auth/loginFlow';
import type { RequestInfo } from '../../auth/requestInfo';
import type { GraphQLContext } from '../context';

export function requestOf(ctx: GraphQLContext): RequestInfo {
  if (!ctx.request) throw new ApiError('VALIDATION', { entity: 'graphql', key: 'http_only' });
  return ctx.request;
}

export const flowDeps = (ctx: GraphQLContext): FlowDeps => ({ knex: ctx.knex, request: requestOf(ctx) });
