#!/usr/bin/env node
// `npm run bench:web`: what a phone and a desktop get on the first load. Not a test.
//   1. builds what is stale, starts the product (api/dist/main.js, as npm start) on a free port with a
//      temporary data dir (fresh demo data) and var dir;
//   2. runs Lighthouse 12.2.3 in Chromium on /, /search, a space page (the first top space), the blog
//      list, the first blog article and a city page (/locations/utrecht/utrecht), with the mobile preset
//      (simulated slow 4G, 4x CPU) and the desktop preset: performance score, LCP, TBT, CLS and bytes
//      transferred per page, and the accessibility and SEO scores beside them;
//   3. measures the route change between MFEs on the desktop (scripts/route-change.mjs: home -> /search
//      and /search -> a space page, median of 5, timed in the page from the click until shown);
//   4. prints the JS the home page loads (shell + mfe-content, raw / gzip / brotli as served, the
//      byte budget of api/src/static/homeBudget.test.ts) and, per entry, its JS and the ten biggest
//      modules (from each package's dist/.module-sizes.json).
// The product is served over HTTPS with HTTP/2, as phones reach it in production (a certificate made
// for the run; api/src/listener.ts): over HTTP/1.1 a page's dozen scripts queue on six connections
// that each start slow, which Lighthouse's simulated slow 4G charges in full. --http1 measures plain
// HTTP/1.1 (what `npm start` serves without a certificate) instead.
// Every timing line carries the 1-minute load average of the machine at that moment: on a shared
// machine TBT, LCP and the score grow with it, so figures are only comparable at a similar load.
// Run it under the shared lock (flock /tmp/zaalplek-heavy.lock npm run bench:web).
// Options: --runs N (median of N Lighthouse runs per page and preset, default 1), --only mobile|desktop,
// --pages home,search,space,content,article,city (a subset), --no-build (measure the dist folders as they are),
// --route-runs N (route changes, default 5; 0 skips them), --http1 (plain HTTP/1.1), --why (per page: main-thread time per script
// and the longest tasks, to see what costs TBT), --save DIR (writes each Lighthouse report there as JSON).
import { spawn } from 'node:child_process';
import https from 'node:https';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { CHROMIUM_HELP, ROOT, ensureDependencies, findChromium, log, waitForHttp } from './lib.mjs';
import { measureRouteChanges } from './route-change.mjs';

const require = createRequire(import.meta.url);
const { homePageBytes, entryReport, HOME_BUDGET_BYTES } = require('../tools/webpack/home-bytes.js');

const TARGETS = { mobileScore: 90, desktopScore: 98, lcpMs: 2500, tbtMs: 200, cls: 0.05, routeChangeMs: 150 };
const HTTP1 = process.argv.includes('--http1');
// the run's own certificate: Chromium is told to accept it (nothing else is reached)
const CHROME_FLAGS = [...(HTTP1 ? [] : ['--ignore-certificate-errors']), '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Math.max(1, Number(opt('runs', '1')));
const PRESETS = opt('only', null) ? [opt('only')] : ['mobile', 'desktop'];
const PAGES = opt('pages', null)?.split(',');
const ROUTE_RUNS = Math.max(0, Number(opt('route-runs', '5')));
const WHY = args.includes('--why');
const SAVE_DIR = opt('save', null);

/** The machine's 1-minute load average (2 cores here: above ~2 the figures are slowed by others). */
const load = () => os.loadavg()[0].toFixed(2);

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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

/** A certificate for 127.0.0.1 made for this run (selfsigned), written to tmp. */
async function makeCertificate(tmp) {
  const { generate } = await import('selfsigned');
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }, { type: 2, value: 'localhost' }] }],
  });
  const files = { cert: path.join(tmp, 'cert.pem'), key: path.join(tmp, 'key.pem') };
  writeFileSync(files.cert, pems.cert);
  writeFileSync(files.key, pems.private);
  return { ...files, pem: pems.cert };
}

/**
 * fetch() for the bench's own requests to the product; over HTTPS it trusts the run's certificate.
 * Answers { ok, status, json(), text() } like fetch's Response.
 */
function productFetch(ca) {
  if (!ca) return fetch;
  return (url, { method = 'GET', headers = {}, body } = {}) =>
    new Promise((resolve, reject) => {
      const req = https.request(url, { method, headers, ca }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ ok: res.statusCode >= 200 && res.statusCode < 300, status: res.statusCode, text: async () => text, json: async () => JSON.parse(text) });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
}

async function startProduct(tmp) {
  const port = await freePort();
  const tls = HTTP1 ? null : await makeCertificate(tmp);
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const get = productFetch(tls?.pem);
  const env = { ...process.env, PORT: String(port), ZAALPLEK_DATA_DIR: path.join(tmp, 'pg'), ZAALPLEK_VAR_DIR: path.join(tmp, 'var') };
  delete env.DATABASE_URL;
  delete env.ZAALPLEK_TLS_CERT;
  delete env.ZAALPLEK_TLS_KEY;
  if (tls) Object.assign(env, { ZAALPLEK_TLS_CERT: tls.cert, ZAALPLEK_TLS_KEY: tls.key });
  const logFile = path.join(tmp, 'server.log');
  const out = createWriteStream(logFile, { flags: 'a' });
  // The server itself (what `npm start` runs after its build step): the build was done above.
  const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  let alive = true;
  const exited = new Promise((resolve) => child.on('exit', () => ((alive = false), resolve())));
  const stop = async () => {
    if (alive) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHttp(`${url}/api/health`, { timeoutMs: 600_000, isAlive: () => alive, fetchImpl: get });
  } catch (err) {
    await stop();
    throw new Error(`${err.message} (server log: ${logFile})`);
  }
  return { url, stop, fetch: get, protocol: tls ? 'HTTPS with HTTP/2' : 'plain HTTP/1.1' };
}

/** The first top space's page, as the home page links it. */
async function spacePath({ url, fetch }) {
  const res = await fetch(`${url}/api/graphql/public`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Locale': 'NL' },
    body: JSON.stringify({ query: '{ get_top_spaces { space_url } }' }),
  });
  const json = await res.json();
  const space = json?.data?.get_top_spaces?.[0]?.space_url;
  if (!space) throw new Error(`no top space to measure: ${JSON.stringify(json).slice(0, 200)}`);
  return space;
}

/** The first blog article's page (published demo content). */
async function articlePath({ url, fetch }) {
  const res = await fetch(`${url}/api/graphql/public`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ get_all_blog_articles(pagination: { page: 1 }) { stories { slug } } }' }),
  });
  const slug = (await res.json())?.data?.get_all_blog_articles?.stories?.[0]?.slug;
  if (!slug) throw new Error('no blog article found for the article page');
  return `/blog/${slug}`;
}

async function lighthouseRun(lighthouse, configs, port, url, preset) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] }, configs[preset]);
  const { lhr } = result;
  if (SAVE_DIR) {
    mkdirSync(SAVE_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${preset}-${Date.now()}.json`;
    writeFileSync(path.join(SAVE_DIR, name), result.report);
  }
  if (lhr.runtimeError) throw new Error(`${url} (${preset}): ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    a11y: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    jsBytes: scripts?.transferSize ?? NaN,
    why: whyBlocked(lhr),
  };
}

/**
 * What kept the main thread busy (--why): main-thread time per script (Lighthouse's bootup-time,
 * scripting + parse/compile) and the longest tasks, each with its script.
 */
function whyBlocked(lhr) {
  const short = (u) => (u ? u.replace(/^https?:\/\/[^/]+/, '') : '?');
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? [])
    .slice(0, 6)
    .map((i) => `${short(i.url)} ${Math.round(i.scripting)}+${Math.round(i.scriptParseCompile)} ms`);
  const tasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .slice(0, 5)
    .map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} (${short(t.url)})`);
  return { scripts, tasks };
}

function medianRun(runs) {
  const pick = (key) => median(runs.map((r) => r[key]));
  return { score: pick('score'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), bytes: pick('bytes'), jsBytes: pick('jsBytes'), a11y: pick('a11y'), seo: pick('seo') };
}

function meets(preset, r) {
  const minScore = preset === 'mobile' ? TARGETS.mobileScore : TARGETS.desktopScore;
  return r.score >= minScore && r.lcp <= TARGETS.lcpMs && r.tbt <= TARGETS.tbtMs && r.cls <= TARGETS.cls;
}

function printBundles() {
  const home = homePageBytes(ROOT);
  console.log('\nHome page JavaScript (built files as served: .br/.gz siblings, else compressed here)');
  console.log('  part          files        raw       gzip     brotli');
  for (const part of home.parts) {
    console.log(`  ${part.name.padEnd(12)}  ${String(part.files.length).padStart(5)}  ${kib(part.raw).padStart(10)} ${kib(part.gzip).padStart(10)} ${kib(part.br).padStart(10)}`);
  }
  console.log(`  ${'total'.padEnd(12)}  ${String(home.files).padStart(5)}  ${kib(home.raw).padStart(10)} ${kib(home.gzip).padStart(10)} ${kib(home.br).padStart(10)}`);
  const ok = home.br <= HOME_BUDGET_BYTES;
  console.log(`  budget (brotli, api/src/static/homeBudget.test.ts): ${kib(HOME_BUDGET_BYTES)} ${ok ? 'met' : 'EXCEEDED'}; target 150 KiB ${home.br <= 150 * 1024 ? 'met' : 'not met'}`);

  console.log('\nJS per entry (first load of each package: initial chunks and what its entry needs) and its ten biggest modules');
  for (const entry of entryReport(ROOT)) {
    console.log(`\n  ${entry.name}: ${entry.files} files, ${kib(entry.raw)} raw, ${kib(entry.gzip)} gzip, ${kib(entry.br)} brotli`);
    for (const m of entry.biggest) console.log(`    ${kib(m.size).padStart(10)}  ${m.name}`);
  }
  return ok;
}

async function main() {
  await ensureDependencies();
  if (!args.includes('--no-build')) await buildIfStale();
  const chromePath = process.env.CHROME_PATH || findChromium();
  if (!chromePath) throw new Error(CHROMIUM_HELP);

  console.log(`bench:web at load average ${os.loadavg().map((v) => v.toFixed(2)).join(' / ')} (1 / 5 / 15 min), ${os.cpus().length} CPUs`);
  const budgetOk = printBundles();

  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const configs = { mobile: undefined, desktop: desktopConfig };

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'zaalplek-bench-web-'));
  let product = null;
  let chrome = null;
  let allMet = budgetOk;
  try {
    log('starting the product on a temporary data dir ...');
    product = await startProduct(tmp);
    const pages = [
      ['home', '/'],
      ['search', '/search'],
      ['space', await spacePath(product)],
      ['content', '/blog'],
      ['article', await articlePath(product)],
      ['city', '/locations/utrecht/utrecht'],
    ].filter(([name]) => !PAGES || PAGES.includes(name));
    mkdirSync(path.join(tmp, 'chrome'));
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, userDataDir: path.join(tmp, 'chrome') });
    // Warm-up: the server's first answers (database caches, file reads) are not what we measure.
    for (const [, p] of pages) await product.fetch(`${product.url}${p}`, { headers: { Accept: 'text/html' } });
    await lighthouseRun(lighthouse, configs, chrome.port, `${product.url}/`, 'desktop');

    console.log(`\nLighthouse 12.2.3, performance (median of ${RUNS} run${RUNS > 1 ? 's' : ''}); targets: mobile >= ${TARGETS.mobileScore}, desktop >= ${TARGETS.desktopScore}, LCP <= ${TARGETS.lcpMs} ms, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}`);
    console.log(`  (served over ${product.protocol}${HTTP1 ? '' : '; --http1 for plain HTTP/1.1'}; ${os.cpus().length} CPUs; "load" = 1-minute load average when the line was measured)`);
    console.log('  page      preset    score       LCP       TBT     CLS    transferred     JS   targets   load   a11y  SEO');
    for (const preset of PRESETS) {
      for (const [name, p] of pages) {
        const runs = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRun(lighthouse, configs, chrome.port, `${product.url}${p}`, preset));
        const r = medianRun(runs);
        const met = meets(preset, r);
        allMet &&= met;
        console.log(
          `  ${name.padEnd(8)}  ${preset.padEnd(8)} ${String(r.score).padStart(5)} ${`${Math.round(r.lcp)} ms`.padStart(9)} ${`${Math.round(r.tbt)} ms`.padStart(9)} ${r.cls.toFixed(3).padStart(7)} ${kib(r.bytes).padStart(14)} ${kib(r.jsBytes).padStart(10)}   ${(met ? 'met' : 'NOT met').padEnd(8)} ${load().padStart(5)} ${String(r.a11y).padStart(6)} ${String(r.seo).padStart(4)}`,
        );
        if (WHY) {
          const { why } = runs[Math.floor(runs.length / 2)];
          console.log(`      main thread per script (scripting+parse): ${why.scripts.join('; ')}`);
          console.log(`      longest tasks: ${why.tasks.join('; ') || 'none'}`);
        }
      }
    }
    console.log(`\n  pages: ${pages.map(([n, p]) => `${n} ${p}`).join(', ')}`);

    if (ROUTE_RUNS > 0) {
      const loadBefore = load();
      const rc = await measureRouteChanges({ port: chrome.port, baseUrl: product.url, runs: ROUTE_RUNS });
      const ms = (v) => `${Math.round(v)} ms`.padStart(8);
      const met = rc.homeToSearch.mounted <= TARGETS.routeChangeMs;
      allMet &&= met;
      console.log(`\nRoute change between MFEs, desktop (median of ${rc.runs}, from the click; target: the next MFE shown within ${TARGETS.routeChangeMs} ms)`);
      console.log(`  home -> /search      mfe-search mounted ${ms(rc.homeToSearch.mounted)}   first result shown ${ms(rc.homeToSearch.content)}   ${met ? 'met' : 'NOT met'}`);
      console.log(`  /search -> space     space page shown   ${ms(rc.searchToSpace.content)}   (same MFE, includes its data request)`);
      console.log(`  load average ${loadBefore} before, ${load()} after`);
    }
    console.log(allMet ? '\nAll targets met.' : '\nSome targets are not met (see above).');
  } finally {
    await chrome?.kill();
    await product?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(`[zaalplek] bench:web failed: ${err.stack ?? err}`);
  process.exit(1);
});
