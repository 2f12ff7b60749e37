// The space wizard's rules (host-and-admin spec 5 "Space", 9), one validator per step. Errors are
// message ids `SpaceValidation.<key>` (key = the API's FIELD_VALIDATION key); warnings are separate.
import type { PhotoValue } from '../photos/types';
import { lengthError, photosError } from '../venue-wizard/venueValidation';

export const SPACE_LIMITS = { nameMin: 1, nameMax: 100, descriptionMin: 3, descriptionMax: 1000, sizeMax: 10000, maxGuests: 500 } as const;
export const SERVICE_BREAKS = [0, 30, 60, 90, 120] as const;

export interface SpaceDetailsValues {
  space_name: string;
  space_description: string;
  access_instructions: string;
  categories: string[];
  images: PhotoValue[];
}

export interface ConfigurationValue {
  configuration_type: string;
  selected: boolean;
  min_guests: number | null;
  max_guests: number | null;
  configuration_price: number | null;
  is_default: boolean;
}

export interface SpaceConfigurationsValues {
  space_size: number | null;
  configurations: ConfigurationValue[];
}

export interface SpaceBookingRulesValues {
  space_booking_type: 'MANUAL' | 'DIRECT';
  cancellation_th: number | null;
  book_before_min_th: number | null;
  host_approval_th: number | null;
  booking_limit: number | null;
  service_break: string;
  payment_option: '1' | '2';
}

export interface FacilityValue {
  system_service_id: number;
  key: string;
  enabled: boolean;
  on_request: boolean;
  description: string;
  price: number | null;
}

export interface SpaceFacilitiesValues {
  facilities: FacilityValue[];
  has_wifi: boolean;
  wifi_name: string;
  wifi_code: string;
  facilities_confirmed: boolean;
}

/** Prices in whole euros in the form (cents in the API). */
export interface SpacePricingValues {
  half_day_price: number | null;
  day_price: number | null;
  full_day_price: number | null;
  short_day_price: number | null;
  has_discount: boolean;
  discount_percentage: number | null;
  discount_description: string;
}

type Errors = Record<string, unknown>;
const id = (key: string) => `SpaceValidation.${key}`;
const ownOrPlatform = (key: string) => (key === 'code_injection' ? 'errors.code_injection' : id(key));

export function validateSpaceDetails(values: Partial<SpaceDetailsValues>): Errors {
  const errors: Errors = {};
  const name = lengthError(values.space_name ?? '', SPACE_LIMITS.nameMin, SPACE_LIMITS.nameMax, 'name');
  if (name) errors.space_name = ownOrPlatform(name);
  const description = lengthError(values.space_description ?? '', SPACE_LIMITS.descriptionMin, SPACE_LIMITS.descriptionMax, 'description');
  if (description) errors.space_description = ownOrPlatform(description);
  if (!values.categories?.length) errors.categories = id('categories_empty');
  const photos = photosError(values.images);
  if (photos) errors.images = id(photos);
  return errors;
}

export function validateSpaceConfigurations(values: Partial<SpaceConfigurationsValues>): Errors {
  const errors: Errors = {};
  if (values.space_size == null) errors.space_size = id('size_required');
  else if (values.space_size > SPACE_LIMITS.sizeMax) errors.space_size = id('size_too_large');
  const list = values.configurations ?? [];
  if (!list.some((c) => c.selected)) errors.configurations_summary = id('configurations_empty');
  const rows = list.map((c) => {
    if (!c.selected) return undefined;
    if (c.max_guests == null || c.max_guests < 1) return { max_guests: id('max_guests_required') };
    if (c.max_guests > SPACE_LIMITS.maxGuests) return { max_guests: id('max_guests_too_large') };
    if (c.min_guests != null && c.min_guests > c.max_guests) return { min_guests: id('min_guests_above_max') };
    return undefined;
  });
  if (rows.some(Boolean)) errors.configurations = rows;
  return errors;
}

export function validateSpaceBookingRules(values: Partial<SpaceBookingRulesValues>): Errors {
  const errors: Errors = {};
  if (!SERVICE_BREAKS.map(String).includes(String(values.service_break ?? ''))) errors.service_break = id('service_break_invalid');
  if (values.space_booking_type !== 'MANUAL' && values.space_booking_type !== 'DIRECT') errors.space_booking_type = 'errors.required';
  return errors;
}

export function validateSpaceFacilities(values: Partial<SpaceFacilitiesValues>): Errors {
  const errors: Errors = {};
  if (values.has_wifi) {
    if (!values.wifi_name?.trim()) errors.wifi_name = id('wifi_name_required');
    if (!values.wifi_code?.trim()) errors.wifi_code = id('wifi_code_required');
  }
  const rows = (values.facilities ?? []).map((f) =>
    f.enabled && f.on_request && (f.price == null || f.price <= 0) ? { price: id('facility_price_empty') } : undefined,
  );
  if (rows.some(Boolean)) errors.facilities = rows;
  if (!values.facilities_confirmed) errors.facilities_confirmed = id('facilities_not_confirmed');
  return errors;
}

export function validateSpacePricing(values: Partial<SpacePricingValues>): Errors {
  const errors: Errors = {};
  const { half_day_price: half, day_price: day, full_day_price: full, short_day_price: short } = values;
  if (half == null || half <= 0) errors.half_day_price = id('half_day_price_required');
  if (day == null || day <= 0) errors.day_price = id('day_price_required');
  else if (half != null && day < half) errors.day_price = id('day_price_below_half_day');
  if (full == null || full <= 0) errors.full_day_price = id('full_day_price_required');
  else if (day != null && full < day) errors.full_day_price = id('full_day_price_below_day');
  if (short == null || short <= 0) errors.short_day_price = id('short_day_price_required');
  else if (half != null && short > half) errors.short_day_price = id('short_day_price_above_half_day');
  if (values.has_discount) {
    if (!values.discount_description?.trim()) errors.discount_description = id('discount_description_required');
    const pct = values.discount_percentage;
    if (pct == null || pct <= 0 || pct > 100) errors.discount_percentage = id('discount_percentage_required');
  }
  return errors;
}

/** The spec's warning (not an error): a day price above twice the half-day price. */
export function pricingWarning(values: Partial<SpacePricingValues>): string | undefined {
  const { half_day_price: half, day_price: day } = values;
  return half != null && day != null && half > 0 && day > 2 * half ? id('day_price_above_double_half_day') : undefined;
}
