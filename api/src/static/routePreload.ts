/**
 * The shell's index.html, filled in per requested page: a <link rel="preload"> for the
 * remoteEntry.js of the MFE that owns the route (the shell's own route table, emitted by its build
 * as shell/dist/.route-table.json), and on the home page the hero picture (mfe-content's
 * assets/hero-<width>w.<hash>.avif, see mfe-content/src/features/home/blocks/heroImage.ts).
 * Only <link> elements: no inline script.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config';
import { manifestBody, type Manifest } from './manifest';
import { packageDist, releasesDir, shellDist } from './paths';

type RouteTable = Array<[RegExp, string]>;

/** Re-read a file only when its mtime changed. */
function cachedByMtime<T>(parse: (text: string) => T): (file: string) => T | null {
  const cache = new Map<string, { mtimeMs: number; value: T }>();
  return (file) => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.value;
    const value = parse(fs.readFileSync(file, 'utf8'));
    cache.set(file, { mtimeMs, value });
    return value;
  };
}

const readText = cachedByMtime((text) => text);
const readRouteTable = cachedByMtime<RouteTable>((text) => {
  const { routes } = JSON.parse(text) as { routes: Array<[string, string]> };
  return routes.map(([source, owner]) => [new RegExp(source), owner]);
});

/** '/en/search/' -> '/search': locale prefix (nl default, /nl and /en accepted) and trailing slash off. */
export function barePath(pathname: string): string {
  const stripped = pathname.replace(/^\/(en|nl)(?=\/|$)/, '') || '/';
  return stripped.length > 1 ? stripped.replace(/\/+$/, '') || '/' : stripped;
}

export function routeOwner(table: RouteTable, pathname: string): string | null {
  const bare = barePath(pathname);
  for (const [pattern, owner] of table) if (pattern.test(bare)) return owner;
  return null;
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Directory on disk and URL prefix of an MFE's files, from its manifest entry. */
function filesOf(config: ServerConfig, url: string): { dir: string; base: string } | null {
  const local = /^\/mfe\/(mfe-[a-z0-9-]+)\/remoteEntry\.js$/.exec(url);
  if (local) return { dir: packageDist(config, local[1]!), base: `/mfe/${local[1]}/` };
  const release = /^\/releases\/((?:[^/.][^/]*\/)+)remoteEntry\.js$/.exec(url);
  if (release) return { dir: path.join(releasesDir(config), release[1]!), base: `/releases/${release[1]}` };
  return null;
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
  const table = readRouteTable(path.join(shellDist(config), '.route-table.json'));
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
