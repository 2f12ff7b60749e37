#!/usr/bin/env node
// Builds every package whose inputs changed since its last successful build.
//
// Per built package, the inputs are: its src/, its config files (webpack/tsconfig/babel/...),
// its package.json, the root tsconfig.base.json, and for webpack packages tools/webpack/.
// platform and design-system have no dist: they are compiled into their consumers, so a
// change in them makes the shell and every MFE stale.
// After a successful `npm run build -w <pkg>` the stamp file dist/.zaalplek-build-stamp
// records the time the build STARTED, so an edit made during the build still counts.
//
// Usage: node scripts/build-if-stale.mjs [--dry-run] [--force]
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, log, run } from './lib.mjs';

export const STAMP_FILE = '.zaalplek-build-stamp';

/** Packages that are compiled into their consumers (no dist of their own). */
const SOURCE_ONLY = ['platform', 'design-system'];

/** Built packages, in build order. `web` = bundled by webpack (consumes SOURCE_ONLY). */
export const BUILT_PACKAGES = [
  { dir: 'api', web: false },
  { dir: 'shell', web: true },
  { dir: 'mfe-content', web: true },
  { dir: 'mfe-search', web: true },
  { dir: 'mfe-booking', web: true },
  { dir: 'mfe-host', web: true },
  { dir: 'mfe-admin', web: true },
];

const CONFIG_FILE = /^(webpack\.config\.[cm]?[jt]s|tsconfig(\..+)?\.json|\.?babelrc(\.json)?|\.swcrc|babel\.config\.[cm]?js|postcss\.config\.[cm]?js)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', '.git']);

/** Newest mtime (ms) of a file or of every file below a directory; 0 when it does not exist. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file bumps its directory's mtime
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIP_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Inputs of one package directory: src/, config files at its top level, package.json. */
function packageInputs(dir) {
  const abs = path.join(ROOT, dir);
  const files = [path.join(abs, 'src'), path.join(abs, 'package.json')];
  if (existsSync(abs)) {
    for (const name of readdirSync(abs)) if (CONFIG_FILE.test(name)) files.push(path.join(abs, name));
  }
  return files;
}

export function inputsOf(pkg) {
  const inputs = [...packageInputs(pkg.dir), path.join(ROOT, 'tsconfig.base.json')];
  if (pkg.web) {
    inputs.push(path.join(ROOT, 'tools', 'webpack'));
    for (const dep of SOURCE_ONLY) inputs.push(...packageInputs(dep));
  }
  return inputs;
}

function readStamp(pkg) {
  const file = path.join(ROOT, pkg.dir, 'dist', STAMP_FILE);
  if (!existsSync(file)) return null;
  const value = Number(JSON.parse(readFileSync(file, 'utf8')).builtFrom);
  return Number.isFinite(value) ? value : null;
}

/** Returns { dir, stale, reason } for every built package. */
export function staleness() {
  return BUILT_PACKAGES.map((pkg) => {
    const stamp = readStamp(pkg);
    if (stamp === null) return { ...pkg, stale: true, reason: 'never built' };
    const newest = Math.max(...inputsOf(pkg).map(newestMtime));
    if (newest > stamp) return { ...pkg, stale: true, reason: `inputs changed ${new Date(newest).toISOString()}` };
    return { ...pkg, stale: false, reason: 'up to date' };
  });
}

/** Builds the stale packages one after the other (2 cores: parallel webpack builds only thrash). */
export async function buildIfStale({ force = false, dryRun = false } = {}) {
  const plan = staleness().map((p) => (force ? { ...p, stale: true, reason: 'forced' } : p));
  const stale = plan.filter((p) => p.stale);
  if (stale.length === 0) {
    log('build: everything is up to date');
    return [];
  }
  for (const pkg of stale) {
    log(`build: @zaalplek/${pkg.dir} (${pkg.reason})`);
    if (dryRun) continue;
    const startedAt = Date.now();
    const code = await run('npm', ['run', 'build', '-w', `@zaalplek/${pkg.dir}`]);
    if (code !== 0) throw new Error(`build of @zaalplek/${pkg.dir} failed (exit ${code})`);
    const dist = path.join(ROOT, pkg.dir, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, STAMP_FILE), JSON.stringify({ builtFrom: startedAt, builtAt: Date.now() }) + '\n');
  }
  return stale.map((p) => p.dir);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = new Set(process.argv.slice(2));
  buildIfStale({ force: args.has('--force'), dryRun: args.has('--dry-run') }).catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
