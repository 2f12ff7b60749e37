/**
 * The host's coupon form rules (host-and-admin section 5 "Coupon"): code max 50 (case-sensitive),
 * description max 500, discount 1..100, usage limit default 1, valid from any future time, valid
 * until optional and after the start. Uniqueness per organisation needs the database (resolver).
 */
export const COUPON_CODE_MAX = 50;
export const COUPON_DESCRIPTION_MAX = 500;
export const DEFAULT_USAGE_LIMIT = 1;
/** clock skew between browser and server: "now" typed in the form is still accepted */
export const STARTS_FROM_TOLERANCE_MS = 5 * 60_000;

export interface CouponFormInput {
  coupon_code?: string | null;
  coupon_description?: string | null;
  starts_from?: string | null;
  expires_at?: string | null;
  discount_percentage?: number | null;
  usage_limit?: number | null;
  is_multi_use?: boolean | null;
}

export interface CouponFieldError {
  field: string;
  key: string;
  meta?: Record<string, unknown>;
}

export interface CouponValues {
  coupon_code: string;
  coupon_description: string | null;
  starts_from: Date;
  expires_at: Date | null;
  discount_percentage: number;
  usage_limit: number;
  is_multi_use: boolean;
}

const CODE_INJECTION = /[<>{}]|javascript:/i;

function parseInstant(value: string | null | undefined): Date | null | 'invalid' {
  if (value == null || value === '') return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? 'invalid' : new Date(t);
}

/**
 * Checks the form and returns the values to store, or the field errors (all of them).
 * `previousStartsFrom`: on edit, an unchanged past start is kept (the coupon already runs).
 */
export function validateCouponInput(
  input: CouponFormInput,
  args: { now: Date; previousStartsFrom?: Date | null },
): { ok: true; values: CouponValues } | { ok: false; errors: CouponFieldError[] } {
  const errors: CouponFieldError[] = [];
  const code = input.coupon_code ?? '';
  if (code.trim() === '') errors.push({ field: 'coupon_code', key: 'required' });
  else if (code.length > COUPON_CODE_MAX) errors.push({ field: 'coupon_code', key: 'max_length', meta: { max: COUPON_CODE_MAX } });
  else if (/\s/.test(code) || CODE_INJECTION.test(code)) errors.push({ field: 'coupon_code', key: 'code_injection' });

  const description = input.coupon_description?.trim() ? input.coupon_description : null;
  if (description && description.length > COUPON_DESCRIPTION_MAX) errors.push({ field: 'coupon_description', key: 'max_length', meta: { max: COUPON_DESCRIPTION_MAX } });
  else if (description && CODE_INJECTION.test(description)) errors.push({ field: 'coupon_description', key: 'code_injection' });

  const pct = input.discount_percentage;
  if (pct == null) errors.push({ field: 'discount_percentage', key: 'required' });
  else if (!Number.isInteger(pct) || pct < 1 || pct > 100) errors.push({ field: 'discount_percentage', key: 'discount_out_of_range', meta: { min: 1, max: 100 } });

  const limit = input.usage_limit ?? DEFAULT_USAGE_LIMIT;
  if (!Number.isInteger(limit) || limit < 1) errors.push({ field: 'usage_limit', key: 'min_integer', meta: { min: 1 } });

  let startsFrom = parseInstant(input.starts_from);
  if (startsFrom === 'invalid') errors.push({ field: 'starts_from', key: 'invalid_date' });
  else if (startsFrom === null) startsFrom = args.previousStartsFrom ?? args.now;
  else {
    const unchanged = args.previousStartsFrom != null && args.previousStartsFrom.getTime() === startsFrom.getTime();
    if (!unchanged && startsFrom.getTime() < args.now.getTime() - STARTS_FROM_TOLERANCE_MS) errors.push({ field: 'starts_from', key: 'starts_from_in_past' });
  }
  const expiresAt = parseInstant(input.expires_at);
  if (expiresAt === 'invalid') errors.push({ field: 'expires_at', key: 'invalid_date' });
  else if (expiresAt && startsFrom instanceof Date && expiresAt.getTime() <= startsFrom.getTime()) errors.push({ field: 'expires_at', key: 'expires_before_start' });

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    values: {
      coupon_code: code,
      coupon_description: description,
      starts_from: startsFrom as Date,
      expires_at: expiresAt as Date | null,
      discount_percentage: pct as number,
      usage_limit: limit,
      is_multi_use: input.is_multi_use ?? false,
    },
  };
}
