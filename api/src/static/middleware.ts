/**
 * Everything outside /api/: /mfe-manifest.json, /mfe/<package>/<file>, /releases/...,
 * shell dist files at /, and every page's first HTML (pageHtml.ts: the route's preloads, its own head
 * and text, 404 for unknown paths, 301 for the shell's redirect rules).
 * koa-send refuses paths that leave their root (403) and hidden files. When the build left a
 * precompressed sibling (file.br, file.gz) and the request accepts that encoding, koa-send sends it
 * with Content-Encoding and the original file's Content-Type; the answer varies on Accept-Encoding.
 */
import path from 'node:path';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import send from 'koa-send';
import type { ServerConfig } from '../config';
import { ApiError } from '../errors/ApiError';
import { manifestBody } from './manifest';
import { pageAnswer } from './pageHtml';
import { robotsTxt, sitemapXml } from './sitemap';
import { publicOrigin } from '../auth/requestInfo';
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

/** Browsers ask for text/html; crawlers and curl often send * / * (then HTML is what they get). */
const acceptsHtml = (ctx: AppContext): boolean => ctx.accepts('html') === 'html';

export function staticMiddleware(config: ServerConfig, knex: Knex, log: (err: unknown) => void = () => undefined): Middleware {
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

    if (urlPath === '/robots.txt') {
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = robotsTxt(publicOrigin(`${ctx.protocol}://${ctx.host}`));
      return;
    }

    const sitemap = /^\/sitemap(?:-([1-9]\d{0,4}))?\.xml$/.exec(urlPath);
    if (sitemap) {
      const xml = await sitemapXml(config, knex, publicOrigin(`${ctx.protocol}://${ctx.host}`), Number(sitemap[1] ?? 0));
      if (xml === null) throw new ApiError('NOT_FOUND', { entity: 'file', key: 'not_found' });
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.type = 'application/xml; charset=utf-8';
      ctx.body = xml;
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
      const answer = await pageAnswer(config, knex, { pathname: urlPath, search: ctx.search, origin: publicOrigin(`${ctx.protocol}://${ctx.host}`) }, log);
      if (answer.kind === 'unbuilt') {
        throw new ApiError('NOT_FOUND', {
          entity: 'shell',
          key: 'shell_not_built',
          meta: { path: path.join('shell', 'dist', 'index.html') },
        });
      }
      ctx.set('Cache-Control', 'no-cache');
      if (answer.kind === 'redirect') {
        ctx.status = 301;
        ctx.redirect(answer.to);
        return;
      }
      ctx.status = answer.status;
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = answer.html;
      return;
    }
    return next();
  };
}
