/** GET /api/venue/ (VENDOR only): the caller's organisation's venues with their spaces. */
import type Router from '@koa/router';
import { requireRole } from '../auth/guards';
import { organisationIdOf } from '../queries/organisation';
import { spaceUrl, venueUrl } from '../queries/urls';
import type { AppDeps, AppState } from '../types';

interface VenueRow {
  venue_id: number;
  venue_hash: string;
  venue_name: string;
  venue_slug: string;
  status: string;
  is_active: boolean;
  address: string | null;
  city: string | null;
}

interface SpaceRow {
  space_id: number;
  venue_id: number;
  space_name: string;
  space_slug: string;
  space_reference: string;
  is_active: boolean;
  half_day_price: number;
  max_guests: number;
  space_booking_type: string;
}

export function venueRoutes(router: Router<AppState>, { knex }: AppDeps): void {
  router.get('/venue/', async (ctx) => {
    const viewer = requireRole(ctx.state.viewer, 'VENDOR');
    const organisationId = await organisationIdOf(knex, viewer.accountId);
    ctx.set('Cache-Control', 'private, no-store');
    if (organisationId === null) {
      ctx.body = [];
      return;
    }
    const venues: VenueRow[] = await knex('venue as v')
      .leftJoin('seo_location as c', 'c.location_id', 'v.city_id')
      .where('v.organisation_id', organisationId)
      .orderBy('v.venue_id')
      .select('v.venue_id', 'v.venue_hash', 'v.venue_name', 'v.venue_slug', 'v.status', 'v.is_active', 'v.address', 'c.name as city');
    const spaces: SpaceRow[] = venues.length
      ? await knex('space')
          .whereIn('venue_id', venues.map((v) => v.venue_id))
          .orderBy('space_id')
          .select('space_id', 'venue_id', 'space_name', 'space_slug', 'space_reference', 'is_active', 'half_day_price', 'max_guests', 'space_booking_type')
      : [];
    ctx.body = venues.map((v) => ({
      venue_id: v.venue_id,
      venue_name: v.venue_name,
      venue_url: venueUrl(v.venue_hash, v.venue_slug),
      status: v.status,
      is_active: v.is_active,
      address: v.address,
      city: v.city,
      venue_spaces: spaces
        .filter((s) => s.venue_id === v.venue_id)
        .map(({ venue_id: _venueId, space_slug, ...s }) => ({ ...s, space_url: spaceUrl(v.venue_hash, space_slug, s.space_reference) })),
    }));
  });
}
