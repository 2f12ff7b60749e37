/**
 * Compressed transfer against a temporary ZAALPLEK_ROOT with real files (no database needed):
 * precompressed .br/.gz siblings chosen by Accept-Encoding, on-the-fly brotli/gzip for text over
 * 1 KB, nothing for images or small answers. Requests go through node:http, which (unlike fetch)
 * does not decode the body, so the bytes on the wire are checked.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app';
import { readConfig } from '../config';
import { createKnex } from '../db/database';

let root: string;
let server: http.Server;
const knex = createKnex('postgres://postgres:postgres@127.0.0.1:1/unused', { min: 0, max: 1 });

const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

/** A JS file over the 1 KB threshold with its precompressed siblings, as the build writes them. */
function writeWithSiblings(file: string, content: string) {
  write(file, content);
  write(`${file}.br`, zlib.brotliCompressSync(content));
  write(`${file}.gz`, zlib.gzipSync(content));
}

const BIG_JS = `console.log(${JSON.stringify('shell code '.repeat(300))});`;
const MFE_JS = `var mfe_search = ${JSON.stringify('remote entry '.repeat(300))};`;
const BIG_HTML = `<!doctype html><title>shell</title><body>${'<p>page</p>'.repeat(300)}</body>`;
// Incompressible bytes standing in for an image (PNG signature first).
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096, 7)]);

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(urlPath: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: urlPath, method, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function decode(res: RawResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.body).toString('utf8');
  return res.body.toString('utf8');
}

const varies = (res: RawResponse) => String(res.headers.vary ?? '').toLowerCase().includes('accept-encoding');

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'zaalplek-compress-'));
  write(path.join(root, 'shell/dist/index.html'), BIG_HTML);
  writeWithSiblings(path.join(root, 'shell/dist/main.0123abcd89.js'), BIG_JS);
  write(path.join(root, 'shell/dist/plain.0123abcd89.js'), BIG_JS); // no siblings: compressed on the fly
  write(path.join(root, 'shell/dist/small.js'), 'var s = 1;');
  write(path.join(root, 'shell/dist/assets/hero.0123abcd89.png'), PNG);
  writeWithSiblings(path.join(root, 'mfe-search/dist/remoteEntry.js'), MFE_JS);
  write(path.join(root, 'mfe-search/dist/mfe-version.json'), JSON.stringify({ name: 'mfe_search', version: '1.0.0' }));

  const app = createApp({ knex, config: readConfig({}, { root, varDir: path.join(root, 'var') }), log: () => undefined });
  server = http.createServer(app.callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
});

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await knex.destroy();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('precompressed static files', () => {
  test('brotli sibling when br is accepted: Content-Encoding br, JS Content-Type, Vary, year-long cache', async () => {
    const res = await get('/main.0123abcd89.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(res)).toBe(true);
    expect(res.body.equals(fs.readFileSync(path.join(root, 'shell/dist/main.0123abcd89.js.br')))).toBe(true);
    expect(decode(res)).toBe(BIG_JS);
  });

  test('gzip sibling when only gzip is accepted', async () => {
    const res = await get('/main.0123abcd89.js', { 'Accept-Encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toContain('javascript');
    expect(varies(res)).toBe(true);
    expect(decode(res)).toBe(BIG_JS);
  });

  test('the plain file without Accept-Encoding (and when br is refused with q=0)', async () => {
    const plain = await get('/main.0123abcd89.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(BIG_JS);
    expect(varies(plain)).toBe(true);
    const noBr = await get('/main.0123abcd89.js', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(noBr.headers['content-encoding']).toBe('gzip');
  });

  test('MFE files under /mfe/<package>/ too, with CORS', async () => {
    const res = await get('/mfe/mfe-search/remoteEntry.js', { 'Accept-Encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(decode(res)).toBe(MFE_JS);
  });
});

describe('on-the-fly compression', () => {
  test('a JS file over 1 KB without siblings is compressed with the preferred encoding', async () => {
    const br = await get('/plain.0123abcd89.js', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(BIG_JS.length / 4);
    expect(decode(br)).toBe(BIG_JS);
    const gz = await get('/plain.0123abcd89.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz)).toBe(BIG_JS);
  });

  test('the HTML page over 1 KB is compressed, still no-cache', async () => {
    const res = await get('/search', { Accept: 'text/html', 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(varies(res)).toBe(true);
    expect(decode(res)).toContain('<title>shell</title>');
  });

  test('GraphQL JSON over 1 KB is compressed', async () => {
    const query = '{ __schema { types { name description fields { name } } } }';
    const res = await get(
      '/api/graphql/public',
      { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Encoding': 'gzip, br' },
      'POST',
      JSON.stringify({ query }),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('json');
    expect(varies(res)).toBe(true);
    const json = JSON.parse(decode(res)) as { data: { __schema: { types: unknown[] } } };
    expect(json.data.__schema.types.length).toBeGreaterThan(10);
  });

  test('answers under 1 KB and images are sent as they are', async () => {
    const small = await get('/small.js', { 'Accept-Encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString('utf8')).toBe('var s = 1;');
    const manifest = await get('/mfe-manifest.json', { 'Accept-Encoding': 'br, gzip' });
    expect(manifest.headers['content-encoding']).toBeUndefined();
    const png = await get('/assets/hero.0123abcd89.png', { 'Accept-Encoding': 'br, gzip' });
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.equals(PNG)).toBe(true);
  });
});
