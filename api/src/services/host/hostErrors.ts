/** Host rule results -> the spec's error shape (FIELD_VALIDATION with meta.field and meta.fields). */
import type { FieldError } from '../../domain/host/text';
import type { Refusal } from '../../domain/host/lifecycle';
import { ApiError } from '../../errors/ApiError';

export function fieldErrorsOf(entity: string, errors: FieldError[]): ApiError {
  const first = errors[0]!;
  return new ApiError('FIELD_VALIDATION', {
    entity,
    key: first.key,
    meta: { ...first.meta, field: first.field, fields: Object.fromEntries([...errors].reverse().map((e) => [e.field, e.key])) },
  });
}

export function throwIfErrors(entity: string, errors: FieldError[]): void {
  if (errors.length) throw fieldErrorsOf(entity, errors);
}

export const refusalError = (entity: string, r: Refusal): ApiError => new ApiError(r.type, { entity, key: r.key });

/** body of a JSON request as a plain object (anything else = {}) */
export const bodyOf = (body: unknown): Record<string, any> => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, any>) : {});

export const idParam = (v: string | undefined): number => (/^\d{1,9}$/.test(v ?? '') ? Number(v) : 0);
