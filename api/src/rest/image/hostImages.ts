/**
 * Host photos (host-and-admin sections 5, 7): POST image/?owner_type=VENUE|SPACE|COLLECTION|FEEDBACK (same
 * byte checks as the avatar upload; kept by the storage adapter, not linked yet), POST
 * image/{venue|space}/{id}/bulk/ (3..10, order = position; left-out photos are deleted),
 * GET image/{venue|space}/{id}/, and WebP variants GET image/{id}/{variant}.webp or image/{id}/?w=N.
 */
import type Router from '@koa/router';
import { IMAGE_MAX_BYTES } from '../../domain/images/imageRules';
import { acceptUpload } from '../../services/imaging/acceptUpload';
import { imageSource, insertHostUpload, photosArePublic } from '../../services/imaging/imageRows';
import { notFound } from '../../errors/ApiError';
import { isVariant, renderWebp, VARIANTS, variantUrls, widthFor } from '../../services/imaging';
import { newImageKey, storageFor, type StorageAdapter } from '../../services/storage';
import type { AppDeps, AppState } from '../../types';
import { imageUrl } from '../../types';
import { imageError, readUpload } from '../imageUpload';
import { requirePermission } from '../../auth/guards';
import { hostCaller, ownSpace, ownVenue, requireHostOrganisation } from '../../services/host/access';
import { RATE_LIMITS } from '../../domain/auth/rateLimits';
import { hitRateLimit } from '../../middleware/rateLimit';
import { bodyOf, idParam } from '../../services/host/hostErrors';
import { imagesOf } from '../../services/host/hostImageRows';
import { linkPhotos } from '../../services/host/photos';

const EXT: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/svg+xml': 'svg' };
const HOST_OWNERS = ['VENUE', 'SPACE', 'COLLECTION'] as const;

async function bytesOf(storage: StorageAdapter, row: { data: Buffer | null; storage_key: string | null }): Promise<Buffer | null> {
  if (row.data) return row.data;
  return row.storage_key ? storage.get(row.storage_key) : null;
}


export function hostImageRoutes(router: Router<AppState>, { knex, config }: AppDeps): void {
  const storage = () => storageFor(config.varDir);

  router.post('/image/', async (ctx, next) => {
    const ownerType = String(ctx.query.owner_type ?? '').toUpperCase();
    if (ownerType === 'FEEDBACK') return feedbackAvatar(ctx);
    if (!(HOST_OWNERS as readonly string[]).includes(ownerType)) return next(); // the avatar upload
    const caller = await hostCaller(knex, ctx.state.viewer, ownerType === 'COLLECTION' ? 'organisation.update' : 'venue.update');
    requireHostOrganisation(caller);
    await hitRateLimit(knex, RATE_LIMITS.hostUploadPerAccount, `account-${caller.accountId}`);
    const verdict = await acceptUpload(await readUpload(ctx, IMAGE_MAX_BYTES));
    if (!verdict.ok) throw imageError(verdict.key, verdict.meta);
    const key = newImageKey(EXT[verdict.mime]!);
    await storage().put(key, verdict.bytes);
    const row = await insertHostUpload(knex, ownerType as 'VENUE' | 'SPACE' | 'COLLECTION', verdict, key, ctx.state.viewer!.accountId);
    ctx.status = 201;
    ctx.body = { ...row, image_url: imageUrl(row.image_id), variants: variantUrls(row.image_id) };
  });

  /** A testimonial's avatar (admin Feedback tab): staff with admin.content.update; linked by add_feedback / edit_feedback. */
  async function feedbackAvatar(ctx: Parameters<Parameters<typeof router.post>[1]>[0]) {
    const subject = await requirePermission(knex, ctx.state.viewer, 'admin.content.update');
    await hitRateLimit(knex, RATE_LIMITS.hostUploadPerAccount, `account-${subject.accountId}`);
    const verdict = await acceptUpload(await readUpload(ctx, IMAGE_MAX_BYTES));
    if (!verdict.ok) throw imageError(verdict.key, verdict.meta);
    const key = newImageKey(EXT[verdict.mime]!);
    await storage().put(key, verdict.bytes);
    const row = await insertHostUpload(knex, 'FEEDBACK', verdict, key, ctx.state.viewer!.accountId) // staff only: never anonymous;
    ctx.status = 201;
    ctx.body = { ...row, image_url: imageUrl(row.image_id), variants: variantUrls(row.image_id) };
  }

  for (const owner of ['VENUE', 'SPACE'] as const) {
    const path = owner.toLowerCase();
    router.post(`/image/${path}/:id/bulk/`, async (ctx) => {
      const caller = await hostCaller(knex, ctx.state.viewer, owner === 'VENUE' ? 'venue.update' : 'space.update');
      const id = owner === 'VENUE' ? (await ownVenue(knex, caller, idParam(ctx.params.id))).venue_id : (await ownSpace(knex, caller, idParam(ctx.params.id))).space_id;
      ctx.body = await linkPhotos(knex, storage(), caller, owner, id, bodyOf(ctx.request.body).images_ids);
    });
    router.get(`/image/${path}/:id/`, async (ctx) => {
      const id = idParam(ctx.params.id);
      if (!(await photosArePublic(knex, owner, id))) {
        const caller = await hostCaller(knex, ctx.state.viewer, 'venue.view');
        if (owner === 'VENUE') await ownVenue(knex, caller, id);
        else await ownSpace(knex, caller, id);
      }
      ctx.body = (await imagesOf(knex, owner, [id])).get(id)!;
    });
  }

  const serveVariant = async (ctx: any, id: number, width: number) => {
    const row = await imageSource(knex, id);
    if (!row) throw notFound('image');
    const etag = `"img-${id}-w${width}"`;
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('ETag', etag);
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    const cacheKey = `variants/${id}-${width}.webp`;
    let out = await storage().get(cacheKey);
    if (!out) {
      const original = await bytesOf(storage(), row);
      if (!original) throw notFound('image');
      out = await renderWebp(original, width);
      await storage().put(cacheKey, out).catch(() => undefined); // cache only; serving still works
    }
    ctx.type = 'image/webp';
    ctx.body = out;
  };

  router.get('/image/:id/:file', async (ctx, next) => {
    const m = /^([a-z]+)\.webp$/.exec(ctx.params.file ?? '');
    const id = idParam(ctx.params.id);
    if (!m || !id || !isVariant(m[1]!)) return next();
    await serveVariant(ctx, id, VARIANTS[m[1]!]);
  });

  /** ?w=N, and photos kept by the storage adapter (the original bytes) */
  router.get('/image/:id/', async (ctx, next) => {
    const id = idParam(ctx.params.id);
    if (!id) return next();
    const width = widthFor(typeof ctx.query.w === 'string' ? ctx.query.w : undefined);
    if (width) return serveVariant(ctx, id, width);
    const row = await imageSource(knex, id);
    if (!row || row.data || !row.storage_key) return next();
    const bytes = await storage().get(row.storage_key);
    if (!bytes) throw notFound('image');
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('ETag', `"img-${id}"`);
    if (row.mime_type === 'image/svg+xml') ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = row.mime_type;
    ctx.body = bytes;
  });
}
