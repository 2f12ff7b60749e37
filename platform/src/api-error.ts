// The spec's error shape (section 8) and its normalisation from REST, GraphQL and RTK Query errors.

export type ErrorType =
  | 'FIELD_VALIDATION'
  | 'VALIDATION'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'CONFLICT'
  | 'RATE_LIMIT'
  | 'INTERNAL';

export interface ApiErrorBody {
  error_type: ErrorType | string;
  entity?: string | null;
  key?: string | null;
  meta?: Record<string, unknown> | null;
  status_code: number;
}

/** Thrown by graphqlRequest/restRequest; `body` holds the spec's error shape. */
export class ApiError extends Error {
  readonly body: ApiErrorBody;
  readonly status: number;
  readonly response?: Response;
  readonly raw?: unknown;

  constructor(body: ApiErrorBody, opts: { response?: Response; raw?: unknown; message?: string } = {}) {
    super(opts.message ?? `${body.error_type}${body.key ? `: ${body.key}` : ''} (${body.status_code})`);
    this.name = 'ApiError';
    this.body = body;
    this.status = body.status_code;
    this.response = opts.response;
    this.raw = opts.raw;
  }
}

const TYPE_BY_STATUS: Record<number, ErrorType> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'VALIDATION',
  429: 'RATE_LIMIT',
};

export function errorTypeForStatus(status: number): ErrorType {
  return TYPE_BY_STATUS[status] ?? 'INTERNAL';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function asBody(value: unknown, fallbackStatus?: number): ApiErrorBody | null {
  if (!isRecord(value)) return null;
  if (typeof value.error_type === 'string') {
    const status = typeof value.status_code === 'number' ? value.status_code : (fallbackStatus ?? 500);
    return {
      error_type: value.error_type,
      entity: (value.entity as string | null | undefined) ?? null,
      key: (value.key as string | null | undefined) ?? null,
      meta: (value.meta as Record<string, unknown> | null | undefined) ?? null,
      status_code: status,
    };
  }
  return null;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return isRecord(value) && typeof value.error_type === 'string';
}

/** Body of one GraphQL error: extensions.response.body, else extensions.status_code. */
export function bodyFromGraphQLError(error: unknown, httpStatus?: number): ApiErrorBody {
  const extensions = isRecord(error) && isRecord(error.extensions) ? error.extensions : {};
  const response = isRecord(extensions.response) ? extensions.response : {};
  const status =
    typeof extensions.status_code === 'number'
      ? extensions.status_code
      : typeof response.status === 'number'
        ? response.status
        : httpStatus && httpStatus >= 400
          ? httpStatus
          : 500;
  return (
    asBody(response.body, status) ?? {
      error_type: errorTypeForStatus(status),
      entity: null,
      key: null,
      meta: isRecord(error) && typeof error.message === 'string' ? { message: error.message } : null,
      status_code: status,
    }
  );
}

/** Any error (ApiError, spec body, GraphQL error, RTK Query error, status object) -> spec body. */
export function toApiErrorBody(err: unknown): ApiErrorBody {
  if (err instanceof ApiError) return err.body;
  const direct = asBody(err);
  if (direct) return direct;
  if (isRecord(err)) {
    if (Array.isArray(err.graphQLErrors) && err.graphQLErrors.length) return bodyFromGraphQLError(err.graphQLErrors[0]);
    if (isRecord(err.extensions)) return bodyFromGraphQLError(err);
    if (isRecord(err.body)) {
      const fromBody = asBody(err.body);
      if (fromBody) return fromBody;
    }
    // RTK Query shape { status, data }
    const status = typeof err.status === 'number' ? err.status : typeof err.status_code === 'number' ? err.status_code : undefined;
    const fromData = asBody(err.data, status);
    if (fromData) return fromData;
    if (status !== undefined) return { error_type: errorTypeForStatus(status), entity: null, key: null, meta: null, status_code: status };
  }
  return { error_type: 'INTERNAL', entity: null, key: null, meta: null, status_code: 500 };
}
