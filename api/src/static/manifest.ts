/**
 * /mfe-manifest.json: `$ZAALPLEK_VAR_DIR/mfe-manifest.json` when it exists (read on every
 * request, so a release only rewrites that file), else built from each
 * <mfe>/dist/mfe-version.json.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config';
import { MFE_PACKAGE, manifestOverride, packageDist } from './paths';

export interface ManifestEntry {
  name: string;
  url: string;
  version: string;
}
export type Manifest = Record<string, ManifestEntry>;

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

export async function buildManifest(config: ServerConfig): Promise<Manifest> {
  const dirs = await fs.readdir(config.root).catch(() => [] as string[]);
  const manifest: Manifest = {};
  for (const pkg of dirs.filter((d) => MFE_PACKAGE.test(d)).sort()) {
    const info = (await readJson(path.join(packageDist(config, pkg), 'mfe-version.json'))) as { name?: unknown; version?: unknown } | null;
    if (!info || typeof info.name !== 'string') continue;
    manifest[pkg] = {
      name: info.name,
      url: `/mfe/${pkg}/remoteEntry.js`,
      version: typeof info.version === 'string' ? info.version : '0.0.0',
    };
  }
  return manifest;
}

/** The manifest as the bytes to send: the override file verbatim, else the generated one. */
export async function manifestBody(config: ServerConfig): Promise<string> {
  try {
    return await fs.readFile(manifestOverride(config), 'utf8');
  } catch {
    return JSON.stringify(await buildManifest(config));
  }
}
