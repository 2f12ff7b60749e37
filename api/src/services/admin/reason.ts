/** The reason staff give for rejecting, banning or blocking: required, at most 500 characters. */
import { fieldValidation } from '../../errors/ApiError';

export const REASON_MAX = 500;

export function requiredReason(entity: string, reason: string | null | undefined): string {
  const text = (reason ?? '').trim();
  if (!text) throw fieldValidation(entity, 'reason', 'reason_empty');
  if (text.length > REASON_MAX) throw fieldValidation(entity, 'reason', 'reason_too_long');
  return text;
}
