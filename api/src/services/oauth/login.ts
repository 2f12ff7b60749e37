/**
 * OAuth2 / OpenID Connect authorization-code login. social_network_authorisation_url stores a
 * state (hashed) + nonce and returns the provider URL; POST account/oauth/{provider}/ exchanges the
 * code, checks state and nonce (id_token), reads the identity and logs in: linked social account,
 * else the account with the same verified e-mail (linked now), else a new account.
 */
import type { Knex } from 'knex';
import { generators } from 'openid-client';
import { ApiError } from '../../errors/ApiError';
import { OAUTH_STATE_TTL_MS, expiresAt, sha256 } from '../../domain/auth/oneTimeTokens';
import { checkName, normaliseEmail, checkEmail } from '../../domain/auth/validation';
import { loginAccount, type AuthResult, type FlowDeps } from '../../auth/loginFlow';
import { isSocialProvider, providerClient, providerConfig, type ProviderConfig, type SocialProvider } from './providers';

export type AuthFlow = 'LOGIN' | 'SIGNUP';

const disabled = () => new ApiError('NOT_FOUND', { entity: 'social_network', key: 'social_network_disabled' });
const failed = (reason: string) => new ApiError('VALIDATION', { entity: 'social_network', key: 'social_login_failed', meta: { reason } });

function enabledConfig(provider: string): ProviderConfig {
  const name = provider.toLowerCase();
  if (!isSocialProvider(name)) throw disabled();
  const config = providerConfig(name);
  if (!config) throw disabled();
  return config;
}

export const redirectUriFor = (origin: string, provider: SocialProvider): string => `${origin}/oauth/${provider}`;

export async function authorisationUrl(
  knex: Knex,
  origin: string,
  args: { social_network: string; auth_flow: AuthFlow; account_state?: 'BOOKER' | 'VENDOR' | null },
  now = new Date(),
): Promise<{ url: string; state: string }> {
  const config = enabledConfig(args.social_network);
  const redirectUri = redirectUriFor(origin, config.provider);
  const client = await providerClient(config, redirectUri).catch(() => {
    throw failed('provider_unreachable');
  });
  const state = generators.state();
  const nonce = generators.nonce();
  await knex('oauth_state').insert({
    state_hash: sha256(state), provider: config.provider, nonce, auth_flow: args.auth_flow, account_state: args.account_state ?? null,
    redirect_uri: redirectUri, expires_at: expiresAt(now, OAUTH_STATE_TTL_MS),
  });
  const url = client.authorizationUrl({ scope: config.scope, state, nonce, redirect_uri: redirectUri, response_type: 'code' });
  return { url, state };
}

interface Identity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

async function exchange(config: ProviderConfig, redirectUri: string, code: string, state: string, nonce: string, iss: string | null): Promise<Identity> {
  const client = await providerClient(config, redirectUri);
  const tokens = config.issuer
    ? await client.callback(redirectUri, { code, state, ...(iss ? { iss } : {}) }, { state, nonce })
    : await client.oauthCallback(redirectUri, { code, state, ...(iss ? { iss } : {}) }, { state });
  const claims: Record<string, unknown> = { ...(tokens.id_token ? tokens.claims() : {}) };
  if (tokens.access_token) Object.assign(claims, await client.userinfo(tokens.access_token).catch(() => ({})));
  const subject = claims.sub ?? claims.id;
  if (typeof subject !== 'string' && typeof subject !== 'number') throw failed('no_subject');
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return {
    subject: String(subject),
    email: str(claims.email),
    emailVerified: claims.email_verified !== false,
    firstName: str(claims.given_name) ?? str(claims.first_name),
    lastName: str(claims.family_name) ?? str(claims.last_name),
  };
}

export async function oauthLogin(deps: FlowDeps, provider: string, body: Record<string, unknown>): Promise<AuthResult> {
  const config = enabledConfig(provider);
  const now = deps.now ?? new Date();
  const code = typeof body.code === 'string' ? body.code : typeof body.token === 'string' ? body.token : '';
  const state = typeof body.state === 'string' ? body.state : '';
  if (!code || !state || code.length > 2048 || state.length > 512) throw failed('missing_code_or_state');

  const stored = await deps.knex.transaction(async (trx) => {
    const row = await trx('oauth_state').where('state_hash', sha256(state)).forUpdate().first();
    if (!row || row.provider !== config.provider || row.consumed_at || row.expires_at.getTime() <= now.getTime()) return null;
    await trx('oauth_state').where('state_hash', row.state_hash).update({ consumed_at: now });
    return row as { nonce: string; redirect_uri: string; auth_flow: AuthFlow; account_state: 'BOOKER' | 'VENDOR' | null };
  });
  if (!stored) throw failed('invalid_state');

  let identity: Identity;
  try {
    identity = await exchange(config, stored.redirect_uri, code, state, stored.nonce, typeof body.iss === 'string' ? body.iss : null);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw failed('exchange_failed');
  }

  const accountId = await deps.knex.transaction(async (trx) => {
    const linked = await trx('social_account').where({ provider: config.provider, subject: identity.subject }).first('account_id');
    if (linked) return linked.account_id as number;
    if (!identity.email || checkEmail(identity.email) || !identity.emailVerified) throw failed('no_verified_email');
    const email = normaliseEmail(identity.email);
    const existing = await trx('account').where('email', email).first('account_id');
    let id: number;
    if (existing) {
      id = existing.account_id;
      await trx('account').where('account_id', id).update({ is_email_verified: true });
    } else {
      const state = body.account_state === 'VENDOR' || body.account_state === 'BOOKER' ? body.account_state : stored.account_state ?? 'BOOKER';
      const locale = String(body.locale ?? 'nl').toLowerCase() === 'en' ? 'en' : 'nl';
      const [row] = await trx('account')
        .insert({
          email, is_email_verified: true, account_state: state, locale,
          first_name: identity.firstName && !checkName(identity.firstName, 'first_name') ? identity.firstName : null,
          last_name: identity.lastName && !checkName(identity.lastName, 'last_name') ? identity.lastName : null,
        })
        .returning('account_id');
      id = row.account_id;
    }
    await trx('social_account').insert({ account_id: id, provider: config.provider, subject: identity.subject, email });
    return id;
  });
  return loginAccount(deps, accountId, true);
}
