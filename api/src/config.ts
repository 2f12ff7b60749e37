/** Server configuration from the environment (docs/CONTRACTS.md, "Environment variables"). */
import fs from 'node:fs';
import path from 'node:path';

export const DEV_JWT_SECRET = 'zaalplek-dev-secret-not-for-production';

export interface ServerConfig {
  /** repo root: where <name>/dist live */
  root: string;
  /** manifest override and released MFE files */
  varDir: string;
  jwtSecret: string;
  /** max JSON body size accepted by the body parser */
  bodyLimit: string;
  production: boolean;
}

/** api/dist/config.js (or src/config.ts under jest) -> ../.. is the repo root. */
export function defaultRoot(): string {
  const fromFile = path.resolve(__dirname, '..', '..');
  if (fs.existsSync(path.join(fromFile, 'shell'))) return fromFile;
  return process.cwd();
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const root = path.resolve(overrides.root ?? env.ZAALPLEK_ROOT ?? defaultRoot());
  const jwtSecret = overrides.jwtSecret ?? env.JWT_SECRET ?? DEV_JWT_SECRET;
  if (production && (jwtSecret === DEV_JWT_SECRET || jwtSecret.length < 32)) {
    throw new Error('JWT_SECRET must be set to a secret of at least 32 characters when NODE_ENV=production');
  }
  if (production && env.ZAALPLEK_FETCH_ALLOW_LOOPBACK === '1') {
    throw new Error('ZAALPLEK_FETCH_ALLOW_LOOPBACK is for tests only and refused when NODE_ENV=production');
  }
  return {
    root,
    varDir: path.resolve(overrides.varDir ?? env.ZAALPLEK_VAR_DIR ?? path.join(root, 'var')),
    jwtSecret,
    bodyLimit: overrides.bodyLimit ?? '1mb',
    production,
  };
}
