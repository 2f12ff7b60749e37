/** PricingError (domain) -> the spec's error shape, entity booking_calculation (docs/CONTRACTS.md). */
import { ApiError } from '../../errors/ApiError';
import { PRICING_ERROR_FIELD, PricingError } from '../../domain/pricing/errors';

export const ENTITY = 'booking_calculation';

export function fieldError(field: string, key: string, meta: Record<string, unknown> = {}, entity = ENTITY): ApiError {
  return new ApiError('FIELD_VALIDATION', { entity, key, meta: { ...meta, field, fields: { [field]: key } } });
}

export function toPricingApiError(e: unknown): unknown {
  if (!(e instanceof PricingError)) return e;
  const field = PRICING_ERROR_FIELD[e.key];
  return field ? fieldError(field, e.key, e.meta) : new ApiError('VALIDATION', { entity: ENTITY, key: e.key, meta: e.meta });
}

/** An ISO instant, or null when missing/unparseable. */
export function parseInstant(value: string | null | undefined): Date | null {
  if (value == null || value === '') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}
