/** Small helpers for the host rules: field errors, trimmed text, code-like input. */
import { isCodeLike, type FieldError as BaseFieldError } from '../auth/validation';

/** { field, key } plus optional detail (row index, week day) for the error's meta */
export type FieldError = BaseFieldError & { meta?: Record<string, unknown> };

export const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Required text with a length range: the first failing key, or a code_injection. */
export function checkText(
  field: string,
  value: unknown,
  range: { min?: number; max: number },
  keys: { empty?: string; short?: string; long: string },
): FieldError | null {
  const v = text(value);
  if (v === '') return keys.empty ? { field, key: keys.empty } : null;
  if (isCodeLike(v)) return { field, key: 'code_injection' };
  if (range.min !== undefined && v.length < range.min) return { field, key: keys.short ?? keys.long };
  if (v.length > range.max) return { field, key: keys.long };
  return null;
}

export const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
export const compact = (errors: Array<FieldError | null | undefined>): FieldError[] => errors.filter((e): e is FieldError => !!e);
