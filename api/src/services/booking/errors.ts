/** Domain outcomes -> the spec's error shape. */
import { ApiError } from '../../errors/ApiError';
import { TransitionError } from '../../domain/booking/transition';
import type { Violation } from '../../domain/violations/bookingViolations';
import type { FieldProblem } from '../../domain/booking/requestForm';

export const ENTITY = 'booking';

export const timeslotNotAvailable = (): ApiError =>
  new ApiError('CONFLICT', { entity: ENTITY, key: 'timeslot_not_available', meta: { hint: 'choose_other_time' } });

export const violationError = (v: Violation): ApiError => new ApiError('VALIDATION', { entity: ENTITY, key: v.key, meta: { ...v.meta, hint: v.hint } });

export function fieldProblemsError(problems: FieldProblem[]): ApiError {
  const first = problems[0]!;
  return new ApiError('FIELD_VALIDATION', {
    entity: ENTITY,
    key: first.key,
    meta: { ...(first.meta ?? {}), field: first.field, fields: Object.fromEntries(problems.map((p) => [p.field, p.key])) },
  });
}

export function transitionError(e: unknown): unknown {
  if (!(e instanceof TransitionError)) return e;
  if (e.key === 'forbidden') return new ApiError('FORBIDDEN', { entity: ENTITY, key: 'forbidden' });
  return new ApiError('VALIDATION', { entity: ENTITY, key: e.key, meta: e.meta });
}

export const isExclusionViolation = (e: unknown): boolean => (e as { code?: string } | null)?.code === '23P01';
