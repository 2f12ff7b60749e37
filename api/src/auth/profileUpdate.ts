/**
 * Profile changes (REST PATCH account/ and GraphQL updateProfile): names, locale, marketing and
 * the role switch apply at once; a new e-mail or phone is only applied after verification.
 */
import { notFound } from '../errors/ApiError';
import { validateProfile } from '../domain/auth/validation';
import { loadAccount, type AccountView } from '../services/account/accountRow';
import { fieldErrors } from './fieldErrors';
import { requestEmailChange, requestPhoneChange, type FlowDeps } from './loginFlow';

export async function updateProfile(deps: FlowDeps, accountId: number, body: Record<string, unknown>): Promise<AccountView> {
  const parsed = validateProfile(body);
  if ('errors' in parsed) throw fieldErrors('account', parsed.errors);
  const { email, phone, ...direct } = parsed.value;
  const current = await deps.knex('account').where('account_id', accountId).first('account_id', 'email', 'phone', 'first_name', 'locale');
  if (!current) throw notFound('account');
  if (Object.keys(direct).length) await deps.knex('account').where('account_id', accountId).update(direct);
  const locale = direct.locale ?? current.locale;
  if (email !== undefined && email !== current.email) await requestEmailChange(deps, { ...current, locale }, email);
  if (phone === null && current.phone) {
    await deps.knex('account').where('account_id', accountId).update({ phone: null, is_phone_verified: false });
  } else if (phone && phone !== current.phone) {
    await requestPhoneChange(deps, { account_id: accountId, locale }, phone);
  }
  return (await loadAccount(deps.knex, accountId))!;
}
