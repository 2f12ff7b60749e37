/**
 * Space pricing rules (host-and-admin section 5): half day (4 h), day (8 h) and day plus evening
 * (12 h) prices required; day >= half day; day plus evening >= day; a WARNING (never an error) when
 * the day price exceeds twice the half-day price; the short-booking price may not exceed the half-day
 * price and falls back to it; a discount needs a description and a percentage above 0 (null without
 * a discount). Cents.
 */
import { compact, isInt, text, type FieldError } from './text';

export interface PricingInput {
  short_day_price?: unknown;
  half_day_price?: unknown;
  day_price?: unknown;
  full_day_price?: unknown;
  has_discount?: unknown;
  discount_percentage?: unknown;
  discount_description?: unknown;
}

export interface Pricing {
  short_day_price: number;
  half_day_price: number;
  day_price: number;
  full_day_price: number;
  has_discount: boolean;
  discount_percentage: number | null;
  discount_description: string | null;
}

const price = (v: unknown): number | null | 'invalid' => (v === null || v === undefined || v === '' ? null : isInt(v) && v >= 0 ? v : 'invalid');

export type PricingResult = { errors: FieldError[]; warnings: FieldError[]; pricing: Pricing | null };

export function checkPricing(input: PricingInput): PricingResult {
  const half = price(input.half_day_price);
  const day = price(input.day_price);
  const full = price(input.full_day_price);
  const short = price(input.short_day_price);
  const required = (field: string, v: number | null | 'invalid') => (v === null || v === 'invalid' || v === 0 ? { field, key: `${field}_required` } : null);
  const errors = compact([required('half_day_price', half), required('day_price', day), required('full_day_price', full)]);
  const warnings: FieldError[] = [];
  if (short === 'invalid') errors.push({ field: 'short_day_price', key: 'short_day_price_above_half_day' });
  const ok = (v: number | null | 'invalid'): v is number => typeof v === 'number' && v > 0;
  if (ok(half) && ok(day) && day < half) errors.push({ field: 'day_price', key: 'day_price_below_half_day' });
  if (ok(day) && ok(full) && full < day) errors.push({ field: 'full_day_price', key: 'full_day_price_below_day' });
  if (ok(half) && typeof short === 'number' && short > half) errors.push({ field: 'short_day_price', key: 'short_day_price_above_half_day' });
  if (ok(half) && ok(day) && day > 2 * half) warnings.push({ field: 'day_price', key: 'day_price_above_double_half_day' });

  const hasDiscount = input.has_discount === true;
  let percentage: number | null = null;
  let description: string | null = null;
  if (hasDiscount) {
    const pct = input.discount_percentage;
    if (typeof pct !== 'number' || !Number.isFinite(pct) || pct <= 0 || pct > 100) errors.push({ field: 'discount_percentage', key: 'discount_percentage_required' });
    else percentage = pct;
    description = text(input.discount_description);
    if (description === '') errors.push({ field: 'discount_description', key: 'discount_description_required' });
  }
  if (errors.length) return { errors, warnings, pricing: null };
  return {
    errors,
    warnings,
    pricing: {
      half_day_price: half as number,
      day_price: day as number,
      full_day_price: full as number,
      short_day_price: typeof short === 'number' && short > 0 ? short : (half as number),
      has_discount: hasDiscount,
      discount_percentage: hasDiscount ? percentage : null,
      discount_description: hasDiscount ? description : null,
    },
  };
}
