/** index.html per route: the owning MFE's remoteEntry.js and, on the home page, the hero picture are preloaded. */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app';
import { readConfig } from '../config';
import { createKnex } from '../db/database';
import { barePath } from './routePreload';

let root: string;
let varDir: string;
let server: http.Server;
let base: string;
const knex = createKnex('postgres://postgres:postgres@127.0.0.1:1/unused', { min: 0, max: 1 });

const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

const ROUTES = {
  routes: [
    ['^\\/$', 'mfe-content'],
    ['^\\/blog(\\/[^/]+)?$', 'mfe-content'],
    ['^\\/search$', 'mfe-search'],
    ['^\\/space\\/[^/]+\\/[^/]+\\/[^/]+$', 'mfe-search'],
    ['^\\/not-found$', 'not-found'],
  ],
};

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'zaalplek-preload-'));
  varDir = path.join(root, 'var');
  write(path.join(root, 'shell/dist/index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
  write(path.join(root, 'shell/dist/.route-table.json'), JSON.stringify(ROUTES));
  const provides = (lib: string) => [{ module: `provide shared module (default) ${lib}@1.0.0 = ../${lib}/src/index.ts` }];
  const chunks = [
    { names: ['messages-en'], files: ['messages-en.0123abcd.js'] },
    { names: ['auth-popup'], files: ['auth-popup.0123abcd.js'] },
    { names: [], files: ['127.0123abcd.js'], initial: false, origins: provides('@zaalplek/design-system') },
    { names: [], files: ['300.0123abcd.js'], initial: false, origins: provides('@zaalplek/maps') },
  ];
  write(path.join(root, 'shell/dist/.module-sizes.json'), JSON.stringify({ context: 'shell', chunks }));
  for (const pkg of ['mfe-content', 'mfe-search']) {
    write(path.join(root, pkg, 'dist/remoteEntry.js'), 'var x;');
    write(path.join(root, pkg, 'dist/mfe-version.json'), JSON.stringify({ name: pkg.replace('-', '_'), version: '1.0.0' }));
  }
  // mfe-search's app: two chunks right after its remoteEntry (one takes the design system from the shell),
  // one loaded later with import(), and its standalone entry
  const consume = (lib: string) => ({ name: `consume shared module (default) ${lib}@>=1.0.0 (singleton) (fallback: ../${lib}/src/index.ts)` });
  write(
    path.join(root, 'mfe-search/dist/.module-sizes.json'),
    JSON.stringify({
      context: 'mfe-search',
      chunks: [
        { names: ['main'], files: ['main.0123abcd.js'], initial: true, origins: [{ module: '' }], modules: [] },
        { names: ['mfe_search'], files: ['remoteEntry.js'], initial: true, origins: [{ module: '' }], modules: [] },
        { names: [], files: ['368.0123abcd.js', '368.0123abcd.js.map'], initial: false, origins: [{ module: 'container entry' }], modules: [consume('react')] },
        { names: [], files: ['724.0123abcd.js'], initial: false, origins: [{ module: 'container entry' }], modules: [consume('@zaalplek/design-system')] },
        { names: ['google-map'], files: ['google-map.0123abcd.js'], initial: false, origins: [{ module: './src/features/map/ResultsMap.tsx' }], modules: [consume('@zaalplek/maps')] },
      ],
    }),
  );
  // mfe-content: home from its app; every other page from the content-pages chunk (with 837 beside it),
  // which takes the design system from the shell and react-redux from the MFE's own copy
  const pages = [{ module: './src/App.tsx', request: './ContentPages' }];
  write(
    path.join(root, 'mfe-content/dist/.module-sizes.json'),
    JSON.stringify({
      context: 'mfe-content',
      routeChunks: { 'content-pages': '^/.' },
      chunks: [
        { names: [], files: ['842.0123abcd.js'], initial: false, origins: [{ module: './src/index.ts', request: './bootstrap' }, { module: 'container entry', request: './src/mfe-content.tsx' }], modules: [consume('react')] },
        { names: [], files: ['325.0123abcd.js'], initial: false, origins: [{ module: './src/index.ts', request: './bootstrap' }], modules: [] },
        { names: ['content-pages'], files: ['content-pages.0123abcd.js'], initial: false, origins: pages, modules: [consume('@zaalplek/design-system')] },
        { names: [], files: ['837.0123abcd.js'], initial: false, origins: pages, modules: [consume('react-redux')] },
        { names: [], files: ['447.0123abcd.js'], initial: false, origins: [{ module: 'provide shared module (default) react-redux@9.2.0 = ../node_modules/react-redux/dist/react-redux.mjs', request: null }], modules: [] },
      ],
    }),
  );
  for (const w of [1280, 640, 1920, 960]) write(path.join(root, `mfe-content/dist/assets/hero-${w}w.0123abcd.avif`), 'avif');
  write(path.join(root, 'mfe-content/dist/assets/hero-640w.0123abcd.webp'), 'webp');
  write(path.join(root, 'mfe-content/dist/assets/logo.0123abcd.avif'), 'avif');

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

async function page(p: string): Promise<{ html: string; head: string; res: Response }> {
  const res = await fetch(`${base}${p}`, { headers: { Accept: 'text/html' } });
  const html = await res.text();
  return { html, head: html.slice(0, html.indexOf('</head>')), res };
}

const scriptPreloads = (head: string) => [...head.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]);

test('the home page preloads the hero picture (AVIF srcset, widest last, high priority) and mfe-content', async () => {
  const { head, res } = await page('/');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  expect(res.headers.get('cache-control')).toBe('no-cache');
  expect(scriptPreloads(head)).toEqual(['/mfe/mfe-content/remoteEntry.js', '/mfe/mfe-content/842.0123abcd.js']);
  const hero = /<link rel="preload" as="image" type="image\/avif" imagesrcset="([^"]+)" imagesizes="100vw" fetchpriority="high">/.exec(head);
  expect(hero?.[1]).toBe(
    ['640', '960', '1280', '1920'].map((w) => `/mfe/mfe-content/assets/hero-${w}w.0123abcd.avif ${w}w`).join(', '),
  );
  expect((await page('/en')).head).toContain('imagesrcset=');
});

const SEARCH_APP = ['/mfe/mfe-search/remoteEntry.js', '/mfe/mfe-search/368.0123abcd.js', '/mfe/mfe-search/724.0123abcd.js', '/127.0123abcd.js'];

test.each([
  ['/search', SEARCH_APP],
  ['/en/search/', [...SEARCH_APP, '/messages-en.0123abcd.js']],
  ['/space/abc/zaal/12', SEARCH_APP],
  [
    '/nl/blog/a-post',
    ['/mfe/mfe-content/remoteEntry.js', '/mfe/mfe-content/842.0123abcd.js', '/mfe/mfe-content/content-pages.0123abcd.js', '/mfe/mfe-content/837.0123abcd.js', '/127.0123abcd.js', '/mfe/mfe-content/447.0123abcd.js'],
  ],
])('%s preloads %s and no hero', async (p, scripts) => {
  const { head } = await page(p);
  expect(scriptPreloads(head)).toEqual(scripts);
  expect(head).not.toContain('as="image"');
});

test('an English page also preloads the English catalogs, a Dutch one does not', async () => {
  expect(scriptPreloads((await page('/en')).head)).toEqual(['/mfe/mfe-content/remoteEntry.js', '/mfe/mfe-content/842.0123abcd.js', '/messages-en.0123abcd.js']);
  expect(scriptPreloads((await page('/')).head)).toEqual(['/mfe/mfe-content/remoteEntry.js', '/mfe/mfe-content/842.0123abcd.js']);
  expect(scriptPreloads((await page('/english')).head)).toEqual([]);
});

test('shell pages and unknown paths preload nothing (their head is the not-found page\'s, see pageSeo.api.test.ts)', async () => {
  for (const p of ['/not-found', '/no/such/page']) {
    const { head } = await page(p);
    expect(head).not.toContain('rel="preload"');
    expect(head).toContain('<title>Pagina niet gevonden | Zaalplek</title>');
  }
});

test('a released MFE version (manifest override) is preloaded from its release URL', async () => {
  const override = { 'mfe-search': { name: 'mfe_search', url: '/releases/mfe-search/2.0.0/remoteEntry.js', version: '2.0.0' } };
  write(path.join(varDir, 'mfe-manifest.json'), JSON.stringify(override));
  try {
    expect(scriptPreloads((await page('/search')).head)).toEqual(['/releases/mfe-search/2.0.0/remoteEntry.js']);
    expect(scriptPreloads((await page('/')).head)).toEqual([]); // mfe-content not in the override
  } finally {
    fs.rmSync(path.join(varDir, 'mfe-manifest.json'));
  }
});

test('every page carries the manifest as data for the shell, the release override included, with < escaped', async () => {
  const manifestOf = (html: string) => JSON.parse(/<script type="application\/json" id="mfe-manifest">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');
  const built = manifestOf((await page('/search')).head);
  expect(built['mfe-search']).toEqual({ name: 'mfe_search', url: '/mfe/mfe-search/remoteEntry.js', version: '1.0.0' });
  expect(manifestOf((await page('/no/such/page')).head)).toEqual(built);
  const override = { 'mfe-search': { name: 'mfe_search', url: '/releases/mfe-search/2.0.0/remoteEntry.js', version: '2.0.0</script>' } };
  write(path.join(varDir, 'mfe-manifest.json'), JSON.stringify(override));
  try {
    const { head } = await page('/search');
    expect(head).not.toContain('2.0.0</script>');
    expect(manifestOf(head)).toEqual(override);
  } finally {
    fs.rmSync(path.join(varDir, 'mfe-manifest.json'));
  }
});

test('barePath drops the locale prefix and a trailing slash', () => {
  expect(barePath('/')).toBe('/');
  expect(barePath('/en')).toBe('/');
  expect(barePath('/nl/')).toBe('/');
  expect(barePath('/en/search/')).toBe('/search');
  expect(barePath('/english')).toBe('/english');
});
