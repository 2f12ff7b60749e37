/** GET /api/calendar/{secret}.ics: a space's bookings as an ICS feed (no login; the secret is the key). */
import type Router from '@koa/router';
import { notFound } from '../../errors/ApiError';
import { clock } from '../../jobs/clock';
import { exportFeed } from '../../services/calendars/icsExport';
import type { AppDeps, AppState } from '../../types';

export function calendarFeedRoutes(router: Router<AppState>, { knex }: AppDeps): void {
  router.get('/calendar/:file', async (ctx) => {
    const m = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(ctx.params.file ?? '');
    const body = m ? await exportFeed(knex, m[1]!, clock.now()) : null;
    if (body === null) throw notFound('calendar');
    ctx.set('Content-Type', 'text/calendar; charset=utf-8');
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.set('X-Robots-Tag', 'noindex');
    ctx.body = body;
  });
}
