#!/usr/bin/env node
// `npm run bench:startup`: start-up and home-page figures on a built tree. Not a test.
//   - time from spawning `npm start` (scripts/start.mjs) to /api/health answering and to the
//     home page showing its 4 top spaces in Chromium, with a fresh data dir (initdb,
//     migrations, demo data) and again with that now existing data dir;
//   - JS bytes the home page loads (raw and gzip -6 via zlib), split by shell and each remote;
//   - number of requests the home page makes.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildIfStale } from './build-if-stale.mjs';
import { CHROMIUM_HELP, ROOT, ensureDependencies, findChromium, log } from './lib.mjs';

const require = createRequire(path.join(ROOT, 'e2e/package.json'));
const puppeteer = require('puppeteer-core');
const TOP_SPACE_CARDS = '[data-testid="top-spaces"] [data-testid="space-card"]';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Spawns `npm start`'s script and measures; returns the figures and a stop() function. */
async function startAndMeasure(browser, { dataDir, varDir, logFile }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), ZAALPLEK_DATA_DIR: dataDir, ZAALPLEK_VAR_DIR: varDir };
  delete env.DATABASE_URL;
  const out = createWriteStream(logFile, { flags: 'a' });
  const t0 = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  let alive = true;
  const exited = new Promise((resolve) => child.on('exit', () => ((alive = false), resolve())));
  const stop = async () => {
    if (alive) child.kill('SIGTERM');
    await exited;
  };

  try {
    for (;;) {
      if (!alive) throw new Error(`server exited during start-up, see ${logFile}`);
      if (performance.now() - t0 > 600_000) throw new Error(`no /api/health after 10 minutes, see ${logFile}`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await sleep(25);
    }
    const health = performance.now() - t0;
    let home = null;
    if (browser) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.goto(`${url}/`);
      await page.waitForFunction((sel) => document.querySelectorAll(sel).length >= 4, { timeout: 120_000 }, TOP_SPACE_CARDS);
      home = performance.now() - t0;
      await context.close();
    }
    return { url, health, home, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Loads the home page in a fresh context and records every request and every script body. */
async function homePageWeight(browser, url) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const requests = [];
  const scripts = [];
  page.on('request', (req) => requests.push(req));
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.push(res.buffer().then((body) => ({ url: res.url(), body }), () => null));
  });
  await page.goto(`${url}/`);
  await page.waitForFunction((sel) => document.querySelectorAll(sel).length >= 4, { timeout: 120_000 }, TOP_SPACE_CARDS);
  await page.waitForNetworkIdle({ idleTime: 500 });
  const bodies = (await Promise.all(scripts)).filter(Boolean);
  await context.close();

  const owner = (u) => {
    const p = new URL(u).pathname;
    const m = p.match(/^\/(?:mfe|releases)\/([^/]+)\//);
    return m ? m[1] : 'shell';
  };
  const byOwner = new Map();
  for (const { url: u, body } of bodies) {
    const row = byOwner.get(owner(u)) ?? { files: 0, raw: 0, gzip: 0 };
    row.files += 1;
    row.raw += body.length;
    row.gzip += zlib.gzipSync(body, { level: 6 }).length;
    byOwner.set(owner(u), row);
  }
  const byType = {};
  for (const req of requests) byType[req.resourceType()] = (byType[req.resourceType()] ?? 0) + 1;
  return { byOwner, requests: requests.length, byType };
}

async function main() {
  await ensureDependencies();
  await buildIfStale();
  const chromium = findChromium();
  if (!chromium) log(`${CHROMIUM_HELP}\n(continuing without the browser figures)`);

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'zaalplek-bench-'));
  const dataDir = path.join(tmp, 'pg');
  const varDir = path.join(tmp, 'var');
  const logFile = path.join(tmp, 'server.log');
  const userDataDir = path.join(tmp, 'chromium');
  const browser = chromium
    ? await puppeteer.launch({ executablePath: chromium, headless: true, userDataDir, args: FLAGS })
    : null;

  const results = [];
  try {
    log('fresh data dir: initdb, migrations, demo data ...');
    const fresh = await startAndMeasure(browser, { dataDir, varDir, logFile });
    await fresh.stop();
    results.push(['fresh data dir', fresh]);

    log('existing data dir ...');
    const existing = await startAndMeasure(browser, { dataDir, varDir, logFile });
    results.push(['existing data dir', existing]);
    const weight = browser ? await homePageWeight(browser, existing.url) : null;
    await existing.stop();

    console.log('\nStart-up (spawn `npm start` on a built tree ->)');
    console.log('  data dir            /api/health    home page with 4 top spaces');
    for (const [name, r] of results) {
      console.log(`  ${name.padEnd(18)}  ${seconds(r.health).padStart(10)}    ${r.home === null ? 'n/a (no Chromium)' : seconds(r.home).padStart(10)}`);
    }
    if (weight) {
      console.log('\nHome page JavaScript (gzip -6 of the bodies)');
      console.log('  part          files        raw       gzip');
      let total = { files: 0, raw: 0, gzip: 0 };
      const rows = [...weight.byOwner].sort(([a], [b]) => (a === 'shell' ? -1 : b === 'shell' ? 1 : a.localeCompare(b)));
      for (const [name, row] of rows) {
        console.log(`  ${name.padEnd(12)}  ${String(row.files).padStart(5)}  ${kib(row.raw).padStart(10)} ${kib(row.gzip).padStart(10)}`);
        total = { files: total.files + row.files, raw: total.raw + row.raw, gzip: total.gzip + row.gzip };
      }
      console.log(`  ${'total'.padEnd(12)}  ${String(total.files).padStart(5)}  ${kib(total.raw).padStart(10)} ${kib(total.gzip).padStart(10)}`);
      const types = Object.entries(weight.byType).map(([t, n]) => `${t} ${n}`).join(', ');
      console.log(`\nHome page requests: ${weight.requests} (${types})`);
    }
  } finally {
    await browser?.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(`[zaalplek] bench failed: ${err.stack ?? err}`);
  process.exit(1);
});
