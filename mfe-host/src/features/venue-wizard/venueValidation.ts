// The venue wizard's rules (host-and-admin spec 5 "Venue", 9), one validator per step. Each error is a
// message id `VenueValidation.<key>`; the key is the API's FIELD_VALIDATION key for the same rule.
import { validators } from '@zaalplek/platform';
import type { PhotoValue } from '../photos/types';
import { workingTimeErrors, type WorkingDayValue } from './workingTime';

export const VENUE_LIMITS = {
  nameMin: 3,
  nameMax: 100,
  descriptionMin: 3,
  descriptionMax: 3000,
  rulesMax: 3000,
  contactNameMin: 3,
  contactNameMax: 80,
  contactEmailMax: 100,
  photosMin: 3,
  photosMax: 10,
  tagsMin: 3,
  importanceMin: 1,
  importanceMax: 10,
} as const;

export interface PlaceValue {
  place_id: string | null;
  description: string;
}

export interface VenueMainValues {
  venue_name: string;
  venue_description: string;
  venue_rules: string;
  address: PlaceValue | null;
  additional: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  working_time: WorkingDayValue[];
  images: PhotoValue[];
}

const { CODE_LIKE_PATTERN, isEmail, isPhone } = validators;
type Errors = Record<string, unknown>;
const id = (key: string) => `VenueValidation.${key}`;
const t = (v: string | undefined | null) => (v ?? '').trim();

/** Shared by venue and space: empty / too short / too long with the API's key names. */
export function lengthError(value: string, min: number, max: number, prefix: string): string | undefined {
  const v = t(value);
  if (!v) return `${prefix}_empty`;
  if (v.length < min) return `${prefix}_too_short`;
  if (v.length > max) return `${prefix}_too_long`;
  if (CODE_LIKE_PATTERN.test(v)) return 'code_injection';
  return undefined;
}

/** 'Please select the address from the dropdown' until a place of the dropdown is chosen. */
export function placeError(place: PlaceValue | null | undefined): 'address_empty' | 'address_not_selected' | undefined {
  if (!place || !t(place.description)) return 'address_empty';
  return place.place_id ? undefined : 'address_not_selected';
}

export function photosError(images: PhotoValue[] | undefined): string | undefined {
  const n = images?.length ?? 0;
  if (n < VENUE_LIMITS.photosMin) return 'photos_min';
  if (n > VENUE_LIMITS.photosMax) return 'photos_max';
  return undefined;
}

export function validateVenueMain(values: Partial<VenueMainValues>): Errors {
  const errors: Errors = {};
  const set = (field: string, key: string | undefined) => {
    if (key) errors[field] = key === 'code_injection' ? 'errors.code_injection' : id(key);
  };
  set('venue_name', lengthError(values.venue_name ?? '', VENUE_LIMITS.nameMin, VENUE_LIMITS.nameMax, 'name'));
  set('venue_description', lengthError(values.venue_description ?? '', VENUE_LIMITS.descriptionMin, VENUE_LIMITS.descriptionMax, 'description'));
  if (t(values.venue_rules).length > VENUE_LIMITS.rulesMax) set('venue_rules', 'rules_too_long');
  set('address', placeError(values.address));
  set('contact_name', lengthError(values.contact_name ?? '', VENUE_LIMITS.contactNameMin, VENUE_LIMITS.contactNameMax, 'contact_name'));
  const phone = t(values.contact_phone);
  set('contact_phone', !phone ? 'contact_phone_empty' : isPhone(phone) ? undefined : 'phone_format_incorrect');
  const email = t(values.contact_email);
  set(
    'contact_email',
    !email ? 'contact_email_empty' : email.length > VENUE_LIMITS.contactEmailMax ? 'contact_email_too_long' : isEmail(email) ? undefined : 'invalid_email',
  );
  const hours = workingTimeErrors(values.working_time ?? []);
  if (hours.empty) errors.working_time = id('working_time_empty');
  else if (hours.days.some(Boolean)) errors.working_time = hours.days.map((key) => (key ? { close: id(key) } : undefined));
  const photos = photosError(values.images);
  if (photos) errors.images = id(photos);
  return errors;
}

export function validateVenueTags(values: { tag_ids?: number[] }): Errors {
  return (values.tag_ids?.length ?? 0) < VENUE_LIMITS.tagsMin ? { tag_ids: id('tags_min') } : {};
}

export interface NewTagValues {
  name_nl: string;
  name_en: string;
  importance: number | null;
}

export function validateNewTag(values: Partial<NewTagValues>, existingNames: string[]): Errors {
  const errors: Errors = {};
  const names = existingNames.map((n) => n.trim().toLowerCase());
  for (const field of ['name_nl', 'name_en'] as const) {
    const v = t(values[field]);
    if (!v) errors[field] = 'errors.required';
    else if (names.includes(v.toLowerCase())) errors[field] = id('tag_exists');
  }
  const importance = values.importance;
  if (importance == null || importance < VENUE_LIMITS.importanceMin || importance > VENUE_LIMITS.importanceMax) errors.importance = id('tag_importance_invalid');
  return errors;
}
