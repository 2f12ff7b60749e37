/**
 * The booking request form (spec section 3 "Booking request form", section 5 "Booking"): its values,
 * the field rules and the list of what is still missing, which the disabled submit explains.
 * Field limits: organisation name 50, CoC 8 digits, billing address 100, comment 1000; terms must be accepted.
 */
import type { PaymentOption } from './types';

export const LIMITS = {
  meeting_name: 255,
  meeting_description: 1000,
  discount_reason: 1000,
  organisation_name: 50,
  billing_address: 100,
  comment: 1000,
} as const;

export const COC_PATTERN = /^\d{8}$/;
/** Spec section 5: strings with code-like characters are refused. */
export const CODE_INJECTION = /[<>{}]|javascript:/i;

export interface RequestFormValues {
  meeting_name?: string;
  meeting_description?: string;
  discount_reason?: string;
  payment_option: PaymentOption;
  organisation_name?: string;
  kvk_number?: string;
  billing_address?: string;
  comment?: string;
  terms_accepted?: boolean;
}

/** What the form knows about the booking it belongs to. */
export interface RequestFormContext {
  hasSlot: boolean;
  attendees: number | null;
  /** the account is a guest (BOOKER); a host must switch role first */
  isGuestRole: boolean;
  /** the guest asked for the social discount: a reason is needed */
  discountRequested: boolean;
}

/** Message keys (ids under BookingRequestForm.*) per field. */
export type FieldErrorKey = 'required' | 'maxLength' | 'cocDigits' | 'codeInjection' | 'termsRequired';

export type RequestFormErrors = Partial<Record<keyof RequestFormValues, FieldErrorKey>>;

function text(value: string | undefined): string {
  return (value ?? '').trim();
}

/** Field-level rules (final-form `validate`). */
export function validateRequestForm(values: RequestFormValues, context: RequestFormContext): RequestFormErrors {
  const errors: RequestFormErrors = {};
  for (const field of ['meeting_name', 'meeting_description', 'discount_reason', 'organisation_name', 'billing_address', 'comment'] as const) {
    const value = values[field] ?? '';
    if (value.length > LIMITS[field]) errors[field] = 'maxLength';
    else if (CODE_INJECTION.test(value)) errors[field] = 'codeInjection';
  }
  if (context.discountRequested && !text(values.discount_reason)) errors.discount_reason = 'required';
  if (values.payment_option === 'POST_PAYMENT') {
    if (!text(values.organisation_name)) errors.organisation_name ??= 'required';
    if (!text(values.billing_address)) errors.billing_address ??= 'required';
    if (!text(values.kvk_number)) errors.kvk_number = 'required';
  }
  if (text(values.kvk_number) && !COC_PATTERN.test(text(values.kvk_number))) errors.kvk_number = 'cocDigits';
  if (!values.terms_accepted) errors.terms_accepted = 'termsRequired';
  return errors;
}

/** Why the submit is disabled, in order (ids under BookingRequestForm.missing.*). */
export type MissingKey = 'slot' | 'attendees' | 'guestRole' | 'fields' | 'terms';

export function missingForSubmit(values: RequestFormValues, context: RequestFormContext): MissingKey[] {
  const missing: MissingKey[] = [];
  if (!context.hasSlot) missing.push('slot');
  if (!context.attendees || context.attendees < 1) missing.push('attendees');
  if (!context.isGuestRole) missing.push('guestRole');
  const { terms_accepted: terms, ...fieldErrors } = validateRequestForm(values, context);
  if (Object.keys(fieldErrors).length > 0) missing.push('fields');
  if (terms) missing.push('terms');
  return missing;
}

/** The request form's values as the update_booking_meeting input (empty strings left out). */
export function toMeetingInput(values: RequestFormValues) {
  const clean = (value: string | undefined) => (text(value) ? text(value) : undefined);
  return {
    meeting_name: clean(values.meeting_name),
    meeting_description: clean(values.meeting_description),
    comment: clean(values.comment),
    organisation_name: clean(values.organisation_name),
    coc: clean(values.kvk_number),
    billing_address: clean(values.billing_address),
    terms_accepted: Boolean(values.terms_accepted),
  };
}
