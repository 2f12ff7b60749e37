/**
 * POST /api/image/ (multipart, field "file"): the caller's avatar, checked by its bytes
 * (domain/images/imageRules). DELETE /api/image/account/{id}/: removes the caller's own avatar.
 */
import type Router from '@koa/router';
import busboy from 'busboy';
import { requirePermission } from '../auth/guards';
import { RATE_LIMITS } from '../domain/auth/rateLimits';
import { IMAGE_MAX_BYTES } from '../domain/images/imageRules';
import { acceptUpload } from '../services/imaging/acceptUpload';
import { removeAvatar, replaceAvatar } from '../services/imaging/imageRows';
import { ApiError } from '../errors/ApiError';
import { hitRateLimit } from '../middleware/rateLimit';
import type { AppContext, AppDeps, AppState } from '../types';
import { imageUrl } from '../types';

export const imageError = (key: string, meta?: Record<string, unknown>) =>
  new ApiError('FIELD_VALIDATION', { entity: 'image', key, status: key === 'image_too_big' ? 413 : 400, meta: { field: 'file', fields: { file: key }, ...meta } });

/** Reads the one file of a multipart request; refuses more than max bytes without buffering them. */
export function readUpload(ctx: AppContext, max: number): Promise<Buffer> {
  const type = ctx.get('Content-Type');
  if (!/^multipart\/form-data/i.test(type)) return Promise.reject(imageError('required'));
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: ctx.req.headers, limits: { files: 1, fileSize: max + 1, fields: 10, parts: 12 } });
    } catch {
      reject(imageError('required'));
      return;
    }
    let file: Buffer | null = null;
    let failure: ApiError | null = null;
    bb.on('file', (name, stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => {
        failure = imageError('image_too_big', { max_bytes: IMAGE_MAX_BYTES });
        stream.resume();
      });
      stream.on('end', () => {
        if (name === 'file' && !failure) file = Buffer.concat(chunks);
      });
    });
    bb.on('error', () => reject(imageError('required')));
    bb.on('close', () => {
      if (failure) reject(failure);
      else if (!file || file.length === 0) reject(imageError('required'));
      else resolve(file);
    });
    ctx.req.pipe(bb);
  });
}

export function imageUploadRoutes(router: Router<AppState>, { knex }: AppDeps): void {
  router.post('/image/', async (ctx) => {
    const subject = await requirePermission(knex, ctx.state.viewer, 'avatar.upload');
    await hitRateLimit(knex, RATE_LIMITS.uploadPerAccount, `account-${subject.accountId}`);
    const verdict = await acceptUpload(await readUpload(ctx, IMAGE_MAX_BYTES));
    if (!verdict.ok) throw imageError(verdict.key, verdict.meta);
    const image = await replaceAvatar(knex, subject.accountId!, verdict);
    ctx.status = 201;
    ctx.body = { ...image, image_url: imageUrl(image.image_id) };
  });

  router.delete('/image/account/:id/', async (ctx) => {
    const subject = await requirePermission(knex, ctx.state.viewer, 'profile.update');
    const id = /^\d{1,9}$/.test(ctx.params.id ?? '') ? Number(ctx.params.id) : 0;
    await removeAvatar(knex, subject.accountId!, id);
    ctx.status = 204;
  });
}
