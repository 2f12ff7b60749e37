/**
 * Social login providers (facebook, google, linkedin), each switched on by environment:
 * OAUTH_<P>_CLIENT_ID, OAUTH_<P>_CLIENT_SECRET and either OAUTH_<P>_ISSUER (OpenID discovery)
 * or OAUTH_<P>_AUTHORIZATION_URL + OAUTH_<P>_TOKEN_URL + OAUTH_<P>_USERINFO_URL; OAUTH_<P>_SCOPE optional.
 */
import { Issuer, type BaseClient } from 'openid-client';

export const SOCIAL_PROVIDERS = ['facebook', 'google', 'linkedin'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export interface ProviderConfig {
  provider: SocialProvider;
  clientId: string;
  clientSecret: string;
  issuer: string | null;
  authorizationUrl: string | null;
  tokenUrl: string | null;
  userinfoUrl: string | null;
  scope: string;
}

export const isSocialProvider = (value: string): value is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(value);

export function providerConfig(provider: SocialProvider, env: NodeJS.ProcessEnv = process.env): ProviderConfig | null {
  const p = (name: string) => env[`OAUTH_${provider.toUpperCase()}_${name}`]?.trim() || null;
  const clientId = p('CLIENT_ID');
  const clientSecret = p('CLIENT_SECRET');
  const issuer = p('ISSUER');
  const authorizationUrl = p('AUTHORIZATION_URL');
  const tokenUrl = p('TOKEN_URL');
  const userinfoUrl = p('USERINFO_URL');
  if (!clientId || !clientSecret) return null;
  if (!issuer && !(authorizationUrl && tokenUrl && userinfoUrl)) return null;
  return { provider, clientId, clientSecret, issuer, authorizationUrl, tokenUrl, userinfoUrl, scope: p('SCOPE') ?? 'openid email profile' };
}

export const enabledProviders = (env: NodeJS.ProcessEnv = process.env): SocialProvider[] =>
  SOCIAL_PROVIDERS.filter((p) => providerConfig(p, env) !== null);

const issuers = new Map<string, Promise<Issuer>>();

/** An openid-client Client for the provider (discovery cached per issuer URL). */
export async function providerClient(config: ProviderConfig, redirectUri: string): Promise<BaseClient> {
  let issuer: Issuer;
  if (config.issuer) {
    let pending = issuers.get(config.issuer);
    if (!pending) {
      pending = Issuer.discover(config.issuer);
      pending.catch(() => issuers.delete(config.issuer!));
      issuers.set(config.issuer, pending);
    }
    issuer = await pending;
  } else {
    issuer = new Issuer({
      issuer: config.authorizationUrl!,
      authorization_endpoint: config.authorizationUrl!,
      token_endpoint: config.tokenUrl!,
      userinfo_endpoint: config.userinfoUrl!,
    });
  }
  return new issuer.Client({
    client_id: config.clientId,
    client_secret: config.clientSecret,
    redirect_uris: [redirectUri],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  });
}
