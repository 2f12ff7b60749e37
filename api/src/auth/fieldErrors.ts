/** Domain field errors ({ field, key }) -> the spec's FIELD_VALIDATION error (first key, every field in meta.fields). */
import { ApiError } from '../errors/ApiError';
import type { FieldError } from '../domain/auth/validation';

const STATUS: Record<string, number> = { account_not_found: 404 };

export function fieldErrors(entity: string, errors: FieldError[]): ApiError {
  const first = errors[0]!;
  return new ApiError('FIELD_VALIDATION', {
    entity,
    key: first.key,
    status: STATUS[first.key],
    meta: { field: first.field, fields: Object.fromEntries(errors.map((e) => [e.field, e.key])) },
  });
}
