/**
 * The one error type the API throws on purpose. Every error leaving the API (REST body,
 * GraphQL `extensions.response.body`) has the spec's shape (spec section 8):
 * `{ error_type, entity, key, meta, status_code }`.
 */
export const ERROR_TYPES = [
  'FIELD_VALIDATION',
  'VALIDATION',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CONFLICT',
  'RATE_LIMIT',
  'INTERNAL',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export interface ErrorShape {
  error_type: ErrorType;
  entity: string | null;
  key: string | null;
  meta: Record<string, unknown> | null;
  status_code: number;
}

const DEFAULT_STATUS: Record<ErrorType, number> = {
  FIELD_VALIDATION: 400,
  VALIDATION: 400,
  NOT_FOUND: 404,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  RATE_LIMIT: 429,
  INTERNAL: 500,
};

export interface ApiErrorOptions {
  entity?: string | null;
  key?: string | null;
  meta?: Record<string, unknown> | null;
  status?: number;
  message?: string;
}

export class ApiError extends Error {
  readonly errorType: ErrorType;
  readonly entity: string | null;
  readonly key: string | null;
  readonly meta: Record<string, unknown> | null;
  readonly status: number;

  constructor(errorType: ErrorType, options: ApiErrorOptions = {}) {
    super(options.message ?? options.key ?? errorType.toLowerCase());
    this.name = 'ApiError';
    this.errorType = errorType;
    this.entity = options.entity ?? null;
    this.key = options.key ?? null;
    this.meta = options.meta ?? null;
    this.status = options.status ?? DEFAULT_STATUS[errorType];
  }

  toShape(): ErrorShape {
    return {
      error_type: this.errorType,
      entity: this.entity,
      key: this.key,
      meta: this.meta,
      status_code: this.status,
    };
  }

  /** graphql-js copies `originalError.extensions` onto the GraphQLError it wraps us in. */
  get extensions(): { response: { body: ErrorShape }; status_code: number } {
    return { response: { body: this.toShape() }, status_code: this.status };
  }
}

export const notFound = (entity: string, meta?: Record<string, unknown>): ApiError =>
  new ApiError('NOT_FOUND', { entity, key: 'not_found', meta });
export const unauthenticated = (): ApiError =>
  new ApiError('UNAUTHENTICATED', { key: 'unauthenticated', message: 'Authentication required' });
export const forbidden = (entity: string | null = null): ApiError =>
  new ApiError('FORBIDDEN', { entity, key: 'forbidden', message: 'Not allowed' });
export const fieldValidation = (entity: string, field: string, key: string): ApiError =>
  new ApiError('FIELD_VALIDATION', { entity, key, meta: { field, fields: { [field]: key } } });
