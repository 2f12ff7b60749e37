// Releasing one MFE: rebuild mfe-content with a new version into the var dir, point only
// the manifest at it, reload. The new version is served; the shell (its HTML and scripts)
// is byte-for-byte the same and was not rebuilt, nor was mfe-content's own dist/.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { TOP_SPACE_CARDS, mfeRoot } from './selectors';
import { ROOT, childEnv, system } from './system';

const VERSION = '9.9.9';
type Manifest = Record<string, { name: string; url: string; version: string }>;

let tb: TestBrowser;
let browser: Browser;
beforeAll(async () => {
  tb = await launchBrowser();
  browser = tb.browser;
});
afterAll(async () => {
  await tb?.close();
  // leave the system as global-setup made it for whichever test file runs next
  rmSync(path.join(system().varDir, 'mfe-manifest.json'), { force: true });
  rmSync(path.join(system().varDir, 'releases', 'mfe-content'), { recursive: true, force: true });
});

/** Loads the home page in a fresh context; returns every script (path -> sha256) and the content MFE's version. */
async function loadHome() {
  const { page, errors } = await freshPage(browser);
  const scripts = new Map<string, string>();
  const preloads: string[] = [];
  const served: { manifest: Manifest | null } = { manifest: null };
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'document') return;
    pending.push(
      res.buffer().then(
        (body) => {
          // the served page carries the manifest and preloads the route's remoteEntry.js and app chunks (and on /
          // the hero image) from the manifest's MFE location: those follow a release by design, so the page is
          // hashed without them and the remoteEntry.js preload and the manifest are compared on their own (below)
          const isPage = type === 'document';
          const text = isPage ? body.toString('utf8') : '';
          if (isPage) for (const m of text.matchAll(/<link rel="preload" as="script" href="([^"]*remoteEntry\.js)">/g)) preloads.push(m[1]!);
          if (isPage) served.manifest = JSON.parse(/<script type="application\/json" id="mfe-manifest">([^<]*)<\/script>/.exec(text)?.[1] ?? 'null') as Manifest | null;
          const hashed = isPage
            ? Buffer.from(
                text
                  .replace(/<script type="application\/json" id="mfe-manifest">[^<]*<\/script>/, '')
                  .replace(/<link rel="preload" as="script" href="(?:\/releases\/mfe-content\/[^/"]+|\/mfe\/mfe-content)\/[^"]+">/g, '')
                  .replace(/\/releases\/mfe-content\/[^/"]+\/|\/mfe\/mfe-content\//g, '<mfe-content>/'),
              )
            : body;
          scripts.set(new URL(res.url()).pathname, createHash('sha256').update(hashed).digest('hex'));
        },
        () => undefined,
      ),
    );
  });
  await page.goto(system().url + '/');
  await page.waitForFunction((sel) => document.querySelectorAll(sel).length === 4, {}, TOP_SPACE_CARDS);
  await page.waitForNetworkIdle({ idleTime: 300 });
  await Promise.all(pending);
  const version = await page.$eval(mfeRoot('mfe-content'), (el) => el.getAttribute('data-mfe-version'));
  await page.browserContext().close();
  return { scripts, preloads, manifest: served.manifest, version, errors };
}

const isShellFile = (p: string) => !p.startsWith('/mfe/') && !p.startsWith('/releases/') && !p.startsWith('/api/');
const shellFiles = (scripts: Map<string, string>) => new Map([...scripts].filter(([p]) => isShellFile(p)));

function buildRelease(outDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['webpack', '--mode', 'production'], {
      cwd: path.join(ROOT, 'mfe-content'),
      env: childEnv({ MFE_VERSION: VERSION, MFE_OUTPUT_DIR: outDir }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

test(`releasing mfe-content ${VERSION} changes only the manifest, not the shell`, async () => {
  const { url, varDir } = system();
  const before = await loadHome();
  expect(before.version).toBeTruthy();
  expect(before.version).not.toBe(VERSION);
  const shellBefore = shellFiles(before.scripts);
  expect([...shellBefore.keys()]).toContain('/'); // index.html
  expect(shellBefore.size).toBeGreaterThan(1); // and at least one shell script

  const distVersionFile = path.join(ROOT, 'mfe-content/dist/mfe-version.json');
  const distMtime = statSync(distVersionFile).mtimeMs;
  const shellIndexMtime = statSync(path.join(ROOT, 'shell/dist/index.html')).mtimeMs;

  const outDir = path.join(varDir, 'releases', 'mfe-content', VERSION);
  const build = await buildRelease(outDir);
  if (build.code !== 0) throw new Error(`release build failed (${build.code}):\n${build.output.slice(-3000)}`);
  expect(existsSync(path.join(outDir, 'remoteEntry.js'))).toBe(true);
  expect(JSON.parse(readFileSync(path.join(outDir, 'mfe-version.json'), 'utf8')).version).toBe(VERSION);

  const current = (await (await fetch(`${url}/mfe-manifest.json`)).json()) as Manifest;
  expect(Object.keys(current)).toEqual(expect.arrayContaining(['mfe-content', 'mfe-search']));
  const released: Manifest = {
    ...current,
    'mfe-content': { ...current['mfe-content'], url: `/releases/mfe-content/${VERSION}/remoteEntry.js`, version: VERSION },
  };
  writeFileSync(path.join(varDir, 'mfe-manifest.json'), JSON.stringify(released, null, 2));
  expect(await (await fetch(`${url}/mfe-manifest.json`)).json()).toEqual(released);

  const after = await loadHome();
  expect(after.version).toBe(VERSION);
  expect([...after.scripts.keys()].some((p) => p.startsWith(`/releases/mfe-content/${VERSION}/`))).toBe(true);
  expect([...after.scripts.keys()].some((p) => p.startsWith('/mfe/mfe-content/'))).toBe(false);
  expect(shellFiles(after.scripts)).toEqual(shellBefore);
  // the home page's preload follows the manifest to the released remoteEntry.js
  expect(before.preloads).toEqual(['/mfe/mfe-content/remoteEntry.js']);
  expect(after.preloads).toEqual([`/releases/mfe-content/${VERSION}/remoteEntry.js`]);
  // and the page carries the released manifest, so the shell starts the release without asking for it
  expect(before.manifest?.['mfe-content']?.version).toBe(before.version);
  expect(after.manifest).toEqual(released);
  expect(after.errors).toEqual([]);

  // no package was rebuilt
  expect(statSync(distVersionFile).mtimeMs).toBe(distMtime);
  expect(statSync(path.join(ROOT, 'shell/dist/index.html')).mtimeMs).toBe(shellIndexMtime);
}, 600_000);
