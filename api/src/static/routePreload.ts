/**
 * The shell's index.html, filled in per requested page: the MFE manifest itself (a JSON data block the
 * shell reads instead of fetching /mfe-manifest.json, see shell/src/mfe/manifest.ts), a <link rel="preload"> for the
 * remoteEntry.js of the MFE that owns the route (the shell's own route table, see routeTable.ts) and for
 * the chunks its app loads right after it (with the shell's chunks of shared libraries the app takes
 * from the shell), so none of them waits for the one before,
 * on the home page the hero picture (mfe-content's assets/hero-<width>w.<hash>.avif, see
 * mfe-content/src/features/home/blocks/heroImage.ts), and on an English page the shell's English
 * catalogs (its messages-en chunk: shell and platform texts, loaded on demand, see
 * platform/src/catalog-loader.ts), so the first English page does not wait for them after the scripts.
 * No inline script: the manifest is data (type application/json), never run, so the CSP stays as strict.
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

/** What loads a chunk: the requesting module and its request (an import(), webpack's container entry, a shared module). */
type Origin = { module: string | null; request?: string | null };

interface ModuleSizes {
  routeChunks?: Record<string, string>;
  chunks: Array<{ names: string[]; files: string[]; initial?: boolean; origins?: Origin[]; modules?: Array<{ name: string }> }>;
}

const readModuleSizes = cachedByMtime((text) => JSON.parse(text) as ModuleSizes);

/** The shell's English catalog chunk (named messages-en in its build), from dist/.module-sizes.json. */
function englishCatalogPreloads(config: ServerConfig): string[] {
  const sizes = readModuleSizes(path.join(shellDist(config), '.module-sizes.json'));
  const files = sizes?.chunks.filter((c) => c.names.includes('messages-en')).flatMap((c) => c.files) ?? [];
  return files.map((file) => `<link rel="preload" as="script" href="/${attr(file)}">`);
}

const SHARED_MODULE = /^(?:provide|consume) shared module \(\w+\) (.+?)@/;
const sharedName = (moduleName: string) => SHARED_MODULE.exec(moduleName)?.[1] ?? null;

/** The shell's scripts index.html already loads (<script src> and its preloads). */
function indexScripts(html: string): Set<string> {
  const files = new Set<string>();
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="?\/([^"\s>]+\.js)/g)) files.add(m[1]!);
  return files;
}

type Chunk = ModuleSizes['chunks'][number];
const sameOrigin = (a: Origin, b: Origin) => a.module === b.module && (a.request ?? null) === (b.request ?? null);

/** The chunks webpack loads for one of `origins` (an import() in the MFE's code, or its container entry). */
function chunkGroup(chunks: Chunk[], origins: Origin[]): Chunk[] {
  return chunks.filter((c) => !c.initial && c.origins?.some((o) => origins.some((seed) => sameOrigin(o, seed))));
}

/**
 * What a page of an MFE loads right after its remoteEntry.js, as preload tags: the chunk group of
 * webpack's container entry (the exposed app), and the group of each page chunk the MFE's build
 * declares for this path (`routeChunks` in its dist/.module-sizes.json, see
 * tools/webpack/remote.config.js); then the shared libraries those chunks take: from the shell when it
 * provides them (its chunk, unless index.html brings it already), else the MFE's own copy. None for a
 * release without the file.
 */
function appChunkPreloads(config: ServerConfig, entryUrl: string, pathname: string, html: string): string[] {
  const files = filesOf(config, entryUrl);
  const own = files && readModuleSizes(path.join(files.dir, '.module-sizes.json'));
  if (!files || !own) return [];
  const bare = barePath(pathname);
  const pageChunks = Object.entries(own.routeChunks ?? {})
    .filter(([, pattern]) => {
      try {
        return new RegExp(pattern).test(bare);
      } catch {
        return false;
      }
    })
    .map(([name]) => name);
  const originsOf = (chunks: Chunk[]) => chunks.flatMap((c) => c.origins ?? []);
  const group = [
    ...chunkGroup(own.chunks, originsOf(own.chunks).filter((o) => o.module === 'container entry')),
    ...chunkGroup(own.chunks, originsOf(own.chunks.filter((c) => c.names.some((n) => pageChunks.includes(n))))),
  ];
  const consumed = new Set(group.flatMap((c) => (c.modules ?? []).filter((m) => m.name.startsWith('consume shared module')).map((m) => sharedName(m.name))));
  const provides = (c: Chunk, lib: string) => (c.origins ?? []).some((o) => sharedName(o.module ?? '') === lib);
  const shell = readModuleSizes(path.join(shellDist(config), '.module-sizes.json'))?.chunks ?? [];
  const loaded = indexScripts(html);
  const urls = group.flatMap((c) => c.files).map((file) => `${files.base}${file}`);
  for (const lib of consumed) {
    if (!lib) continue;
    const fromShell = shell.filter((c) => provides(c, lib));
    if (fromShell.length > 0) urls.push(...fromShell.filter((c) => !c.initial).flatMap((c) => c.files).filter((f) => !loaded.has(f)).map((f) => `/${f}`));
    else urls.push(...own.chunks.filter((c) => !c.initial && provides(c, lib)).flatMap((c) => c.files).map((f) => `${files.base}${f}`));
  }
  return [...new Set(urls.filter((url) => url.endsWith('.js')))].map((url) => `<link rel="preload" as="script" href="${attr(url)}">`);
}

/** The manifest as a JSON data block for the shell (`<` escaped, so the text cannot end the element). */
function manifestData(body: string): string {
  return `<script type="application/json" id="mfe-manifest">${body.replace(/</g, '\\u003c')}</script>`;
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

/** The <link> tags for `pathname` (the manifest already read, `html` the shell's index.html). */
function preloadTagsFor(config: ServerConfig, pathname: string, manifest: Manifest, html: string): string[] {
  const table = routeTable(config);
  if (!table) return [];
  const owner = routeOwner(table, pathname);
  if (!owner) return [];
  const entry = manifest[owner];
  if (!entry || typeof entry.url !== 'string') return [];
  const tags = [`<link rel="preload" as="script" href="${attr(entry.url)}">`, ...appChunkPreloads(config, entry.url, pathname, html)];
  if (localeOf(pathname) === 'en') tags.push(...englishCatalogPreloads(config));
  if (owner === 'mfe-content' && barePath(pathname) === '/') {
    const hero = heroPreload(config, entry.url);
    if (hero) tags.unshift(hero);
  }
  return tags;
}

async function readManifest(config: ServerConfig): Promise<{ body: string; manifest: Manifest } | null> {
  try {
    const body = await manifestBody(config);
    return { body, manifest: JSON.parse(body) as Manifest };
  } catch {
    return null;
  }
}

/** index.html with the manifest and the route's preloads before </head>; null when the shell is not built. */
export async function indexHtmlFor(config: ServerConfig, pathname: string): Promise<string | null> {
  const html = readText(path.join(shellDist(config), 'index.html'));
  if (html === null) return null;
  const read = await readManifest(config);
  if (!read) return html;
  const head = [manifestData(read.body), ...preloadTagsFor(config, pathname, read.manifest, html)];
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${head.join('')}${html.slice(at)}`;
}
