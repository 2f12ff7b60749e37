/** Source maps are served outside production only (fake dist files, no database needed). */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app';
import { readConfig } from '../config';
import { createKnex } from '../db/database';

let root: string;
const knex = createKnex('postgres://postgres:postgres@127.0.0.1:1/unused', { min: 0, max: 1 });

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'zaalplek-maps-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', '<!doctype html><title>shell</title>');
  write('shell/dist/main.0123abcd89.js', 'console.log("shell")');
  write('shell/dist/main.0123abcd89.js.map', '{"version":3,"sources":["src/secret.ts"]}');
  write('mfe-search/dist/remoteEntry.js', 'var mfe_search;');
  write('mfe-search/dist/remoteEntry.js.map', '{"version":3}');
});
afterAll(async () => {
  await knex.destroy();
  fs.rmSync(root, { recursive: true, force: true });
});

async function statuses(production: boolean): Promise<number[]> {
  const env = production ? { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) } : {};
  const app = createApp({ knex, config: readConfig(env, { root, varDir: path.join(root, 'var') }), log: () => undefined });
  const server = http.createServer(app.callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const paths = ['/main.0123abcd89.js.map', '/mfe/mfe-search/remoteEntry.js.map', '/MAIN.0123ABCD89.JS.MAP', '/main.0123abcd89.js'];
    return await Promise.all(paths.map(async (p) => (await fetch(base + p, { headers: { Accept: '*/*' } })).status));
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
  }
}

test('production answers 404 for every source map and still serves the scripts', async () => {
  expect(await statuses(true)).toEqual([404, 404, 404, 200]);
});

test('outside production the maps are served (debugging)', async () => {
  const [shellMap, mfeMap, , script] = await statuses(false);
  expect([shellMap, mfeMap, script]).toEqual([200, 200, 200]);
});
