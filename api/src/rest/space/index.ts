/**
 * Spaces (host-and-admin sections 4, 5, 7): POST space/, GET/PATCH/DELETE space/{id}/, activate,
 * deactivate, space/{spaceId}/configuration/bulk/, space/facility/bulk/, space/feature/bulk/,
 * GET space/{id}/facility/. Team members may not create or delete spaces (roles table).
 */
import type Router from '@koa/router';
import type { AppDeps, AppState } from '../../types';
import { hostCaller, ownSpace, ownVenue } from '../../services/host/access';
import { bodyOf, idParam } from '../../services/host/hostErrors';
import { saveFeatures } from '../../services/host/venueExtras';
import { saveSpaceFacilities, spaceFacilities } from '../../services/host/spaceFacilities';
import { activateSpace, deactivateSpace, removeSpace } from '../../services/host/lifecycle';
import { loadHostSpace } from '../../services/host/spaceView';
import { checkedConfigurations, saveConfigurations, saveSpace } from '../../services/host/spaceWrite';

export function spaceRoutes(router: Router<AppState>, { knex }: AppDeps): void {
  router.post('/space/facility/bulk/', async (ctx) => {
    const caller = await hostCaller(knex, ctx.state.viewer, 'space.update');
    const body = bodyOf(ctx.request.body);
    const space = await ownSpace(knex, caller, Number(body.space_id) || 0);
    await saveSpaceFacilities(knex, space.venue_id, space.space_id, body);
    ctx.body = await spaceFacilities(knex, space.space_id, ctx.state.locale);
  });

  router.post('/space/feature/bulk/', async (ctx) => {
    const caller = await hostCaller(knex, ctx.state.viewer, 'space.update');
    const body = bodyOf(ctx.request.body);
    const space = await ownSpace(knex, caller, Number(body.space_id) || 0);
    ctx.body = { space_id: space.space_id, feature_ids: await saveFeatures(knex, 'SPACE', space.space_id, body.feature_ids) };
  });

  router.post('/space/', async (ctx) => {
    const caller = await hostCaller(knex, ctx.state.viewer, 'space.create');
    const body = bodyOf(ctx.request.body);
    const venue = await ownVenue(knex, caller, Number(body.venue_id) || 0);
    const { spaceId, warnings } = await saveSpace(knex, caller.subject, venue.venue_id, body, null);
    ctx.status = 201;
    ctx.body = { ...(await loadHostSpace(knex, spaceId)), warnings };
  });

  router.get('/space/:id/', async (ctx) => {
    const caller = await hostCaller(knex, ctx.state.viewer, 'venue.view');
    const space = await ownSpace(knex, caller, idParam(ctx.params.id));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await loadHostSpace(knex, space.space_id);
  });

  const patch = async (ctx: any) => {
    const caller = await hostCaller(knex, ctx.state.viewer, 'space.update');
    const space = await ownSpace(knex, caller, idParam(ctx.params.id));
    const { warnings } = await saveSpace(knex, caller.subject, space.venue_id, bodyOf(ctx.request.body), space.space_id);
    ctx.body = { ...(await loadHostSpace(knex, space.space_id)), warnings };
  };
  router.patch('/space/:id', patch);
  router.patch('/space/:id/', patch);

  router.delete('/space/:id/', async (ctx) => {
    const caller = await hostCaller(knex, ctx.state.viewer, 'space.delete');
    const space = await ownSpace(knex, caller, idParam(ctx.params.id));
    await removeSpace(knex, space.space_id);
    ctx.status = 204;
  });

  router.post('/space/:id/activate/', async (ctx) => {
    const caller = await hostCaller(knex, ctx.state.viewer, 'space.activate');
    const space = await ownSpace(knex, caller, idParam(ctx.params.id));
    await activateSpace(knex, caller.subject, space.space_id);
    ctx.body = await loadHostSpace(knex, space.space_id);
  });

  router.post('/space/:id/deactivate/', async (ctx) => {
    const caller = await hostCaller(knex, ctx.state.viewer, 'space.update');
    const space = await ownSpace(knex, caller, idParam(ctx.params.id));
    await deactivateSpace(knex, space.space_id);
    ctx.body = await loadHostSpace(knex, space.space_id);
  });

  router.post('/space/:id/configuration/bulk/', async (ctx) => {
    const caller = await hostCaller(knex, ctx.state.viewer, 'space.update');
    const space = await ownSpace(knex, caller, idParam(ctx.params.id));
    const rows = await checkedConfigurations(knex, bodyOf(ctx.request.body).configurations);
    await saveConfigurations(knex, space.space_id, rows);
    ctx.body = (await loadHostSpace(knex, space.space_id)).space_configurations;
  });

  router.get('/space/:id/facility/', async (ctx) => {
    const caller = await hostCaller(knex, ctx.state.viewer, 'venue.view');
    const space = await ownSpace(knex, caller, idParam(ctx.params.id));
    ctx.body = await spaceFacilities(knex, space.space_id, ctx.state.locale);
  });
}
