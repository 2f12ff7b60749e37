/**
 * The shell's index.html, filled in per requested page: a <link rel="preload"> for the
 * remoteEntry.js of the MFE that owns the route (the shell's own route table, see routeTable.ts),
 * on the home page the hero picture (mfe-content's assets/hero-<width>w.<hash>.avif, see
 * mfe-content/src/features/home/blocks/heroImage.ts), and on an English page the shell's English
 * catalogs (its messages-en chunk: shell and platform texts, loaded on demand, see
 * platform/src/catalog-loader.ts), so the first English page does not wait for them after the scripts.
 * Only <link> elements: no inline script.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config';
import { manifestBody, type Manifest } from './manifest';
import { packageDist, releasesDir, shellDist } from './paths';
import { barePath, cachedByMtime, localeOf, routeOwner, routeTable } from './routeTable';

export { barePath } from './routeTable';

const readText = cachedByMtime((text) => text);

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Directory on disk and URL prefix of an MFE's files, from its manifest entry. */
function filesOf(config: ServerConfig, url: string): { dir: string; base: string } | null {
  const local = /^\/mfe\/(mfe-[a-z0-9-]+)\/remoteEntry\.js$/.exec(url);
  if (local) return { dir: packageDist(config, local[1]!), base: `/mfe/${local[1]}/` };
  const release = /^\/releases\/((?:[^/.][^/]*\/)+)remoteEntry\.js$/.exec(url);
  if (release) return { dir: path.join(releasesDir(config), release[1]!), base: `/releases/${release[1]}` };
  return null;
}

interface ModuleSizes {
  chunks: Array<{ names: string[]; files: string[] }>;
}

const readModuleSizes = cachedByMtime((text) => JSON.parse(text) as ModuleSizes);

/** The shell's English catalog chunk (named messages-en in its build), from dist/.module-sizes.json. */
function englishCatalogPreloads(config: ServerConfig): string[] {
  const sizes = readModuleSizes(path.join(shellDist(config), '.module-sizes.json'));
  const files = sizes?.chunks.filter((c) => c.names.includes('messages-en')).flatMap((c) => c.files) ?? [];
  return files.map((file) => `<link rel="preload" as="script" href="/${attr(file)}">`);
}

const HERO = /^hero-(\d+)w\.[0-9a-f]{8,}\.avif$/;

function heroPreload(config: ServerConfig, url: string): string | null {
  const files = filesOf(config, url);
  if (!files) return null;
  let names: string[];
  try {
    names = fs.readdirSync(path.join(files.dir, 'assets'));
  } catch {
    return null;
  }
  const set = names
    .map((name) => [name, Number(HERO.exec(name)?.[1])] as const)
    .filter(([, width]) => width > 0)
    .sort((a, b) => a[1] - b[1])
    .map(([name, width]) => `${files.base}assets/${name} ${width}w`);
  if (set.length === 0) return null;
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${attr(set.join(', '))}" imagesizes="100vw" fetchpriority="high">`;
}

/** The <link> tags for `pathname`. */
export async function preloadTags(config: ServerConfig, pathname: string): Promise<string[]> {
  const table = routeTable(config);
  if (!table) return [];
  const owner = routeOwner(table, pathname);
  if (!owner) return [];
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await manifestBody(config)) as Manifest;
  } catch {
    return [];
  }
  const entry = manifest[owner];
  if (!entry || typeof entry.url !== 'string') return [];
  const tags = [`<link rel="preload" as="script" href="${attr(entry.url)}">`];
  if (localeOf(pathname) === 'en') tags.push(...englishCatalogPreloads(config));
  if (owner === 'mfe-content' && barePath(pathname) === '/') {
    const hero = heroPreload(config, entry.url);
    if (hero) tags.unshift(hero);
  }
  return tags;
}

/** index.html with the route's preloads before </head>; null when the shell is not built. */
export async function indexHtmlFor(config: ServerConfig, pathname: string): Promise<string | null> {
  const html = readText(path.join(shellDist(config), 'index.html'));
  if (html === null) return null;
  const tags = await preloadTags(config, pathname);
  if (tags.length === 0) return html;
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${tags.join('')}${html.slice(at)}`;
}
