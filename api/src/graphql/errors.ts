/**
 * Every GraphQL error carries the spec's error shape:
 * `extensions: { response: { body: { error_type, entity, key, meta, status_code } }, status_code }`.
 * ApiErrors bring it themselves; anything else is mapped, and internals are not leaked: the text of an
 * error thrown below the GraphQL layer (e.g. PostgreSQL's, which quotes the statement) is only logged.
 */
import { GraphQLError } from 'graphql';
import { ApiError } from '../errors/ApiError';
import { toApiError } from '../errors/toApiError';

export function formatGraphQLError(error: GraphQLError, log: (err: unknown) => void = (e) => console.error(e)): GraphQLError {
  const original = error.originalError;
  if (original instanceof ApiError) {
    return new GraphQLError(original.message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, extensions: original.extensions });
  }
  const thrown = !!original && !(original instanceof GraphQLError);
  const apiError = thrown ? toApiError(original) : new ApiError('VALIDATION', { entity: 'graphql', key: 'invalid_operation', message: error.message });
  // anything thrown below the GraphQL layer (a driver, a library) is logged, never shown: its text can
  // hold SQL, values or paths. Clients get the mapped type and key, with a generic message.
  if (thrown) log(original);
  const message = !thrown ? error.message : apiError.errorType === 'INTERNAL' ? 'Internal server error' : 'The request could not be processed';
  return new GraphQLError(message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, extensions: apiError.extensions });
}

/** The body sent when the authenticated endpoint is called without a valid bearer token. */
export function unauthenticatedBody() {
  const err = new ApiError('UNAUTHENTICATED', { key: 'unauthenticated', message: 'Authentication required' });
  return { ...err.toShape(), errors: [{ message: err.message, extensions: err.extensions }] };
}
