/**
 * Venue rules of host-and-admin section 5, each with its key (docs/CONTRACTS.md, "Host"):
 * name, description, rules, address from the place lookup, contact name/phone/e-mail, working time.
 * Pure: the place lookup's verdict comes in as `place` (found / not found / not asked).
 */
import { checkEmail } from '../auth/validation';
import { CONTACT_EMAIL_MAX, CONTACT_NAME, VENUE_DESCRIPTION, VENUE_NAME, VENUE_RULES_MAX } from './limits';
import { checkText, compact, text, type FieldError } from './text';
import { checkWorkingTime, type WorkingTimeRow } from './workingTime';

export interface VenueInput {
  venue_name?: unknown;
  venue_description?: unknown;
  venue_rules?: unknown;
  place_id?: unknown;
  address?: unknown;
  contact_name?: unknown;
  contact_phone?: unknown;
  contact_email?: unknown;
  working_time?: unknown;
}

/** "+" then 8..15 digits; spaces, dashes and brackets of a formatted number are ignored. */
const PHONE = /^\+[1-9][0-9]{7,14}$/;

/** contact_phone as a string or `{ formatted_number }` -> "+31201234567", or null when absent. */
export function normalisePhone(value: unknown): string | null {
  const raw = typeof value === 'object' && value !== null ? (value as { formatted_number?: unknown }).formatted_number : value;
  const v = text(raw);
  return v === '' ? null : v.replace(/[\s().-]/g, '');
}

export function checkAddress(input: VenueInput, place: 'found' | 'not_found' | 'unchecked'): FieldError | null {
  const placeId = text(input.place_id);
  if (placeId === '') return { field: 'place_id', key: text(input.address) === '' ? 'address_empty' : 'address_not_selected' };
  if (place === 'not_found') return { field: 'place_id', key: 'address_not_found' };
  return null;
}

export function checkContactPhone(value: unknown): FieldError | null {
  const phone = normalisePhone(value);
  if (phone === null) return { field: 'contact_phone', key: 'contact_phone_empty' };
  return PHONE.test(phone) ? null : { field: 'contact_phone', key: 'phone_format_incorrect' };
}

export function checkContactEmail(value: unknown): FieldError | null {
  const v = text(value);
  if (v === '') return { field: 'contact_email', key: 'contact_email_empty' };
  if (v.length > CONTACT_EMAIL_MAX) return { field: 'contact_email', key: 'contact_email_too_long' };
  return checkEmail(v, 'contact_email');
}

export type VenueCheck = { errors: FieldError[]; workingTime: WorkingTimeRow[] | null };

/** Every rule; `working_time` is checked only when present (a PATCH without it keeps the stored hours). */
export function checkVenue(input: VenueInput, place: 'found' | 'not_found' | 'unchecked', opts: { requireWorkingTime: boolean }): VenueCheck {
  const errors = compact([
    checkText('venue_name', input.venue_name, VENUE_NAME, { empty: 'name_empty', short: 'name_too_short', long: 'name_too_long' }),
    checkText('venue_description', input.venue_description, VENUE_DESCRIPTION, { empty: 'description_empty', short: 'description_too_short', long: 'description_too_long' }),
    checkText('venue_rules', input.venue_rules, { max: VENUE_RULES_MAX }, { long: 'rules_too_long' }),
    checkAddress(input, place),
    checkText('contact_name', input.contact_name, CONTACT_NAME, { empty: 'contact_name_empty', short: 'contact_name_too_short', long: 'contact_name_too_long' }),
    checkContactPhone(input.contact_phone),
    checkContactEmail(input.contact_email),
  ]);
  let workingTime: WorkingTimeRow[] | null = null;
  if (input.working_time !== undefined || opts.requireWorkingTime) {
    const wt = checkWorkingTime(input.working_time);
    if (wt.ok) workingTime = wt.rows;
    else errors.push(wt.error);
  }
  return { errors, workingTime };
}
