/** GET /api/health: { status: "ok", db: "up" }, or 503 with db: "down". */
import type Router from '@koa/router';
import { pingDatabase } from '../db/database';
import type { AppDeps, AppState } from '../types';

export function healthRoutes(router: Router<AppState>, { knex }: AppDeps): void {
  router.get('/health', async (ctx) => {
    const up = await pingDatabase(knex);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = up ? 200 : 503;
    ctx.body = up ? { status: 'ok', db: 'up' } : { status: 'unavailable', db: 'down' };
  });
}
