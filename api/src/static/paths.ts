/** Where static files live, and which of them may be cached for long. */
import path from 'node:path';
import type { ServerConfig } from '../config';

export const MFE_PACKAGE = /^mfe-[a-z0-9-]+$/;

export const shellDist = (config: ServerConfig): string => path.join(config.root, 'shell', 'dist');
export const packageDist = (config: ServerConfig, pkg: string): string => path.join(config.root, pkg, 'dist');
export const releasesDir = (config: ServerConfig): string => path.join(config.varDir, 'releases');
export const manifestOverride = (config: ServerConfig): string => path.join(config.varDir, 'mfe-manifest.json');

/** webpack [contenthash] names (main.3f2a9c1d7e.js, 123.abcdef0123.js): safe to cache for a year. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Precompressed siblings (main.3f2a9c1d.js.br) are cached like the file they encode. */
const ENCODED = /\.(br|gz)$/;

export function cacheControlFor(file: string): string {
  return HASHED.test(path.basename(file).replace(ENCODED, '')) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
