/**
 * Byte budget of the first page load, read from the built dist folders (npm test builds what is
 * stale first): the home page's JS, shell + mfe-content as the API sends them (brotli), and the
 * date data every bundle may carry (moment-timezone: Europe/Amsterdam only; moment: nl locale only).
 */
import fs from 'node:fs';
import path from 'node:path';

const homeBytes = require('../../../tools/webpack/home-bytes.js') as {
  HOME_BUDGET_BYTES: number;
  homePageBytes(root: string): { files: number; raw: number; gzip: number; br: number; parts: Array<{ name: string; files: string[]; br: number }> };
};

const ROOT = path.resolve(__dirname, '../../..');
const PACKAGES = ['shell', 'mfe-content', 'mfe-search', 'mfe-booking', 'mfe-host', 'mfe-admin'];
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

test('the home page JS (shell + mfe-content, brotli) stays within the budget', () => {
  const home = homeBytes.homePageBytes(ROOT);
  const detail = home.parts.map((p) => `${p.name}: ${p.files.length} files, ${kib(p.br)}`).join('; ');
  expect(home.parts.find((p) => p.name === 'shell')!.files.some((f) => /^main\.[0-9a-f]{8}\.js$/.test(f))).toBe(true);
  expect(home.parts.find((p) => p.name === 'mfe-content')!.files).toContain('remoteEntry.js');
  if (home.br > homeBytes.HOME_BUDGET_BYTES) {
    throw new Error(`home page JS is ${kib(home.br)} brotli, budget ${kib(homeBytes.HOME_BUDGET_BYTES)} (${detail})`);
  }
});

interface ModuleSizes {
  chunks: Array<{ files: string[]; modules: Array<{ name: string; size: number }> }>;
}

test.each(PACKAGES)('%s bundles only Europe/Amsterdam zone data and the nl moment locale', (pkg) => {
  const dist = path.join(ROOT, pkg, 'dist');
  const sizes = JSON.parse(fs.readFileSync(path.join(dist, '.module-sizes.json'), 'utf8')) as ModuleSizes;
  const modules = sizes.chunks.flatMap((c) => c.modules.map((m) => m.name));
  expect(modules.filter((m) => /moment\/locale\/(?!nl\.js)[\w-]+\.js/.test(m))).toEqual([]);
  expect(modules.some((m) => m.includes('moment-timezone/data/packed/latest.json'))).toBe(false);
  const zoneFiles = sizes.chunks.filter((c) => c.modules.some((m) => m.name.includes('moment-timezone-data-webpack-plugin'))).flatMap((c) => c.files);
  for (const file of zoneFiles) {
    const js = fs.readFileSync(path.join(dist, file), 'utf8');
    expect(js).toContain('Europe/Amsterdam');
    expect(js).not.toContain('America/New_York');
  }
});
