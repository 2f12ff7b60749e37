/** Static serving against a temporary ZAALPLEK_ROOT with fake dist files (no database needed). */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app';
import { readConfig } from '../config';
import { createKnex } from '../db/database';

let root: string;
let varDir: string;
let server: http.Server;
let base: string;
const knex = createKnex('postgres://postgres:postgres@127.0.0.1:1/unused', { min: 0, max: 1 });

const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'zaalplek-static-'));
  varDir = path.join(root, 'var');
  write(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
  write(path.join(root, 'shell/dist/main.0123abcd89.js'), 'console.log("shell")');
  write(path.join(root, 'shell/dist/service-worker.js'), 'self.x = 1');
  write(path.join(root, 'shell/dist/.env'), 'SECRET=1');
  write(path.join(root, 'mfe-search/dist/remoteEntry.js'), 'var mfe_search;');
  write(path.join(root, 'mfe-search/dist/mfe-version.json'), JSON.stringify({ name: 'mfe_search', version: '1.2.3' }));
  write(path.join(root, 'mfe-content/dist/remoteEntry.js'), 'var mfe_content;');
  write(path.join(root, 'mfe-content/dist/mfe-version.json'), JSON.stringify({ name: 'mfe_content', version: '0.1.0' }));
  write(path.join(root, 'mfe-admin/dist/remoteEntry.js'), 'var mfe_admin;'); // no mfe-version.json: left out
  write(path.join(root, 'api/dist/main.js'), 'server code');
  write(path.join(varDir, 'releases/mfe-search/2.0.0/remoteEntry.js'), 'var mfe_search_2;');
  write(path.join(root, 'secret.txt'), 'top secret');

  const app = createApp({ knex, config: readConfig({}, { root, varDir }), log: () => undefined });
  server = http.createServer(app.callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await knex.destroy();
  fs.rmSync(root, { recursive: true, force: true });
});

/** Sends a raw request line, so paths are not normalised by the client. */
function rawGet(urlPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1', () => {
      socket.write(`GET ${urlPath} HTTP/1.1\r\nHost: x\r\nAccept: text/plain\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    socket.on('data', (d) => (data += d));
    socket.on('end', () => resolve(Number(data.split(' ')[1])));
    socket.on('error', reject);
  });
}

describe('/mfe-manifest.json', () => {
  afterEach(() => fs.rmSync(path.join(varDir, 'mfe-manifest.json'), { force: true }));

  test('generated from <mfe>/dist/mfe-version.json, no-cache, CORS', async () => {
    const res = await fetch(`${base}/mfe-manifest.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual({
      'mfe-content': { name: 'mfe_content', url: '/mfe/mfe-content/remoteEntry.js', version: '0.1.0' },
      'mfe-search': { name: 'mfe_search', url: '/mfe/mfe-search/remoteEntry.js', version: '1.2.3' },
    });
  });

  test('the override in ZAALPLEK_VAR_DIR is served as is, read on every request', async () => {
    const override = { 'mfe-search': { name: 'mfe_search', url: '/releases/mfe-search/2.0.0/remoteEntry.js', version: '2.0.0' } };
    write(path.join(varDir, 'mfe-manifest.json'), JSON.stringify(override));
    expect(await (await fetch(`${base}/mfe-manifest.json`)).json()).toEqual(override);
    fs.rmSync(path.join(varDir, 'mfe-manifest.json'));
    expect(Object.keys((await (await fetch(`${base}/mfe-manifest.json`)).json()) as object)).toEqual(['mfe-content', 'mfe-search']);
  });
});

describe('MFE and release files', () => {
  test('/mfe/<package>/<file> with CORS and no-cache for unhashed names', async () => {
    const res = await fetch(`${base}/mfe/mfe-search/remoteEntry.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('var mfe_search;');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toContain('javascript');
  });

  test('/releases/<package>/<version>/<file> from ZAALPLEK_VAR_DIR/releases', async () => {
    const res = await fetch(`${base}/releases/mfe-search/2.0.0/remoteEntry.js`);
    expect(await res.text()).toBe('var mfe_search_2;');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  test('missing files and non-MFE packages -> 404', async () => {
    expect((await fetch(`${base}/mfe/mfe-search/nope.js`)).status).toBe(404);
    expect((await fetch(`${base}/mfe/api/main.js`)).status).toBe(404);
  });
});

describe('shell', () => {
  test('hashed bundles are cached for a year, other files revalidated', async () => {
    const hashed = await fetch(`${base}/main.0123abcd89.js`);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const sw = await fetch(`${base}/service-worker.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
  });

  test('any other GET accepting HTML gets index.html (no-cache), /api/ does not', async () => {
    for (const p of ['/', '/en/search', '/space/abc/def/123', '/not-found']) {
      const res = await fetch(`${base}${p}`, { headers: { Accept: 'text/html,application/xhtml+xml' } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>shell</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const api = await fetch(`${base}/api/unknown`, { headers: { Accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error_type: 'NOT_FOUND' });
  });

  test('no fallback for requests that do not accept HTML', async () => {
    const res = await fetch(`${base}/missing.js`, { headers: { Accept: 'application/javascript' } });
    expect(res.status).toBe(404);
  });

  test('hidden files are not served', async () => {
    expect(await rawGet('/.env')).toBe(404);
  });
});

describe('path traversal', () => {
  test.each([
    '/mfe/mfe-search/../../api/dist/main.js',
    '/mfe/mfe-search/..%2f..%2f..%2fsecret.txt',
    '/releases/..%2f..%2fsecret.txt',
    '/..%2fsecret.txt',
    '/../secret.txt',
    '/mfe/..%2fapi/main.js',
  ])('%s is refused', async (p) => {
    const status = await rawGet(p);
    expect([400, 403, 404]).toContain(status);
  });
});
