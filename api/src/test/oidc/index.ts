/**
 * startTestOidcProvider(): a real OpenID Connect provider (oidc-provider) on a free port, in a
 * child process (oidc-provider is ESM-only). Use it from jest and e2e; pass its values to the
 * server as OAUTH_GOOGLE_ISSUER / OAUTH_GOOGLE_CLIENT_ID / OAUTH_GOOGLE_CLIENT_SECRET.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

export interface TestOidcUser {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  setUser(user: TestOidcUser): void;
  /** env for the Zaalplek server so that `provider` (default google) uses this issuer */
  env(provider?: 'google' | 'facebook' | 'linkedin'): Record<string, string>;
  stop(): Promise<void>;
}

export const DEFAULT_OIDC_USER: TestOidcUser = {
  sub: 'oidc-user-1', email: 'oidc.user@example.com', email_verified: true, given_name: 'Olivia', family_name: 'Idc',
};

/** The child script lives next to this file in src; from dist it is found in ../../../src/test/oidc. */
function childScript(): string {
  const here = path.join(__dirname, 'provider-child.mjs');
  if (fs.existsSync(here)) return here;
  return path.resolve(__dirname, '..', '..', '..', 'src', 'test', 'oidc', 'provider-child.mjs');
}

export async function startTestOidcProvider(options: { user?: TestOidcUser } = {}): Promise<TestOidcProvider> {
  const child: ChildProcess = fork(childScript(), [], {
    execArgv: ['--no-warnings'],
    env: { ...process.env, OIDC_USER: JSON.stringify(options.user ?? DEFAULT_OIDC_USER) },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const info = await new Promise<{ issuer: string; clientId: string; clientSecret: string }>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    const timer = setTimeout(() => reject(new Error('OIDC test provider did not start in 15 s')), 15000);
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`OIDC test provider exited (${code})`)));
  });
  return {
    ...info,
    setUser: (user) => child.send({ type: 'setUser', user }),
    env: (provider = 'google') => ({
      [`OAUTH_${provider.toUpperCase()}_ISSUER`]: info.issuer,
      [`OAUTH_${provider.toUpperCase()}_CLIENT_ID`]: info.clientId,
      [`OAUTH_${provider.toUpperCase()}_CLIENT_SECRET`]: info.clientSecret,
    }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Follows the provider's redirects (keeping its cookies) from the authorisation URL until it
 * redirects to `redirectPrefix`; returns that final URL (with code and state). For API tests
 * without a browser.
 */
export async function followAuthorisation(url: string, redirectPrefix: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let next = url;
  for (let i = 0; i < 15; i++) {
    if (next.startsWith(redirectPrefix)) return new URL(next);
    const res = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`no redirect from ${next}: ${res.status} ${await res.text()}`);
    next = new URL(location, next).toString();
  }
  throw new Error('too many redirects');
}
