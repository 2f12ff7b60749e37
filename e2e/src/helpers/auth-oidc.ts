// The local OpenID Connect provider of the API's tests (api/src/test/oidc, compiled to
// dist/test/oidc) started for the e2e run; the server gets it as the "google" provider.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../system';

export interface OidcUser {
  sub: string;
  email: string;
  given_name?: string;
  family_name?: string;
}

interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  setUser(user: OidcUser): Promise<void> | void;
  env(provider?: 'google' | 'facebook' | 'linkedin'): Record<string, string>;
  stop(): Promise<void>;
}

declare global {
  var __ZAALPLEK_E2E_OIDC__: TestOidcProvider | undefined;
}

export const OIDC_MODULE = path.join(ROOT, 'api/dist/test/oidc/index.js');

/** Starts the provider and returns the server env that switches google login on. */
export async function startOidcForE2e(): Promise<Record<string, string>> {
  if (!existsSync(OIDC_MODULE)) {
    // the social-login test then fails (no Google button); the other tests still run
    process.stderr.write(`[e2e] ${OIDC_MODULE} is missing: social login is off for this run\n`);
    return {};
  }
  const { startTestOidcProvider } = require(OIDC_MODULE) as { startTestOidcProvider: (opts?: { user?: OidcUser }) => Promise<TestOidcProvider> };
  const provider = await startTestOidcProvider();
  globalThis.__ZAALPLEK_E2E_OIDC__ = provider;
  // the tests run in other workers: they reach the provider through its issuer URL only
  process.env.ZAALPLEK_E2E_OIDC_ISSUER = provider.issuer;
  return provider.env('google');
}
