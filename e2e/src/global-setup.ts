// Starts the whole system once for the e2e run: `node api/dist/main.js` on a free
// port, with a fresh embedded PostgreSQL data dir and a fresh var dir (both temporary).
// Shares the URL and var dir with the tests through ZAALPLEK_E2E_URL / ZAALPLEK_E2E_VAR_DIR.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT, childEnv } from './system';
import { startOidcForE2e } from './helpers/auth-oidc';

export interface E2eServer {
  child: ChildProcess;
  exited: Promise<void>;
  tempDir: string;
  dataDir: string;
  logFile: string;
}

declare global {
  var __ZAALPLEK_E2E_SERVER__: E2eServer | undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function tail(file: string, lines = 40): string {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

export default async function globalSetup(): Promise<void> {
  // ZAALPLEK_E2E_MAIN: another server entry (only for checking this harness itself).
  const main = process.env.ZAALPLEK_E2E_MAIN ?? path.join(ROOT, 'api/dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: build first (npm test builds what is stale)`);

  const port = await freePort();
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'zaalplek-e2e-'));
  const dataDir = path.join(tempDir, 'pg');
  const varDir = path.join(tempDir, 'var');
  mkdirSync(varDir);
  const logFile = path.join(tempDir, 'server.log');
  const log = createWriteStream(logFile);

  // The local OpenID Connect provider that plays "google" for the social-login tests.
  const oidcEnv = await startOidcForE2e();
  const env = childEnv({ PORT: String(port), ZAALPLEK_DATA_DIR: dataDir, ZAALPLEK_VAR_DIR: varDir, ...oidcEnv });
  delete env.DATABASE_URL; // always a fresh embedded database
  // Own process group, so teardown can take down postgres too if the server hangs.
  const child = spawn(process.execPath, [main], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  let alive = true;
  const exited = new Promise<void>((resolve) => child.on('exit', () => { alive = false; resolve(); }));
  globalThis.__ZAALPLEK_E2E_SERVER__ = { child, exited, tempDir, dataDir, logFile };

  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const deadline = started + 300_000; // first start: initdb, migrations, demo data, photos
  for (;;) {
    if (!alive) throw new Error(`server exited during start-up; log ${logFile}:\n${tail(logFile)}`);
    if (Date.now() > deadline) throw new Error(`${url}/api/health did not answer in time; log ${logFile}:\n${tail(logFile)}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok && ((await res.json()) as { db?: string }).db === 'up') break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  process.stdout.write(`\n[e2e] system up on ${url} in ${((Date.now() - started) / 1000).toFixed(1)} s (log: ${logFile})\n`);
  process.env.ZAALPLEK_E2E_URL = url;
  process.env.ZAALPLEK_E2E_VAR_DIR = varDir;
}
