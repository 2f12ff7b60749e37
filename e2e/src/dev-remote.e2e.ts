// One MFE served from another origin (what `npm start -w @zaalplek/mfe-x` does in development,
// README "Working on one MFE alone"): the manifest points at that origin and the shell loads
// the remote from there. Here mfe-search's dist/ is served by a plain static server with CORS
// on another port, standing in for the webpack dev server.
import { createReadStream, existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { mfeRoot } from './selectors';
import { ROOT, system } from './system';

type Manifest = Record<string, { name: string; url: string; version: string }>;
const DIST = path.join(ROOT, 'mfe-search/dist');

let tb: TestBrowser;
let browser: Browser;
let devServer: http.Server;
let devOrigin: string;

beforeAll(async () => {
  devServer = http.createServer((req, res) => {
    const file = path.join(DIST, path.normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(DIST) || !existsSync(file) || !statSync(file).isFile()) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('Content-Type', file.endsWith('.js') ? 'text/javascript' : file.endsWith('.json') ? 'application/json' : 'application/octet-stream');
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => devServer.listen(0, '127.0.0.1', resolve));
  devOrigin = `http://localhost:${(devServer.address() as AddressInfo).port}`;
  tb = await launchBrowser();
  browser = tb.browser;
});

afterAll(async () => {
  await tb?.close();
  devServer.closeAllConnections();
  await new Promise((resolve) => devServer.close(resolve));
  rmSync(path.join(system().varDir, 'mfe-manifest.json'), { force: true });
});

test('an MFE served from another origin (dev server) is loaded through the manifest', async () => {
  const { url, varDir } = system();
  const current = (await (await fetch(`${url}/mfe-manifest.json`)).json()) as Manifest;
  const manifest: Manifest = { ...current, 'mfe-search': { name: 'mfe_search', url: `${devOrigin}/remoteEntry.js`, version: 'dev' } };
  writeFileSync(path.join(varDir, 'mfe-manifest.json'), JSON.stringify(manifest));

  const { page, consoleErrors } = await freshPage(browser);
  const fromDevServer: string[] = [];
  page.on('response', (res) => {
    if (res.url().startsWith(devOrigin)) fromDevServer.push(new URL(res.url()).pathname);
  });
  await page.goto(`${url}/search`);
  try {
    await page.waitForSelector(mfeRoot('mfe-search'), { timeout: 30_000 });
  } catch (err) {
    throw new Error(`mfe-search did not mount from ${devOrigin}; console: ${consoleErrors.join(' | ')}`);
  }
  expect(fromDevServer).toContain('/remoteEntry.js');
  expect(await page.$eval(mfeRoot('mfe-search'), (el) => el.getAttribute('data-mfe'))).toBe('mfe-search');
  await page.browserContext().close();
});
