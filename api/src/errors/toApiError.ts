/**
 * Maps anything thrown anywhere (objection, knex/pg, koa, graphql, our own) to an ApiError.
 * Unknown errors become INTERNAL 500 without internals; the caller logs the original.
 */
import {
  CheckViolationError,
  DataError,
  ForeignKeyViolationError,
  NotFoundError,
  NotNullViolationError,
  UniqueViolationError,
  ValidationError,
} from 'objection';
import { ApiError } from './ApiError';

interface PgLikeError {
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  nativeError?: PgLikeError;
}

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
}

const entityOf = (err: { modelClass?: { tableName?: string } }): string | null => {
  try {
    return err.modelClass?.tableName ?? null;
  } catch {
    return null;
  }
};

function fromValidation(err: ValidationError): ApiError {
  // allowGraph / relation expression refusals are about the request's shape, not one field
  if (err.type === 'UnallowedRelation' || err.type === 'RelationExpression' || err.type === 'InvalidGraph') {
    return new ApiError('VALIDATION', { entity: entityOf(err), key: 'invalid_graph', message: 'Validation failed' });
  }
  const fields: Record<string, string> = {};
  const data = err.data as Record<string, Array<{ keyword?: string }>> | undefined;
  if (data && typeof data === 'object') {
    for (const [field, items] of Object.entries(data)) {
      fields[field] = (Array.isArray(items) && items[0]?.keyword) || 'invalid';
    }
  }
  const first = Object.keys(fields)[0];
  return new ApiError('FIELD_VALIDATION', {
    entity: entityOf(err),
    key: first ? fields[first] : 'invalid',
    meta: { field: first ?? null, fields },
    message: 'Validation failed',
  });
}

function fromPostgres(pgErr: PgLikeError): ApiError | null {
  const meta = { constraint: pgErr.constraint ?? null };
  const entity = pgErr.table ?? null;
  switch (pgErr.code) {
    case '23505':
      return new ApiError('CONFLICT', { entity, key: 'already_exists', meta });
    case '23503':
      return new ApiError('CONFLICT', { entity, key: 'reference_conflict', meta });
    case '23P01':
      return new ApiError('CONFLICT', { entity, key: 'timeslot_not_available', meta });
    case '23502':
      return new ApiError('FIELD_VALIDATION', {
        entity,
        key: 'required',
        meta: { field: pgErr.column ?? null, fields: pgErr.column ? { [pgErr.column]: 'required' } : {} },
      });
    case '23514':
      return new ApiError('VALIDATION', { entity, key: 'check_violation', meta });
    default:
      if (pgErr.code?.startsWith('22')) return new ApiError('VALIDATION', { entity, key: 'invalid_value' });
      return null;
  }
}

function fromHttp(err: HttpLikeError): ApiError | null {
  const status = err.status ?? err.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 600) return null;
  if (status >= 500) return null;
  if (status === 401) return new ApiError('UNAUTHENTICATED', { key: 'unauthenticated' });
  if (status === 403) return new ApiError('FORBIDDEN', { key: 'forbidden' });
  if (status === 404) return new ApiError('NOT_FOUND', { key: 'not_found' });
  if (status === 409) return new ApiError('CONFLICT', { key: 'conflict' });
  if (status === 413) return new ApiError('VALIDATION', { key: 'payload_too_large', status: 413 });
  if (status === 415) return new ApiError('VALIDATION', { key: 'unsupported_media_type', status: 415 });
  if (status === 429) return new ApiError('RATE_LIMIT', { key: 'rate_limit' });
  return new ApiError('VALIDATION', { key: 'bad_request', status });
}

/**
 * Objection wraps every driver error of a model query (db-errors): unique and foreign-key violations
 * become 409 CONFLICT naming the table, the constraint and (unique) the columns.
 */
function fromObjectionDb(err: unknown): ApiError | null {
  if (err instanceof UniqueViolationError) {
    return new ApiError('CONFLICT', { entity: err.table ?? null, key: 'already_exists', meta: { constraint: err.constraint ?? null, columns: err.columns ?? [] } });
  }
  if (err instanceof ForeignKeyViolationError) {
    return new ApiError('CONFLICT', { entity: err.table ?? null, key: 'reference_conflict', meta: { constraint: err.constraint ?? null } });
  }
  if (err instanceof NotNullViolationError) {
    return new ApiError('FIELD_VALIDATION', { entity: err.table ?? null, key: 'required', meta: { field: err.column ?? null, fields: err.column ? { [err.column]: 'required' } : {} } });
  }
  if (err instanceof CheckViolationError || err instanceof DataError) {
    const native = (err as { nativeError?: PgLikeError }).nativeError;
    return native ? fromPostgres(native) : null;
  }
  return null;
}

export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof ValidationError) return fromValidation(err);
  if (err instanceof NotFoundError) {
    return new ApiError('NOT_FOUND', { entity: entityOf(err), key: 'not_found' });
  }
  const db = fromObjectionDb(err);
  if (db) return db;
  if (err && typeof err === 'object') {
    const pgErr = err as PgLikeError;
    const mapped = fromPostgres(pgErr.nativeError ?? pgErr);
    if (mapped) return mapped;
    const http = fromHttp(err as HttpLikeError);
    if (http) return http;
  }
  return new ApiError('INTERNAL', { key: 'internal_error', message: 'Internal server error' });
}
