#!/usr/bin/env node
// `npm start`: install dependencies if missing, build what is stale, then run the API
// server (which starts the embedded PostgreSQL, migrates, seeds on first run and serves
// the shell, the MFEs and /api/) as a child process. SIGINT/SIGTERM are forwarded to it
// and we wait for it to exit, so its PostgreSQL is never left behind.
// PORT, DATABASE_URL, ZAALPLEK_DATA_DIR, ZAALPLEK_VAR_DIR, JWT_SECRET pass through.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { ROOT, ensureDependencies, log, waitForHttp } from './lib.mjs';

async function main() {
  await ensureDependencies();
  await buildIfStale();

  const port = process.env.PORT || '8080';
  const url = `http://localhost:${port}`;
  log(`starting the server on ${url} ${process.env.DATABASE_URL ? '(DATABASE_URL)' : '(embedded PostgreSQL)'}`);

  // detached: the server gets its own process group, so a Ctrl-C in the terminal reaches it
  // exactly once (forwarded by us) instead of twice (tty + forward).
  const server = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
    cwd: ROOT,
    env: process.env,
    stdio: 'inherit',
    detached: true,
  });
  let exited = false;
  let lastForward = 0;
  const forward = (signal) => {
    // npm forwards the terminal's SIGINT to us as well: one Ctrl-C arrives twice.
    if (exited || Date.now() - lastForward < 1000) return;
    lastForward = Date.now();
    log(`${signal}: stopping the server (pid ${server.pid})`);
    server.kill(signal);
  };
  process.on('SIGINT', () => forward('SIGINT'));
  process.on('SIGTERM', () => forward('SIGTERM'));
  process.on('SIGHUP', () => forward('SIGTERM'));
  // Last resort if this process dies on an uncaught error: do not orphan the server.
  process.on('exit', () => {
    if (!exited) server.kill('SIGTERM');
  });

  const exitCode = new Promise((resolve) => {
    server.on('exit', (code, signal) => {
      exited = true;
      resolve(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
    });
  });

  waitForHttp(`${url}/api/health`, { timeoutMs: 600_000, isAlive: () => !exited })
    .then(() => log(`ready: ${url}  (Ctrl-C stops it)`))
    .catch(() => {});

  process.exitCode = await exitCode;
}

main().catch((err) => {
  console.error(`[zaalplek] ${err.message}`);
  process.exit(1);
});
