/**
 * GET organisation/, POST organisation/public/ and organisation/private/ (host-and-admin sections 3, 5, 7).
 * A new organisation waits for staff review (review_status PENDING, not allowed to activate spaces
 * until an admin approves). Saving makes the account a VENDOR.
 */
import type Router from '@koa/router';
import { requireLogin } from '../../auth/guards';
import { forbidden, notFound } from '../../errors/ApiError';
import type { AppDeps, AppState } from '../../types';
import { loadOrganisation, organisationTies, saveOrganisation, viewerOrganisationId } from '../../services/host/organisation';
import { bodyOf } from '../../services/host/hostErrors';

export function organisationRoutes(router: Router<AppState>, { knex }: AppDeps): void {
  router.get('/organisation/', async (ctx) => {
    const viewer = requireLogin(ctx.state.viewer);
    const organisationId = await viewerOrganisationId(knex, viewer.accountId);
    if (organisationId === null) throw notFound('organisation');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await loadOrganisation(knex, organisationId);
  });

  for (const type of ['PUBLIC', 'PRIVATE'] as const) {
    router.post(`/organisation/${type.toLowerCase()}/`, async (ctx) => {
      const viewer = requireLogin(ctx.state.viewer);
      const { owns, isMember } = await organisationTies(knex, viewer.accountId);
      if (isMember && !owns) throw forbidden('organisation'); // team members do not register organisations
      const id = await saveOrganisation(knex, viewer.accountId, type, bodyOf(ctx.request.body));
      ctx.status = owns ? 200 : 201;
      ctx.body = await loadOrganisation(knex, id);
    });
  }
}
