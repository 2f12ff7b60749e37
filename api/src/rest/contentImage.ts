/**
 * POST /api/image/content/ (multipart, field "file"): an image for content (an article's picture, an
 * image in its text, a block's image), for content editors and admins. The same byte checks as every
 * upload (domain/images/imageRules via acceptUpload); answers the image id and its URL.
 */
import type Router from '@koa/router';
import { requirePermission } from '../auth/guards';
import { RATE_LIMITS } from '../domain/auth/rateLimits';
import { IMAGE_MAX_BYTES } from '../domain/images/imageRules';
import { hitRateLimit } from '../middleware/rateLimit';
import { storeContentImage } from '../services/content/contentImages';
import { acceptUpload } from '../services/imaging/acceptUpload';
import type { AppDeps, AppState } from '../types';
import { imageUrl } from '../types';
import { imageError, readUpload } from './imageUpload';

export function contentImageRoutes(router: Router<AppState>, { knex }: AppDeps): void {
  router.post('/image/content/', async (ctx) => {
    const subject = await requirePermission(knex, ctx.state.viewer, 'admin.content.update');
    await hitRateLimit(knex, RATE_LIMITS.uploadPerAccount, `account-${subject.accountId}`);
    const verdict = await acceptUpload(await readUpload(ctx, IMAGE_MAX_BYTES));
    if (!verdict.ok) throw imageError(verdict.key, verdict.meta);
    const image = await storeContentImage(knex, verdict);
    ctx.status = 201;
    ctx.body = { ...image, image_url: imageUrl(image.image_id) };
  });
}
