// A server of its own for one e2e file (the clock test moves the clock by a day; on the shared server that
// would move it for every later test file): same start as global-setup.ts (fresh embedded PostgreSQL in a temp dir,
// free port), stopped by its own process group id.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT, childEnv } from '../system';

export interface OwnServer {
  url: string;
  logFile: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function startOwnServer(extra: Record<string, string>): Promise<OwnServer> {
  const port = await freePort();
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'zaalplek-e2e-own-'));
  const varDir = path.join(tempDir, 'var');
  mkdirSync(varDir);
  const logFile = path.join(tempDir, 'server.log');
  const log = createWriteStream(logFile);
  const env = childEnv({ PORT: String(port), ZAALPLEK_DATA_DIR: path.join(tempDir, 'pg'), ZAALPLEK_VAR_DIR: varDir, ...extra });
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  let alive = true;
  const exited = new Promise<void>((resolve) => child.on('exit', () => ((alive = false), resolve())));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (alive && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => alive && child.pid && process.kill(-child.pid, 'SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(tempDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (!alive) throw new Error(`own server exited during start-up:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${url}/api/health did not answer in time`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok && ((await res.json()) as { db?: string }).db === 'up') break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, logFile, stop };
}
