// The text of an API failure in the host back office. A FORBIDDEN answer to a team member's action
// (spec 6: team members cannot change payment methods, add or delete spaces) is shown as a refusal;
// platform's mapApiError would end the session on 403, which is wrong for a refused action.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { errorMessageId, mapApiError, toApiErrorBody } from '@zaalplek/platform';
import { teamMessages } from './messages';

export function isForbidden(err: unknown): boolean {
  return toApiErrorBody(err).error_type === 'FORBIDDEN';
}

/** `own` maps API keys to this screen's texts (values from the error's meta); else platform's errors.<key>. */
export function apiErrorText(intl: IntlShape, err: unknown, own: Record<string, MessageDescriptor> = {}): string {
  const body = toApiErrorBody(err);
  const meta: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(body.meta ?? {})) if (typeof v === 'string' || typeof v === 'number') meta[k] = v;
  if (body.key && own[body.key]) return intl.formatMessage(own[body.key], meta);
  if (body.error_type === 'FORBIDDEN') return intl.formatMessage(teamMessages.forbiddenAction);
  const mapped = mapApiError(err);
  const id = mapped.formError ?? mapped.toastMessageId ?? Object.values(mapped.fieldErrors)[0] ?? errorMessageId(body);
  return intl.formatMessage({ id }, mapped.messageValues);
}
