/**
 * Every GraphQL error carries the spec's error shape:
 * `extensions: { response: { body: { error_type, entity, key, meta, status_code } }, status_code }`.
 * ApiErrors bring it themselves; anything else is mapped, and internals are not leaked.
 */
import { GraphQLError } from 'graphql';
import { ApiError } from '../errors/ApiError';
import { toApiError } from '../errors/toApiError';

export function formatGraphQLError(error: GraphQLError, log: (err: unknown) => void = (e) => console.error(e)): GraphQLError {
  const original = error.originalError;
  if (original instanceof ApiError) {
    return new GraphQLError(original.message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, extensions: original.extensions });
  }
  const apiError =
    original && !(original instanceof GraphQLError)
      ? toApiError(original)
      : new ApiError('VALIDATION', { entity: 'graphql', key: 'invalid_operation', message: error.message });
  if (apiError.errorType === 'INTERNAL') log(original ?? error);
  const message = apiError.errorType === 'INTERNAL' ? 'Internal server error' : error.message;
  return new GraphQLError(message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, extensions: apiError.extensions });
}

/** The body sent when the authenticated endpoint is called without a valid bearer token. */
export function unauthenticatedBody() {
  const err = new ApiError('UNAUTHENTICATED', { key: 'unauthenticated', message: 'Authentication required' });
  return { ...err.toShape(), errors: [{ message: err.message, extensions: err.extensions }] };
}
