// How a form error is stored in final-form state: a message id, or an id with values (from API meta).
import type { IntlShape } from 'react-intl';
import { FORM_ERROR } from 'final-form';
import { mapApiError, type MappedApiError } from '@zaalplek/platform';

export type FormErrorValue = string | { id: string; values?: Record<string, string | number> };

export function formatFormError(intl: IntlShape, error: unknown): string | undefined {
  if (!error) return undefined;
  if (typeof error === 'string') return intl.formatMessage({ id: error });
  if (typeof error === 'object' && 'id' in error) {
    const e = error as { id: string; values?: Record<string, string | number> };
    return intl.formatMessage({ id: e.id }, e.values);
  }
  return undefined;
}

/**
 * The API's errors as final-form submission errors. A FIELD_VALIDATION error lands on the field the
 * API names (meta.field, else entity; `fieldAliases` maps API names the form calls otherwise); its
 * text is `<prefix>.<key>` when this form's catalog knows the key (the same text the form's own
 * validator shows), else platform's errors.<key>. VALIDATION and other errors become the form error.
 */
export function apiSubmissionErrors(
  err: unknown,
  prefix: string,
  knownIds: ReadonlySet<string>,
  fieldAliases: Record<string, string> = {},
): Record<string, FormErrorValue> & { mapped?: MappedApiError } {
  const mapped = mapApiError(err);
  const key = mapped.body.key;
  const own = key && knownIds.has(`${prefix}.${key}`) ? `${prefix}.${key}` : null;
  const errors: Record<string, FormErrorValue> = {};
  for (const [field, id] of Object.entries(mapped.fieldErrors)) {
    errors[fieldAliases[field] ?? field] = { id: own ?? id, values: mapped.messageValues };
  }
  if (mapped.formError || mapped.toastMessageId) {
    errors[FORM_ERROR] = { id: own ?? mapped.formError ?? mapped.toastMessageId ?? 'errors.generic', values: mapped.messageValues };
  }
  if (mapped.redirect && !Object.keys(errors).length) errors[FORM_ERROR] = { id: 'errors.generic' };
  return errors;
}

/** Ids of a messages object, for apiSubmissionErrors' knownIds. */
export function idsOf(messages: Record<string, { id: string }>): Set<string> {
  return new Set(Object.values(messages).map((m) => m.id));
}
