/**
 * Passwordless login flows shared by REST (/api/account/...) and GraphQL: registration,
 * login by e-mail (link + short code) or phone (SMS code), link check (does not consume),
 * link/code consumption, resend. Every login ends in startSession (tokens) + the account view.
 */
import type { Knex } from 'knex';
import { ApiError } from '../errors/ApiError';
import {
  EMAIL_CODE_DIGITS, EMAIL_LINK_TTL_MS, MAX_CODE_ATTEMPTS, SMS_CODE_DIGITS, SMS_CODE_TTL_MS, isSameBrowser, isValidNonce,
  looksLikeCode, looksLikeLinkToken, minutesLeft, tokenUsability,
} from '../domain/auth/oneTimeTokens';
import { ipBucket, RATE_LIMITS, retryAfterSeconds } from '../domain/auth/rateLimits';
import { isFieldError, parseLogin, validateRegistration, type FieldError } from '../domain/auth/validation';
import { countHit, hitRateLimit } from '../middleware/rateLimit';
import { renderLinkMail, renderSms, type MessageLocale } from '../services/mail/templates';
import { sendMail } from '../services/mail';
import { sendSms } from '../services/sms';
import { loadAccount, type AccountView } from '../services/account/accountRow';
import { fieldErrors } from './fieldErrors';
import { codeHash, consume, findById, findByLink, issueToken, latestFor, reserveAttempt, type AuthTokenRow, type Purpose } from './oneTimeTokenStore';
import type { RequestInfo } from './requestInfo';
import { startSession, type TokenPair } from './session';

export interface FlowDeps {
  knex: Knex;
  request: RequestInfo;
  now?: Date;
}

export interface AuthResult extends TokenPair {
  is_created: boolean;
  same_browser: boolean;
  account: AccountView;
}

interface AccountBasics {
  account_id: number;
  email: string;
  phone: string | null;
  first_name: string | null;
  locale: MessageLocale;
  account_state: string;
  is_admin: boolean;
  is_blocked: boolean;
}

const BASICS = ['account_id', 'email', 'phone', 'first_name', 'locale', 'account_state', 'is_admin', 'is_blocked'];

export const invalidLink = () => new ApiError('VALIDATION', { entity: 'account', key: 'invalid_auth_link', message: 'Invalid auth link' });
const codeError = (key: string, meta: Record<string, unknown> = {}) =>
  new ApiError('FIELD_VALIDATION', { entity: 'account', key, meta: { field: 'code', fields: { code: key }, ...meta } });
const lockedError = (token: AuthTokenRow, now: Date) =>
  new ApiError('RATE_LIMIT', { entity: 'account', key: 'too_many_invalid_attempts', meta: { minutes: minutesLeft(token.expires_at, now) } });

/** Link in a mail or SMS: /login/<token> (nl) or /en/login/<token>. */
export const localeLink = (origin: string, locale: MessageLocale, path: string): string =>
  `${origin}${locale === 'en' ? '/en' : ''}${path}`;

async function limitLogin(deps: FlowDeps, identifier: string): Promise<void> {
  const now = deps.now ?? new Date();
  await hitRateLimit(deps.knex, RATE_LIMITS.loginPerIp, ipBucket(deps.request.ip), now);
  await hitRateLimit(deps.knex, RATE_LIMITS.loginPerIdentifier, identifier, now);
}

/** What auth-token/ and resend-verification/ answer: never whose account it is, or whether there is one. */
const loginStarted = (method: 'email' | 'phone') => ({ method, expires_in: (method === 'email' ? EMAIL_LINK_TTL_MS : SMS_CODE_TTL_MS) / 1000 });

async function sendLoginMail(deps: FlowDeps, account: AccountBasics, nonce: unknown) {
  const now = deps.now ?? new Date();
  const issued = await issueToken(deps.knex, {
    accountId: account.account_id, purpose: 'LOGIN', channel: 'EMAIL', withLink: true, codeDigits: EMAIL_CODE_DIGITS,
    ttlMs: EMAIL_LINK_TTL_MS, nonce: isValidNonce(nonce) ? nonce : null, now,
  });
  const content = renderLinkMail('login', account.locale, {
    firstName: account.first_name, link: localeLink(deps.request.origin, account.locale, `/login/${issued.link}`),
    code: issued.code, minutes: EMAIL_LINK_TTL_MS / 60000,
  });
  await sendMail(deps.knex, { ...content, to: account.email, accountId: account.account_id, template: 'login', locale: account.locale });
  return loginStarted('email');
}

async function sendLoginSms(deps: FlowDeps, account: AccountBasics & { phone: string }) {
  const now = deps.now ?? new Date();
  const issued = await issueToken(deps.knex, {
    accountId: account.account_id, purpose: 'LOGIN', channel: 'SMS', withLink: false, codeDigits: SMS_CODE_DIGITS, ttlMs: SMS_CODE_TTL_MS, now,
  });
  const text = renderSms('login_code', account.locale, issued.code, SMS_CODE_TTL_MS / 60000);
  await sendSms(deps.knex, { to: account.phone, accountId: account.account_id, template: 'login_code', locale: account.locale, text });
  return loginStarted('phone');
}

/** POST account/registration/ */
export async function register(deps: FlowDeps, body: Record<string, unknown>) {
  const parsed = validateRegistration(body);
  if ('errors' in parsed) throw fieldErrors('account', parsed.errors);
  const input = parsed.value;
  await limitLogin(deps, input.email);
  const taken: FieldError[] = [];
  if (await deps.knex('account').where('email', input.email).first('account_id')) taken.push({ field: 'email', key: 'email_exists' });
  if (input.phone && (await deps.knex('account').where('phone', input.phone).first('account_id'))) taken.push({ field: 'phone', key: 'phone_in_use' });
  if (taken.length) throw fieldErrors('account', taken);
  const [account] = await deps.knex('account').insert(input).returning<AccountBasics[]>(BASICS);
  return { account_id: account!.account_id, ...(await sendLoginMail(deps, account!, body.nonce)) };
}

/** POST account/auth-token/: { login } (or { email } / { phone }). */
export async function requestLogin(deps: FlowDeps, body: Record<string, unknown>) {
  const login = parseLogin(body.login ?? body.email ?? body.phone);
  if (isFieldError(login)) throw fieldErrors('account', [login]);
  await limitLogin(deps, login.kind === 'email' ? login.email : login.phone);
  const account: AccountBasics | undefined =
    login.kind === 'email'
      ? await deps.knex('account').where('email', login.email).first(BASICS)
      : await deps.knex('account').where('phone', login.phone).first(BASICS);
  // the same answer for an unknown (or blocked) account: the API does not tell who has an account
  if (account && !account.is_blocked) {
    if (login.kind === 'email') await sendLoginMail(deps, account, body.nonce);
    else await sendLoginSms(deps, { ...account, phone: login.phone });
  }
  return loginStarted(login.kind === 'email' ? 'email' : 'phone');
}

/**
 * POST account/resend-verification/: { method: 'email' | 'phone', login } ({ email } / { phone } /
 * { account_id } also accepted). The same answer whether or not there is such an account.
 */
export async function resendVerification(deps: FlowDeps, body: Record<string, unknown>) {
  if (body.method !== 'email' && body.method !== 'phone') throw fieldErrors('account', [{ field: 'method', key: 'invalid_value' }]);
  let account: AccountBasics | undefined;
  if (body.account_id != null) {
    const accountId = Number(body.account_id);
    if (!Number.isSafeInteger(accountId) || accountId <= 0) throw fieldErrors('account', [{ field: 'account_id', key: 'required' }]);
    await limitLogin(deps, `account-${accountId}`);
    account = await deps.knex('account').where('account_id', accountId).first(BASICS);
  } else {
    const login = parseLogin(body.login ?? body.email ?? body.phone);
    if (isFieldError(login)) throw fieldErrors('account', [login]);
    await limitLogin(deps, login.kind === 'email' ? login.email : login.phone);
    account = login.kind === 'email'
      ? await deps.knex('account').where('email', login.email).first(BASICS)
      : await deps.knex('account').where('phone', login.phone).first(BASICS);
  }
  if (account && !account.is_blocked) {
    if (body.method === 'email') await sendLoginMail(deps, account, body.nonce);
    else if (account.phone) await sendLoginSms(deps, { ...account, phone: account.phone });
  }
  return loginStarted(body.method);
}

/** Logs the account in (after a proven e-mail or phone): tokens + the account view. */
export async function loginAccount(deps: FlowDeps, accountId: number, sameBrowser: boolean): Promise<AuthResult> {
  const account: AccountBasics | undefined = await deps.knex('account').where('account_id', accountId).first(BASICS);
  if (!account || account.is_blocked) throw invalidLink();
  const previous = await deps.knex('refresh_token').where('account_id', accountId).first('refresh_token_id');
  const pair = await startSession(deps.knex, account, deps.request.jwtSecret, deps.now ?? new Date());
  return { ...pair, is_created: !previous, same_browser: sameBrowser, account: (await loadAccount(deps.knex, accountId))! };
}

const LINK_PURPOSES: Purpose[] = ['LOGIN', 'VERIFY_EMAIL'];

async function usableLink(deps: FlowDeps, token: unknown, purposes: Purpose[]): Promise<AuthTokenRow> {
  const now = deps.now ?? new Date();
  await hitRateLimit(deps.knex, RATE_LIMITS.codePerIp, ipBucket(deps.request.ip), now);
  if (typeof token !== 'string' || !looksLikeLinkToken(token)) throw invalidLink();
  const row = await findByLink(deps.knex, token, purposes);
  if (!row || tokenUsability(row, now) !== 'usable') throw invalidLink();
  return row;
}

/** GET account/access-token/{code}/: says whether the link works; never consumes it. */
export async function checkLink(deps: FlowDeps, token: unknown, nonce: unknown, purposes: Purpose[] = LINK_PURPOSES) {
  const row = await usableLink(deps, token, purposes);
  return { valid: true, purpose: row.purpose, same_browser: isSameBrowser(row.nonce_hash, typeof nonce === 'string' ? nonce : null), expires_at: row.expires_at.toISOString() };
}

/** Applies what a verified token proves: e-mail verified / changed, phone verified / changed. */
async function applyVerification(trx: Knex, row: AuthTokenRow): Promise<void> {
  if (row.purpose === 'LOGIN' && row.channel === 'EMAIL') {
    await trx('account').where('account_id', row.account_id).update({ is_email_verified: true });
  } else if (row.purpose === 'LOGIN' && row.channel === 'SMS') {
    await trx('account').where('account_id', row.account_id).update({ is_phone_verified: true });
  } else if (row.purpose === 'VERIFY_EMAIL' && row.target) {
    const other = await trx('account').where('email', row.target).whereNot('account_id', row.account_id).first('account_id');
    if (other) throw fieldErrors('account', [{ field: 'email', key: 'email_exists' }]);
    await trx('account').where('account_id', row.account_id).update({ email: row.target, is_email_verified: true });
  } else if (row.purpose === 'VERIFY_PHONE' && row.target) {
    const other = await trx('account').where('phone', row.target).whereNot('account_id', row.account_id).first('account_id');
    if (other) throw fieldErrors('account', [{ field: 'phone', key: 'phone_in_use' }]);
    await trx('account').where('account_id', row.account_id).update({ phone: row.target, is_phone_verified: true });
  }
}

async function consumeAndApply(deps: FlowDeps, row: AuthTokenRow, onRace: () => ApiError): Promise<void> {
  const now = deps.now ?? new Date();
  await deps.knex.transaction(async (trx) => {
    if (!(await consume(trx, row.auth_token_id, now))) throw onRace();
    await applyVerification(trx, row);
  });
}

/** POST account/access-token/{code}/ and get_access_tokens: consumes the link, logs in. */
export async function consumeLink(deps: FlowDeps, token: unknown, nonce: unknown, purposes: Purpose[] = LINK_PURPOSES): Promise<AuthResult> {
  const row = await usableLink(deps, token, purposes);
  await consumeAndApply(deps, row, invalidLink);
  return loginAccount(deps, row.account_id, isSameBrowser(row.nonce_hash, typeof nonce === 'string' ? nonce : null));
}

/**
 * Checks a typed code against the latest token of the account. Each check first takes an attempt
 * atomically (reserveAttempt), so at most MAX_CODE_ATTEMPTS codes are ever compared per token, also
 * when they arrive in parallel; the 5th wrong one locks the token.
 */
async function checkTypedCode(deps: FlowDeps, accountId: number, code: unknown, purposes: Purpose[], channel: 'EMAIL' | 'SMS', digits: number): Promise<AuthTokenRow> {
  const now = deps.now ?? new Date();
  await hitRateLimit(deps.knex, RATE_LIMITS.codePerIp, ipBucket(deps.request.ip), now);
  const row = await latestFor(deps.knex, accountId, purposes, channel);
  if (!row) throw codeError('invalid_verification_code');
  const state = tokenUsability(row, now);
  if (state === 'locked') throw lockedError(row, now);
  if (state !== 'usable') throw codeError('invalid_verification_code');
  const attempts = await reserveAttempt(deps.knex, row.auth_token_id, MAX_CODE_ATTEMPTS, now);
  if (attempts === null) {
    const fresh = await findById(deps.knex, row.auth_token_id);
    if (fresh && tokenUsability(fresh, now) === 'locked') throw lockedError(fresh, now);
    throw codeError('invalid_verification_code');
  }
  const text = typeof code === 'string' || typeof code === 'number' ? String(code).trim() : '';
  if (looksLikeCode(text, digits) && row.code_hash === codeHash(accountId, text)) {
    await consumeAndApply(deps, row, () => codeError('invalid_verification_code'));
    return row;
  }
  if (attempts >= MAX_CODE_ATTEMPTS) throw lockedError(row, now);
  throw codeError('verification_code_incorrect', { remaining_attempts: MAX_CODE_ATTEMPTS - attempts });
}

/**
 * A code for an identifier without an account answers exactly like a wrong code (counting down per
 * identifier, then locked), so code checks do not tell which e-mail addresses or phones have an account.
 */
async function unknownAccountAttempt(deps: FlowDeps, identifier: string): Promise<never> {
  const now = deps.now ?? new Date();
  await hitRateLimit(deps.knex, RATE_LIMITS.codePerIp, ipBucket(deps.request.ip), now);
  const hits = await countHit(deps.knex, RATE_LIMITS.codeAttemptsUnknown, identifier, now);
  if (hits >= MAX_CODE_ATTEMPTS) {
    throw new ApiError('RATE_LIMIT', { entity: 'account', key: 'too_many_invalid_attempts', meta: { minutes: Math.ceil(retryAfterSeconds(now, RATE_LIMITS.codeAttemptsUnknown) / 60) } });
  }
  throw codeError('verification_code_incorrect', { remaining_attempts: MAX_CODE_ATTEMPTS - hits });
}

async function accountIdBy(deps: FlowDeps, column: 'email' | 'phone' | 'account_id', value: unknown): Promise<number> {
  const v = column === 'account_id' ? Number(value) : typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (column === 'account_id' ? !Number.isSafeInteger(v) || (v as number) <= 0 : !v) throw codeError('invalid_verification_code');
  const row = await deps.knex('account').where(column, v).first('account_id');
  if (!row) return unknownAccountAttempt(deps, `${column}:${v}`);
  return row.account_id;
}

/** POST account/access-token/ { email, code }: the short code of the login mail. */
export async function consumeEmailCode(deps: FlowDeps, body: Record<string, unknown>): Promise<AuthResult> {
  const accountId = body.account_id != null ? await accountIdBy(deps, 'account_id', body.account_id) : await accountIdBy(deps, 'email', body.email);
  await checkTypedCode(deps, accountId, body.code, ['LOGIN', 'VERIFY_EMAIL'], 'EMAIL', EMAIL_CODE_DIGITS);
  return loginAccount(deps, accountId, false);
}

/** POST account/verify-phone/{code}/ without bearer: SMS login code for { phone } or { account_id }. */
export async function consumeSmsLoginCode(deps: FlowDeps, code: unknown, body: Record<string, unknown>): Promise<AuthResult> {
  const accountId = body.account_id != null ? await accountIdBy(deps, 'account_id', body.account_id) : await accountIdBy(deps, 'phone', body.phone);
  await checkTypedCode(deps, accountId, code, ['LOGIN'], 'SMS', SMS_CODE_DIGITS);
  return loginAccount(deps, accountId, true);
}

/** POST account/verify-phone/{code}/ with bearer: confirms the pending phone of the caller. */
export async function confirmPhoneChange(deps: FlowDeps, accountId: number, code: unknown): Promise<AccountView> {
  await checkTypedCode(deps, accountId, code, ['VERIFY_PHONE'], 'SMS', SMS_CODE_DIGITS);
  return (await loadAccount(deps.knex, accountId))!;
}

/** account/verify-phone-with-link/{code}/ */
export const checkPhoneLink = (deps: FlowDeps, token: unknown) => checkLink(deps, token, null, ['VERIFY_PHONE']);
export const consumePhoneLink = (deps: FlowDeps, token: unknown) => consumeLink(deps, token, null, ['VERIFY_PHONE']);

/** PATCH account/ with a new e-mail: a link to the new address; applied when opened (POST). */
export async function requestEmailChange(deps: FlowDeps, account: { account_id: number; first_name: string | null; locale: MessageLocale }, email: string) {
  const now = deps.now ?? new Date();
  await limitLogin(deps, email);
  if (await deps.knex('account').where('email', email).whereNot('account_id', account.account_id).first('account_id')) {
    throw fieldErrors('account', [{ field: 'email', key: 'email_exists' }]);
  }
  const issued = await issueToken(deps.knex, {
    accountId: account.account_id, purpose: 'VERIFY_EMAIL', channel: 'EMAIL', withLink: true, codeDigits: EMAIL_CODE_DIGITS,
    ttlMs: EMAIL_LINK_TTL_MS, target: email, now,
  });
  const content = renderLinkMail('verify_email', account.locale, {
    firstName: account.first_name, link: localeLink(deps.request.origin, account.locale, `/login/${issued.link}`),
    code: issued.code, minutes: EMAIL_LINK_TTL_MS / 60000,
  });
  await sendMail(deps.knex, { ...content, to: email, accountId: account.account_id, template: 'verify_email', locale: account.locale });
}

/** PATCH account/ with a new phone: SMS with a 4-digit code and a link; applied when verified. */
export async function requestPhoneChange(deps: FlowDeps, account: { account_id: number; locale: MessageLocale }, phone: string) {
  const now = deps.now ?? new Date();
  await limitLogin(deps, phone);
  if (await deps.knex('account').where('phone', phone).whereNot('account_id', account.account_id).first('account_id')) {
    throw fieldErrors('account', [{ field: 'phone', key: 'phone_in_use' }]);
  }
  const issued = await issueToken(deps.knex, {
    accountId: account.account_id, purpose: 'VERIFY_PHONE', channel: 'SMS', withLink: true, codeDigits: SMS_CODE_DIGITS,
    ttlMs: SMS_CODE_TTL_MS, target: phone, now,
  });
  const link = localeLink(deps.request.origin, account.locale, `/verify-phone/${issued.link}`);
  const text = renderSms('verify_phone', account.locale, issued.code, SMS_CODE_TTL_MS / 60000, link);
  await sendSms(deps.knex, { to: phone, accountId: account.account_id, template: 'verify_phone', locale: account.locale, text });
}
