/**
 * The shell's route table and redirect rules as its build emits them (shell/dist/.route-table.json,
 * from shell/src/activity-functions.ts and shell/src/routing/redirects.ts): which MFE owns a page,
 * which paths are unknown (404) and which old or short paths move elsewhere (301).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config';
import { shellDist } from './paths';

export interface RouteTable {
  routes: Array<[RegExp, string]>;
  redirects: Array<[RegExp, string]>;
}

/** Re-read a file only when its mtime changed. */
export function cachedByMtime<T>(parse: (text: string) => T): (file: string) => T | null {
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

const readTable = cachedByMtime<RouteTable>((text) => {
  const json = JSON.parse(text) as { routes: Array<[string, string]>; redirects?: Array<[string, string]> };
  return {
    routes: json.routes.map(([source, owner]) => [new RegExp(source), owner]),
    redirects: (json.redirects ?? []).map(([source, target]) => [new RegExp(source), target]),
  };
});

/** The table of the built shell; null when the shell is not built. */
export function routeTable(config: ServerConfig): RouteTable | null {
  return readTable(path.join(shellDist(config), '.route-table.json'));
}

/** '/en/search/' -> '/search': locale prefix (nl default, /nl and /en accepted) and trailing slash off. */
export function barePath(pathname: string): string {
  const stripped = pathname.replace(/^\/(en|nl)(?=\/|$)/, '') || '/';
  return stripped.length > 1 ? stripped.replace(/\/+$/, '') || '/' : stripped;
}

/** 'en' for /en and /en/..., else 'nl' (also for /nl/...). */
export function localeOf(pathname: string): 'nl' | 'en' {
  return /^\/en(\/|$)/.test(pathname) ? 'en' : 'nl';
}

export function routeOwner(table: Pick<RouteTable, 'routes'>, pathname: string): string | null {
  const bare = barePath(pathname);
  for (const [pattern, owner] of table.routes) if (pattern.test(bare)) return owner;
  return null;
}

/**
 * Where an old or short path moves to, keeping its locale prefix; null for known routes and paths no
 * rule matches (the same rules and order as the shell's redirectFor).
 */
export function redirectTarget(table: RouteTable, pathname: string): string | null {
  const bare = barePath(pathname);
  if (table.routes.some(([pattern]) => pattern.test(bare))) return null;
  for (const [pattern, target] of table.redirects) {
    if (!pattern.test(bare)) continue;
    const to = bare.replace(pattern, target);
    const prefix = /^\/(en|nl)(?=\/|$)/.exec(pathname)?.[1];
    return prefix ? `/${prefix}${to === '/' ? '' : to}` : to;
  }
  return null;
}
