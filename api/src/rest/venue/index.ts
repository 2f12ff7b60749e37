/**
 * Venues of the caller's organisation (host-and-admin sections 4, 5, 7): POST venue/, GET venue/,
 * GET/PATCH/DELETE venue/{id}/, activate/deactivate, venue/feature/bulk/, venue/services/bulk/.
 */
import type Router from '@koa/router';
import { requireRole } from '../../auth/guards';
import { organisationIdOf } from '../../queries/organisation';
import { spaceUrl, venueUrl } from '../../queries/urls';
import type { AppDeps, AppState } from '../../types';
import { imageUrl } from '../../types';
import { hostCaller, ownVenue, requireOrganisation } from '../../services/host/access';
import { bodyOf, idParam } from '../../services/host/hostErrors';
import { activateVenue, deactivateVenue, removeVenue } from '../../services/host/lifecycle';
import { saveVenueFeatures, saveVenueServices } from '../../services/host/venueExtras';
import { loadHostVenue, organisationVenues } from '../../services/host/venueView';
import { saveVenue } from '../../services/host/venueWrite';

export function venueRoutes(router: Router<AppState>, { knex }: AppDeps): void {
  router.post('/venue/feature/bulk/', async (ctx) => {
    const caller = await hostCaller(knex, ctx.state.viewer, 'venue.update');
    const body = bodyOf(ctx.request.body);
    const venue = await ownVenue(knex, caller, Number(body.venue_id) || 0);
    ctx.body = { venue_id: venue.venue_id, feature_ids: await saveVenueFeatures(knex, venue.venue_id, body.feature_ids) };
  });

  router.post('/venue/services/bulk/', async (ctx) => {
    const caller = await hostCaller(knex, ctx.state.viewer, 'service.manage');
    const body = bodyOf(ctx.request.body);
    const venue = await ownVenue(knex, caller, Number(body.venue_id) || 0);
    ctx.body = await saveVenueServices(knex, venue.venue_id, body.venue_services);
  });

  router.post('/venue/', async (ctx) => {
    const caller = await hostCaller(knex, ctx.state.viewer, 'space.create');
    const organisationId = requireOrganisation(caller);
    const id = await saveVenue(knex, organisationId, bodyOf(ctx.request.body), null);
    ctx.status = 201;
    ctx.body = await loadHostVenue(knex, id, ctx.state.locale);
  });

  router.get('/venue/', async (ctx) => {
    const viewer = requireRole(ctx.state.viewer, 'VENDOR');
    const organisationId = await organisationIdOf(knex, viewer.accountId);
    ctx.set('Cache-Control', 'private, no-store');
    if (organisationId === null) {
      ctx.body = [];
      return;
    }
    const { venues, spaces } = await organisationVenues(knex, organisationId);
    ctx.body = venues.map((v) => ({
      venue_id: v.venue_id,
      venue_name: v.venue_name,
      venue_url: venueUrl(v.venue_hash, v.venue_slug),
      status: v.status,
      is_active: v.is_active,
      address: v.address,
      city: v.city,
      image_url: imageUrl(v.image_id),
      venue_spaces: spaces
        .filter((s) => s.venue_id === v.venue_id)
        .map(({ venue_id: _venueId, space_slug, ...s }) => ({ ...s, space_url: spaceUrl(v.venue_hash, space_slug, s.space_reference) })),
    }));
  });

  router.get('/venue/:id/', async (ctx) => {
    const caller = await hostCaller(knex, ctx.state.viewer, 'venue.view');
    const venue = await ownVenue(knex, caller, idParam(ctx.params.id));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await loadHostVenue(knex, venue.venue_id, ctx.state.locale);
  });

  const patch = async (ctx: any) => {
    const caller = await hostCaller(knex, ctx.state.viewer, 'venue.update');
    const venue = await ownVenue(knex, caller, idParam(ctx.params.id));
    await saveVenue(knex, venue.organisation_id, bodyOf(ctx.request.body), venue.venue_id);
    ctx.body = await loadHostVenue(knex, venue.venue_id, ctx.state.locale);
  };
  router.patch('/venue/:id', patch);
  router.patch('/venue/:id/', patch);

  router.delete('/venue/:id/', async (ctx) => {
    const caller = await hostCaller(knex, ctx.state.viewer, 'space.delete');
    const venue = await ownVenue(knex, caller, idParam(ctx.params.id));
    await removeVenue(knex, venue.venue_id);
    ctx.status = 204;
  });

  router.post('/venue/:id/activate/', async (ctx) => {
    const caller = await hostCaller(knex, ctx.state.viewer, 'space.activate');
    const venue = await ownVenue(knex, caller, idParam(ctx.params.id));
    await activateVenue(knex, venue.venue_id);
    ctx.body = await loadHostVenue(knex, venue.venue_id, ctx.state.locale);
  });

  router.post('/venue/:id/deactivate/', async (ctx) => {
    const caller = await hostCaller(knex, ctx.state.viewer, 'venue.update');
    const venue = await ownVenue(knex, caller, idParam(ctx.params.id));
    await deactivateVenue(knex, venue.venue_id);
    ctx.body = await loadHostVenue(knex, venue.venue_id, ctx.state.locale);
  });
}
