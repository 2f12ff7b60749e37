/** GET /api/image/{id}/: the stored image bytes, its content type, cached for a year. */
import type Router from '@koa/router';
import { notFound } from '../errors/ApiError';
import type { AppDeps, AppState } from '../types';
import { contentImageRoutes } from './contentImage';
import { imageSource } from '../services/imaging/imageRows';
import { imageUploadRoutes } from './imageUpload';

const SAFE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml', 'image/avif']);

export function imageRoutes(router: Router<AppState>, deps: AppDeps): void {
  const { knex } = deps;
  imageUploadRoutes(router, deps);
  contentImageRoutes(router, deps);
  router.get('/image/:id/', async (ctx) => {
    const id = /^\d{1,9}$/.test(ctx.params.id ?? '') ? Number(ctx.params.id) : null;
    const row = id ? await imageSource(knex, id) : undefined;
    if (!row || !row.data) throw notFound('image');
    const type = SAFE_TYPES.has(row.mime_type) ? row.mime_type : 'application/octet-stream';
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('ETag', `"img-${id}"`);
    if (type === 'image/svg+xml') ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = type;
    ctx.body = row.data;
  });
}
