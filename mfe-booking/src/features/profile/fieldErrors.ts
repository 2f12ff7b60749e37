// API errors of the profile forms -> final-form submit errors (FIELD_VALIDATION on its field,
// the rest on the form). The API names fields snake_case (first_name) or camelCase (firstName).
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { mapApiError } from '@zaalplek/platform';

export interface ErrorText {
  id: string;
  values?: Record<string, string | number>;
}

const camel = (field: string) => field.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

export function submissionErrors(err: unknown, fields: readonly string[]): SubmissionErrors {
  const mapped = mapApiError(err);
  const message = (id: string): ErrorText => ({ id, values: mapped.messageValues });
  for (const [field, id] of Object.entries(mapped.fieldErrors)) {
    if (fields.includes(camel(field))) return { [camel(field)]: message(id) };
    return { [FORM_ERROR]: message(id) };
  }
  const id = mapped.formError ?? mapped.toastMessageId;
  return { [FORM_ERROR]: message(id ?? 'errors.generic') };
}
