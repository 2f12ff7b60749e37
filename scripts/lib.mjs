// Helpers shared by the root commands (start, test, bench). Node built-ins only, so they
// work on a fresh clone before `npm ci` has run.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function log(message) {
  process.stdout.write(`\x1b[36m[zaalplek]\x1b[0m ${message}\n`);
}

/** Runs a command with inherited stdio; resolves with its exit code (signals count as failure). */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(signal ? 1 : code ?? 1));
  });
}

/** Like run(), but throws when the command fails. */
export async function runOrThrow(cmd, args, opts = {}) {
  const code = await run(cmd, args, opts);
  if (code !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${code}`);
}

/** `npm ci` when dependencies were never installed (fresh clone or an interrupted install). */
export async function ensureDependencies() {
  // npm writes node_modules/.package-lock.json at the end of a successful install.
  if (existsSync(path.join(ROOT, 'node_modules', '.package-lock.json'))) return;
  log('node_modules missing: npm ci');
  await runOrThrow('npm', ['ci', '--no-audit', '--no-fund'], {
    env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: process.env.PUPPETEER_SKIP_DOWNLOAD ?? '1' },
  });
}

/** PUPPETEER_EXECUTABLE_PATH, then /usr/bin/chromium; null when neither exists. */
export function findChromium() {
  const candidates = [process.env.PUPPETEER_EXECUTABLE_PATH, '/usr/bin/chromium'].filter(Boolean);
  return candidates.find((file) => existsSync(file)) ?? null;
}

export const CHROMIUM_HELP =
  'No Chromium found (looked at $PUPPETEER_EXECUTABLE_PATH and /usr/bin/chromium).\n' +
  'Install one with:  sudo apt-get install chromium   (Debian/Ubuntu)\n' +
  'or point PUPPETEER_EXECUTABLE_PATH at a Chromium/Chrome binary.';

/** Polls url until it answers 200 (or timeout). */
export async function waitForHttp(url, { timeoutMs = 180_000, intervalMs = 100, isAlive = () => true, fetchImpl = fetch } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`server exited before ${url} answered`);
    try {
      const res = await fetchImpl(url);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
