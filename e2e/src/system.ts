// The system under test: one API process (which serves the shell, the MFEs and /api/)
// started by global-setup.ts on a free port with a fresh embedded PostgreSQL. Tests read
// where it runs from the environment that global-setup.ts fills in.
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

export interface SystemInfo {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  url: string;
  /** ZAALPLEK_VAR_DIR of the server: manifest override and released MFE files */
  varDir: string;
}

export function system(): SystemInfo {
  const url = process.env.ZAALPLEK_E2E_URL;
  const varDir = process.env.ZAALPLEK_E2E_VAR_DIR;
  if (!url || !varDir) throw new Error('ZAALPLEK_E2E_URL / ZAALPLEK_E2E_VAR_DIR not set: run through jest (global-setup.ts)');
  return { url: url.replace(/\/$/, ''), varDir };
}

/**
 * Environment for child processes: jest sets NODE_ENV=test, which is not ours to pass on.
 * ZAALPLEK_TEST_CLOCK=1: the e2e servers run on a movable clock (POST /dev/clock, docs/CONTRACTS.md).
 */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  // every browser of the suite comes from 127.0.0.1: raise only the per-IP login ceiling
  const env: NodeJS.ProcessEnv = { ...process.env, ZAALPLEK_TEST_CLOCK: '1', ZAALPLEK_RATE_LIMIT_PER_IP: '1000', ZAALPLEK_RATE_LIMIT_PER_ACCOUNT: '1000', ZAALPLEK_FETCH_ALLOW_LOOPBACK: '1', ...extra };
  if (env.NODE_ENV === 'test') delete env.NODE_ENV;
  return env;
}

/** POST a GraphQL document to the public endpoint and return `data` (throws on errors). */
export async function publicGraphql<T>(document: string, opts: { locale?: 'NL' | 'EN'; variables?: object } = {}): Promise<T> {
  const res = await fetch(`${system().url}/api/graphql/public`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-locale': opts.locale ?? 'NL' },
    body: JSON.stringify({ query: document, variables: opts.variables ?? {} }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (!res.ok || body.errors?.length || !body.data) {
    throw new Error(`GraphQL ${res.status}: ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data;
}
