// Maps API errors (spec section 8) to field, form and toast messages (message ids).
import { clearSession } from './session';
import { isSessionEndingError } from './http';
import { localePath, navigate } from './routes';
import { dispatchZaalplekEvent } from './events';
import { platformMessages } from './messages';
import { toApiErrorBody, type ApiErrorBody } from './api-error';

export interface MappedApiError {
  /** field name -> message id */
  fieldErrors: Record<string, string>;
  formError?: string;
  toastMessageId?: string;
  redirect?: string;
  /** values for the message (from error meta), e.g. { minutes: 5 } */
  messageValues?: Record<string, string | number>;
  body: ApiErrorBody;
}

/** Message id for an error: errors.<key>, else errors.<error_type>, else errors.generic. */
export function errorMessageId(body: Pick<ApiErrorBody, 'key' | 'error_type'>): string {
  const known = platformMessages.nl;
  if (body.key && `errors.${body.key}` in known) return `errors.${body.key}`;
  if (`errors.${body.error_type}` in known && body.error_type !== 'INTERNAL') return `errors.${body.error_type}`;
  return 'errors.generic';
}

function valuesOf(meta: ApiErrorBody['meta']): Record<string, string | number> | undefined {
  if (!meta) return undefined;
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(meta)) if (typeof v === 'string' || typeof v === 'number') values[k] = v;
  return Object.keys(values).length ? values : undefined;
}

/**
 * 404 -> /not-found, 500 -> /server-error, 401 and a session-ending 403 (isSessionEndingError:
 * UNAUTHENTICATED or a key of SESSION_ENDING_KEYS) -> session cleared + home with ?authPopup=login;
 * any other 403 (an action this user may not do) -> toast errors.<key> / errors.FORBIDDEN, session kept;
 * FIELD_VALIDATION -> fieldErrors[meta.field ?? entity], VALIDATION -> formError, others -> toast.
 */
export function mapApiError(err: unknown): MappedApiError {
  const body = toApiErrorBody(err);
  const result: MappedApiError = { fieldErrors: {}, body, messageValues: valuesOf(body.meta) };
  const status = body.status_code;
  if (status === 404 || body.error_type === 'NOT_FOUND') {
    result.redirect = localePath('/not-found');
    return result;
  }
  if (status === 401 || body.error_type === 'UNAUTHENTICATED' || isSessionEndingError(status, body)) {
    clearSession();
    result.redirect = localePath('/?authPopup=login');
    return result;
  }
  if (status >= 500) {
    result.redirect = localePath('/server-error');
    return result;
  }
  const messageId = errorMessageId(body);
  if (body.error_type === 'FIELD_VALIDATION') {
    const field = typeof body.meta?.field === 'string' ? body.meta.field : body.entity;
    if (field) result.fieldErrors[field] = messageId;
    else result.formError = messageId;
  } else if (body.error_type === 'VALIDATION') {
    result.formError = messageId;
  } else {
    result.toastMessageId = messageId;
  }
  return result;
}

/** mapApiError + side effects: follows the redirect and shows the toast. Returns the mapping. */
export function handleApiError(err: unknown): MappedApiError {
  const mapped = mapApiError(err);
  if (mapped.redirect) navigate(mapped.redirect);
  if (mapped.toastMessageId) dispatchZaalplekEvent('zaalplek:toast', { messageId: mapped.toastMessageId, kind: 'error' });
  return mapped;
}
