/** GET admin/payouts.csv?status=&date_from=&date_to=&organisation_id=&search=: the admin Payouts tab's export (admin.payouts.manage). */
import type Router from '@koa/router';
import { requirePermission } from '../../auth/guards';
import { payoutsCsv, type PayoutFilter } from '../../services/admin/payouts';
import type { AppDeps, AppState } from '../../types';

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || null;

export function adminPayoutRoutes(router: Router<AppState>, { knex }: AppDeps): void {
  router.get('/admin/payouts.csv', async (ctx) => {
    await requirePermission(knex, ctx.state.viewer, 'admin.payouts.manage');
    const status = one(ctx.query.status);
    const organisation = Number(one(ctx.query.organisation_id));
    const filter: PayoutFilter = {
      status: status === 'PENDING' || status === 'COMPLETED' || status === 'FAILED' ? status : null,
      date_from: one(ctx.query.date_from), date_to: one(ctx.query.date_to),
      organisation_id: Number.isSafeInteger(organisation) && organisation > 0 ? organisation : null,
      search: one(ctx.query.search),
    };
    ctx.body = await payoutsCsv(knex, filter);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', 'attachment; filename="payouts.csv"');
    ctx.set('Cache-Control', 'no-store');
  });
}
