/**
 * specific_instance_by_slug(instance_type, slug):
 * SPACE -> slug is the space_reference; VENUE -> slug is the venue hash ("hash" or "hash/name");
 * TAG -> "region/city/tag" (a city's tag page); SEO -> "region" or "region/city" (a location page).
 */
import { notFound } from '../../errors/ApiError';
import { getLocation, getLocationTag } from '../../services/content/locations';
import { spaceIdByReference, venueIdByHash } from '../../services/search/spaceDetails';
import type { GraphQLContext } from '../context';
import { assertCanSeeSpace, assertCanSeeVenue } from './access';
import { toSpace, toVenue } from './rows';

export async function specific_instance_by_slug(
  _: unknown,
  args: { instance_type: 'SPACE' | 'VENUE' | 'TAG' | 'SEO'; slug: string },
  ctx: GraphQLContext,
) {
  const slug = args.slug.trim().replace(/^\/+/, '');
  if (args.instance_type === 'TAG') {
    const tag = await getLocationTag(ctx.knex, slug, ctx.locale);
    if (!tag) throw notFound('location_tag');
    return { space: null, venue: null, tag, seo: null };
  }
  if (args.instance_type === 'SEO') {
    const seo = await getLocation(ctx.knex, slug, ctx.locale);
    if (!seo) throw notFound('location');
    return { space: null, venue: null, tag: null, seo };
  }
  if (args.instance_type === 'SPACE') {
    if (!/^\d{1,12}$/.test(slug)) throw notFound('space');
    const found = await spaceIdByReference(ctx.knex, slug);
    const row = await assertCanSeeSpace(ctx, found !== null ? await ctx.loaders.space.load(found) : null);
    const space = toSpace(row);
    const venueRow = await ctx.loaders.venue.load(row.venue_id);
    return { space, venue: venueRow ? toVenue(venueRow) : null };
  }
  const hash = slug.split('/')[0] ?? '';
  if (!/^[a-z0-9]{8}$/.test(hash)) throw notFound('venue');
  const found = await venueIdByHash(ctx.knex, hash);
  const venueRow = await assertCanSeeVenue(ctx, found !== null ? await ctx.loaders.venue.load(found) : null);
  return { space: null, venue: toVenue(venueRow) };
}
