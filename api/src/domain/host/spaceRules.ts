/**
 * Space rules of host-and-admin section 5 (keys in docs/CONTRACTS.md, "Host"): name, description,
 * activities, size, booking rules (service break, booking limit, booking type), configurations,
 * wifi, pricing (pricing.ts). Pure.
 */
import { MAX_GUESTS_LIMIT, SERVICE_BREAKS, SPACE_DESCRIPTION, SPACE_NAME_MAX, SPACE_SIZE_MAX } from './limits';
import { checkPricing, type PricingInput, type PricingResult } from './pricing';
import { checkText, compact, isInt, text, type FieldError } from './text';

export interface SpaceInput extends PricingInput {
  space_name?: unknown;
  space_description?: unknown;
  categories?: unknown;
  space_size?: unknown;
  service_break?: unknown;
  booking_limit?: unknown;
  space_booking_type?: unknown;
}

export interface ConfigurationInput {
  configuration_type: string;
  min_guests: number;
  max_guests: number;
  configuration_price: number;
  is_default: boolean;
}

export function checkCategories(value: unknown): FieldError | null {
  const ok = Array.isArray(value) && value.some((c) => isInt((c as { category_id?: unknown })?.category_id) || isInt(c));
  return ok ? null : { field: 'categories', key: 'categories_empty' };
}

export function checkSize(value: unknown): FieldError | null {
  if (!isInt(value) || value <= 0) return { field: 'space_size', key: 'size_required' };
  return value > SPACE_SIZE_MAX ? { field: 'space_size', key: 'size_too_large' } : null;
}

export function checkBookingRules(input: SpaceInput): FieldError[] {
  return compact([
    input.service_break === undefined || (SERVICE_BREAKS as readonly unknown[]).includes(input.service_break) ? null : { field: 'service_break', key: 'service_break_invalid' },
    input.booking_limit === undefined || (isInt(input.booking_limit) && input.booking_limit >= 0) ? null : { field: 'booking_limit', key: 'booking_limit_invalid' },
    input.space_booking_type === undefined || input.space_booking_type === 'DIRECT' || input.space_booking_type === 'MANUAL' ? null : { field: 'space_booking_type', key: 'booking_type_not_allowed' },
  ]);
}

export type SpaceCheck = { errors: FieldError[]; warnings: FieldError[]; pricing: PricingResult['pricing'] };

export function checkSpace(input: SpaceInput): SpaceCheck {
  const pricing = checkPricing(input);
  const errors = compact([
    checkText('space_name', input.space_name, { max: SPACE_NAME_MAX }, { empty: 'name_empty', long: 'name_too_long' }),
    checkText('space_description', input.space_description, SPACE_DESCRIPTION, { empty: 'description_empty', short: 'description_too_short', long: 'description_too_long' }),
    checkCategories(input.categories),
    checkSize(input.space_size),
    ...checkBookingRules(input),
    ...pricing.errors,
  ]);
  return { errors, warnings: pricing.warnings, pricing: pricing.pricing };
}

/** At least one configuration, each with a known type and max attendees; exactly one default. */
export function checkConfigurations(value: unknown, knownTypes: readonly string[]): { errors: FieldError[]; rows: ConfigurationInput[] } {
  if (!Array.isArray(value) || value.length === 0) return { errors: [{ field: 'configurations', key: 'configurations_empty' }], rows: [] };
  const rows: ConfigurationInput[] = [];
  for (const [index, raw] of value.entries()) {
    const c = (raw ?? {}) as Record<string, unknown>;
    const err = (key: string) => ({ errors: [{ field: 'configurations', key, meta: { index } }], rows: [] as ConfigurationInput[] });
    if (!knownTypes.includes(text(c.configuration_type))) return err("configuration_type_unknown");
    if (!isInt(c.max_guests) || c.max_guests < 1 || c.max_guests > MAX_GUESTS_LIMIT) return err('max_guests_required');
    const min = c.min_guests === undefined || c.min_guests === null ? 1 : c.min_guests;
    if (!isInt(min) || min < 1 || min > c.max_guests) return err('min_guests_above_max');
    const price = c.configuration_price === undefined || c.configuration_price === null ? 0 : c.configuration_price;
    if (!isInt(price) || price < 0) return err('price_invalid');
    rows.push({ configuration_type: text(c.configuration_type), min_guests: min, max_guests: c.max_guests, configuration_price: price, is_default: c.is_default === true });
  }
  if (new Set(rows.map((r) => r.configuration_type)).size !== rows.length) return { errors: [{ field: 'configurations', key: 'configuration_type_unknown' }], rows: [] };
  if (!rows.some((r) => r.is_default)) rows[0]!.is_default = true;
  let seen = false;
  for (const r of rows) {
    if (r.is_default && seen) r.is_default = false;
    if (r.is_default) seen = true;
  }
  return { errors: [], rows };
}

/** Wifi name and code are required when wifi is offered. */
export function checkWifi(hasWifi: boolean, name: unknown, code: unknown): FieldError[] {
  if (!hasWifi) return [];
  return compact([
    text(name) === '' ? { field: 'wifi_name', key: 'wifi_name_required' } : null,
    text(code) === '' ? { field: 'wifi_code', key: 'wifi_code_required' } : null,
  ]);
}
