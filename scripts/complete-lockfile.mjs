#!/usr/bin/env node
// Adds the platform-specific optional packages that are missing from package-lock.json.
//
// Why: npm writes only the optional binaries its registry serves for this platform (the
// registry used here answers 404 for e.g. @swc/core-darwin-arm64), and `npm ci` then
// refuses the lock ("Missing: @swc/core-darwin-arm64@ from lock file", npm/cli#4828). An
// entry with version, os and cpu is all npm needs: it never fetches a package whose
// os/cpu does not match the machine.
//
// Usage: node scripts/complete-lockfile.mjs [path/to/package-lock.json] [--check]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const args = process.argv.slice(2);
const check = args.includes('--check');
const file = args.find((a) => !a.startsWith('--')) ?? path.join(ROOT, 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

/** os/cpu/libc from the conventional binary package names (darwin-arm64, linux-x64-musl, win32-ia32-msvc, ...). */
function platformOf(name) {
  const base = name.split('/').pop();
  const os = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'].find((o) => base.includes(o));
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'].find((c) =>
    new RegExp(`(^|-)${c}($|-)`).test(base),
  );
  const entry = {};
  if (os) entry.os = [os];
  if (cpu && cpu !== 'wasm32') entry.cpu = [cpu];
  if (os === 'linux' && /musl/.test(base)) entry.libc = ['musl'];
  else if (os === 'linux' && /gnu/.test(base)) entry.libc = ['glibc'];
  return entry;
}

const added = [];
for (const [loc, pkg] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    // npm resolves a dependency next to its parent first, then up to the root node_modules
    const parentDir = loc === '' ? '' : `${loc}/`;
    const nested = `${parentDir}node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (packages[nested] || packages[hoisted]) continue;
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) continue; // only exact versions are safe to write
    const platform = platformOf(dep);
    if (!platform.os) continue; // not a platform binary: leave it to npm
    packages[hoisted] = { version, ...(pkg.dev ? { dev: true } : {}), optional: true, ...platform };
    added.push(`${dep}@${version}`);
  }
}

if (check) {
  if (added.length) {
    console.error(`package-lock.json lacks ${added.length} platform packages: ${added.join(', ')}`);
    process.exit(1);
  }
  process.exit(0);
}
if (added.length) {
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))));
  writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
}
console.log(`${added.length} platform packages added to ${file}${added.length ? `: ${added.join(', ')}` : ''}`);
