// Server errors of the auth forms -> final-form submit errors (spec section 8: FIELD_VALIDATION
// on the named field, everything else form-level), as message descriptors.
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { errorMessageId, toApiErrorBody } from '@zaalplek/platform';

export interface ErrorMessage {
  id: string;
  values?: Record<string, string | number>;
}

/** Keys that belong to a field even when the API answers them as NOT_FOUND/CONFLICT/RATE_LIMIT. */
const FIELD_OF_KEY: Record<string, string> = {
  account_not_found: 'login',
  login_required: 'login',
  login_invalid_format: 'login',
  email_exists: 'email',
  invalid_email: 'email',
  phone_in_use: 'phone',
  phone_invalid: 'phone',
  phone_not_found: 'login',
  verification_code_incorrect: 'code',
  invalid_verification_code: 'code',
  too_many_invalid_attempts: 'code',
};

/** Our own texts for keys whose spec text the login popup shows. */
const OWN_TEXT: Record<string, string> = {
  login_required: 'validation.loginEmpty',
  login_invalid_format: 'validation.loginFormat',
  invalid_auth_link: 'Auth.link.invalid',
  too_many_requests: 'errors.RATE_LIMIT',
};

export function errorMessage(err: unknown): ErrorMessage & { key: string | null; field: string | null } {
  const body = toApiErrorBody(err);
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(body.meta ?? {})) if (typeof v === 'string' || typeof v === 'number') values[k] = v;
  const id = (body.key && OWN_TEXT[body.key]) || errorMessageId(body);
  const metaField = typeof body.meta?.field === 'string' ? body.meta.field : null;
  const field = body.error_type === 'FIELD_VALIDATION' ? metaField ?? body.entity : (body.key && FIELD_OF_KEY[body.key]) || null;
  return { id, values, key: body.key ?? null, field: field ?? null };
}

/** For onSubmit: `return submissionErrors(err, ['email', 'phone'])`. Unknown fields go to the form. */
export function submissionErrors(err: unknown, fields: readonly string[]): SubmissionErrors {
  const { id, values, field } = errorMessage(err);
  const message: ErrorMessage = { id, values };
  if (field && fields.includes(field)) return { [field]: message };
  return { [FORM_ERROR]: message };
}
