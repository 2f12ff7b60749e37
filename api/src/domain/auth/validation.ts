/**
 * Account input rules of the spec (guest-and-platform section 5, host-and-admin "Calendar and
 * profile"): well-formed e-mail, names of letters or hyphens, phone "+" then digits, no code-like
 * input. Pure: returns field errors ({ field, key }); the caller turns them into the error shape.
 */
import { EMAIL_MAX, isEmail } from '../email/email';

export interface FieldError {
  field: string;
  key: string;
}

export type LoginKind = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

/** "+" then 8 to 15 digits (E.164), first digit not 0. */
const PHONE = /^\+[1-9][0-9]{7,14}$/;
/** letters (any script) or hyphens; words may be separated by single spaces ("de Vries"). */
const NAME = /^\p{L}+(?:[- ]\p{L}+|-)*$/u;
/** characters and sequences that look like markup or code */
const CODE_LIKE = /[<>{}`\\]|\$\{|\$\(|javascript:|data:text\/html|\bon[a-z]+\s*=/i;

export const NAME_MAX = 100;
export { EMAIL_MAX };

export function isCodeLike(value: string): boolean {
  return CODE_LIKE.test(value);
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function checkEmail(value: unknown, field = 'email'): FieldError | null {
  if (typeof value !== 'string' || value.trim() === '') return { field, key: 'required' };
  const v = value.trim();
  if (isCodeLike(v)) return { field, key: 'code_injection' };
  if (!isEmail(v)) return { field, key: 'invalid_email' };
  return null;
}

export function checkPhone(value: unknown, field = 'phone'): FieldError | null {
  if (typeof value !== 'string' || value.trim() === '') return { field, key: 'required' };
  const v = value.trim();
  if (isCodeLike(v)) return { field, key: 'code_injection' };
  if (!PHONE.test(v)) return { field, key: 'phone_invalid' };
  return null;
}

export function checkName(value: unknown, field: string): FieldError | null {
  if (typeof value !== 'string' || value.trim() === '') return { field, key: 'required' };
  const v = value.trim();
  if (isCodeLike(v)) return { field, key: 'code_injection' };
  if (v.length > NAME_MAX || !NAME.test(v)) return { field, key: 'invalid_name' };
  return null;
}

/** The login box: one field that holds an e-mail or a phone number. */
export function parseLogin(value: unknown): LoginKind | FieldError {
  if (typeof value !== 'string' || value.trim() === '') return { field: 'login', key: 'login_required' };
  const v = value.trim();
  if (isCodeLike(v)) return { field: 'login', key: 'code_injection' };
  if (v.startsWith('+')) return PHONE.test(v) ? { kind: 'phone', phone: v } : { field: 'login', key: 'login_invalid_format' };
  if (isEmail(v)) return { kind: 'email', email: normaliseEmail(v) };
  return { field: 'login', key: 'login_invalid_format' };
}

export const isFieldError = (x: unknown): x is FieldError =>
  typeof x === 'object' && x !== null && 'key' in x && 'field' in x;

export interface RegistrationInput {
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  marketing_subscription: boolean;
  locale: 'nl' | 'en';
  account_state: 'BOOKER' | 'VENDOR';
}

const one = (errors: Array<FieldError | null>): FieldError[] => errors.filter((e): e is FieldError => e !== null);

/** Sign-up payload -> normalised input, or every field error. */
export function validateRegistration(body: Record<string, unknown>): { value: RegistrationInput } | { errors: FieldError[] } {
  const phone = typeof body.phone === 'string' && body.phone.trim() !== '' ? body.phone.trim() : null;
  const errors = one([
    checkEmail(body.email),
    checkName(body.first_name, 'first_name'),
    checkName(body.last_name, 'last_name'),
    phone === null ? null : checkPhone(phone),
    body.account_state == null || body.account_state === 'BOOKER' || body.account_state === 'VENDOR'
      ? null
      : { field: 'account_state', key: 'invalid_value' },
    body.locale == null || ['nl', 'en', 'NL', 'EN'].includes(String(body.locale)) ? null : { field: 'locale', key: 'invalid_value' },
  ]);
  if (errors.length) return { errors };
  return {
    value: {
      email: normaliseEmail(String(body.email)),
      first_name: String(body.first_name).trim(),
      last_name: String(body.last_name).trim(),
      phone,
      marketing_subscription: body.marketing_subscription === true,
      locale: String(body.locale ?? 'nl').toLowerCase() === 'en' ? 'en' : 'nl',
      account_state: body.account_state === 'VENDOR' ? 'VENDOR' : 'BOOKER',
    },
  };
}

export interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string | null;
  locale?: 'nl' | 'en';
  marketing_subscription?: boolean;
  account_state?: 'BOOKER' | 'VENDOR';
}

/** Profile update (snake_case keys); only the keys present are checked and returned. */
export function validateProfile(body: Record<string, unknown>): { value: ProfileChanges } | { errors: FieldError[] } {
  const value: ProfileChanges = {};
  const errors: FieldError[] = [];
  const add = (e: FieldError | null) => e && errors.push(e);
  if (body.first_name !== undefined) {
    add(checkName(body.first_name, 'first_name'));
    value.first_name = String(body.first_name ?? '').trim();
  }
  if (body.last_name !== undefined) {
    add(checkName(body.last_name, 'last_name'));
    value.last_name = String(body.last_name ?? '').trim();
  }
  if (body.email !== undefined) {
    add(checkEmail(body.email));
    value.email = normaliseEmail(String(body.email ?? ''));
  }
  if (body.phone !== undefined) {
    if (body.phone === null || body.phone === '') value.phone = null;
    else {
      add(checkPhone(body.phone));
      value.phone = String(body.phone).trim();
    }
  }
  if (body.locale !== undefined) {
    const l = String(body.locale).toLowerCase();
    if (l !== 'nl' && l !== 'en') add({ field: 'locale', key: 'invalid_value' });
    value.locale = l === 'en' ? 'en' : 'nl';
  }
  if (body.marketing_subscription !== undefined) {
    if (typeof body.marketing_subscription !== 'boolean') add({ field: 'marketing_subscription', key: 'invalid_value' });
    value.marketing_subscription = body.marketing_subscription === true;
  }
  if (body.account_state !== undefined) {
    if (body.account_state !== 'BOOKER' && body.account_state !== 'VENDOR') add({ field: 'account_state', key: 'invalid_value' });
    value.account_state = body.account_state === 'VENDOR' ? 'VENDOR' : 'BOOKER';
  }
  return errors.length ? { errors } : { value };
}
