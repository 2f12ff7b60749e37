// The account calls of the login popups (docs/CONTRACTS.md "Accounts").
import { graphqlRequest, restRequest, getLocale, type Account } from '@zaalplek/platform';
import type { RoleChoice } from './authFlow';

export interface LoginStarted {
  /** only after a registration (the new account); a login answer never says whose account it is */
  account_id?: number;
  method: 'email' | 'phone';
  expires_in: number;
}

export interface AuthTokens {
  access_token: string;
  refresh_token: string;
  is_created?: boolean;
  same_browser?: boolean;
  account?: Partial<Account> & { accountState?: string; phone?: string | null };
}

export interface LinkCheck {
  valid: boolean;
  purpose: 'LOGIN' | 'VERIFY_EMAIL';
  same_browser: boolean;
  expires_at?: string;
}

export type SocialNetwork = 'FACEBOOK' | 'GOOGLE' | 'LINKEDIN';

const NONCE_KEY = 'zaalplek.loginNonce';

/** The another-browser nonce: made before a login mail is asked for, sent with the link. */
export function newNonce(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  const nonce = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  localStorage.setItem(NONCE_KEY, nonce);
  return nonce;
}

export function currentNonce(): string | undefined {
  return localStorage.getItem(NONCE_KEY) ?? undefined;
}

export function forgetNonce(): void {
  localStorage.removeItem(NONCE_KEY);
}

const post = <T>(path: string, body: unknown) => restRequest<T>(path, { method: 'POST', body, skipAuth: true });

export function startLogin(login: string): Promise<LoginStarted> {
  return post('account/auth-token/', { login, nonce: newNonce() });
}

export interface SignUpValues {
  email: string;
  first_name: string;
  last_name: string;
  phone?: string;
  marketing_subscription?: boolean;
  account_state: RoleChoice;
}

export function register(values: SignUpValues): Promise<LoginStarted> {
  return post('account/registration/', { ...values, locale: getLocale(), nonce: newNonce() });
}

/** A new mail or SMS: for the account just registered, or for the e-mail/phone the login was asked for. */
export function resendVerification(method: 'email' | 'phone', who: { accountId?: number; login?: string }): Promise<LoginStarted> {
  return post('account/resend-verification/', who.accountId !== undefined ? { method, account_id: who.accountId } : { method, login: who.login });
}

/** Checks an e-mail link without using it. */
export function checkLink(token: string): Promise<LinkCheck> {
  const nonce = currentNonce();
  const query = nonce ? `?nonce=${encodeURIComponent(nonce)}` : '';
  return restRequest<LinkCheck>(`account/access-token/${encodeURIComponent(token)}/${query}`, { skipAuth: true });
}

/** Uses the e-mail link: logs in. */
export function confirmLink(token: string): Promise<AuthTokens> {
  return post(`account/access-token/${encodeURIComponent(token)}/`, { nonce: currentNonce() });
}

/** The short code of the login mail. */
export function loginWithMailCode(email: string, code: string): Promise<AuthTokens> {
  return post('account/access-token/', { email, code });
}

/** The 4-digit SMS code of a phone login. */
export function loginWithSmsCode(code: string, who: { phone?: string; account_id?: number }): Promise<AuthTokens> {
  return post(`account/verify-phone/${encodeURIComponent(code)}/`, who);
}

/** The SMS code of a phone change (logged in). */
export function verifyPhone(code: string): Promise<Account> {
  return restRequest<Account>(`account/verify-phone/${encodeURIComponent(code)}/`, { method: 'POST', body: {} });
}

export function checkPhoneLink(token: string): Promise<{ valid: boolean }> {
  return restRequest(`account/verify-phone-with-link/${encodeURIComponent(token)}/`, { skipAuth: true });
}

export function confirmPhoneLink(token: string): Promise<AuthTokens> {
  return post(`account/verify-phone-with-link/${encodeURIComponent(token)}/`, {});
}

export interface ProfilePatch {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  locale?: 'nl' | 'en';
  marketing_subscription?: boolean;
  account_state?: RoleChoice;
}

export function patchAccount(patch: ProfilePatch): Promise<Account & { pendingPhone?: string | null }> {
  return restRequest('account/', { method: 'PATCH', body: patch });
}

export async function enabledSocialNetworks(): Promise<SocialNetwork[]> {
  const data = await graphqlRequest<{ enabled_social_networks: SocialNetwork[] }>(
    'query EnabledSocialNetworks { enabled_social_networks }',
    {},
    { endpoint: 'public', skipAuth: true },
  );
  return data.enabled_social_networks;
}

export async function socialAuthorisationUrl(
  network: SocialNetwork,
  flow: 'LOGIN' | 'SIGNUP',
  accountState?: RoleChoice,
): Promise<{ url: string; state: string }> {
  const data = await graphqlRequest<{ social_network_authorisation_url: { url: string; state: string } }>(
    `query SocialUrl($social_network: SocialNetwork!, $auth_flow: AuthFlow!, $account_state: AccountState) {
      social_network_authorisation_url(social_network: $social_network, auth_flow: $auth_flow, account_state: $account_state) { url state }
    }`,
    { social_network: network, auth_flow: flow, account_state: accountState ?? null },
    { endpoint: 'public', skipAuth: true },
  );
  return data.social_network_authorisation_url;
}

export function finishSocialLogin(
  provider: string,
  body: { code: string; state: string; iss?: string; auth_flow: 'LOGIN' | 'SIGNUP'; account_state?: RoleChoice; [param: string]: string | undefined },
): Promise<AuthTokens> {
  return post(`account/oauth/${encodeURIComponent(provider)}/`, { ...body, locale: getLocale() });
}

/**
 * Ends the session on the API: revokes the refresh family of the access token (and of a token kept
 * from before the cookie), then clears the HttpOnly refresh cookie (POST account/logout/, also revokes its family).
 */
export async function logout(refreshToken: string | null): Promise<void> {
  try {
    await graphqlRequest('mutation Logout($refresh_token: String) { logout(refresh_token: $refresh_token) }', {
      refresh_token: refreshToken,
    }, { endpoint: 'authenticated' });
  } finally {
    await restRequest('account/logout/', { method: 'POST', body: {}, skipAuth: true });
  }
}
