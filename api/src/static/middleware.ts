/**
 * Everything outside /api/: /mfe-manifest.json, /mfe/<package>/<file>, /releases/...,
 * shell dist files at /, and the HTML fallback to the shell's index.html (with the route's
 * preloads, see routePreload.ts).
 * koa-send refuses paths that leave their root (403) and hidden files. When the build left a
 * precompressed sibling (file.br, file.gz) and the request accepts that encoding, koa-send sends it
 * with Content-Encoding and the original file's Content-Type; the answer varies on Accept-Encoding.
 */
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import type { ServerConfig } from '../config';
import { ApiError } from '../errors/ApiError';
import { manifestBody } from './manifest';
import { indexHtmlFor } from './routePreload';
import { MFE_PACKAGE, cacheControlFor, packageDist, releasesDir, shellDist } from './paths';
import type { AppContext } from '../types';

const setCache = (res: { setHeader(name: string, value: string): void }, file: string): void => {
  res.setHeader('Cache-Control', cacheControlFor(file));
};

async function sendFrom(ctx: AppContext, root: string, file: string, cors: boolean): Promise<boolean> {
  if (!file || file.endsWith('/')) return false;
  if (cors) ctx.set('Access-Control-Allow-Origin', '*');
  ctx.vary('Accept-Encoding');
  try {
    const served = await send(ctx, file, { root, hidden: false, brotli: true, gzip: true, setHeaders: setCache });
    return Boolean(served);
  } catch (err) {
    if ((err as { status?: number }).status === 404) return false;
    throw err;
  }
}

const acceptsHtml = (ctx: AppContext): boolean => (ctx.get('Accept') || '').includes('text/html');

export function staticMiddleware(config: ServerConfig): Middleware {
  return async (ctx: AppContext, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path === '/api') {
      return next();
    }
    const urlPath = ctx.path;

    if (urlPath === '/mfe-manifest.json') {
      ctx.set('Cache-Control', 'no-cache');
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.type = 'application/json';
      ctx.body = await manifestBody(config);
      return;
    }

    const mfe = /^\/mfe\/([^/]+)\/(.+)$/.exec(urlPath);
    if (mfe) {
      const [, pkg, file] = mfe;
      if (MFE_PACKAGE.test(pkg!) && (await sendFrom(ctx, packageDist(config, pkg!), file!, true))) return;
      throw new ApiError('NOT_FOUND', { entity: 'file', key: 'not_found' });
    }

    const release = /^\/releases\/(.+)$/.exec(urlPath);
    if (release) {
      if (await sendFrom(ctx, releasesDir(config), release[1]!, true)) return;
      throw new ApiError('NOT_FOUND', { entity: 'file', key: 'not_found' });
    }

    if (urlPath !== '/' && (await sendFrom(ctx, shellDist(config), urlPath.slice(1), false))) return;

    if (acceptsHtml(ctx)) {
      const html = await indexHtmlFor(config, urlPath);
      if (html === null) {
        throw new ApiError('NOT_FOUND', {
          entity: 'shell',
          key: 'shell_not_built',
          meta: { path: path.join('shell', 'dist', 'index.html') },
        });
      }
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = html;
      return;
    }
    return next();
  };
}
