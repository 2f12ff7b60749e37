/**
 * venue_search(input): venues with their matching spaces (docs/CONTRACTS.md "Discovery").
 * One SQL statement (venueSearchSql.ts) gives the page, totals and price histogram; suggestions
 * are computed only when nothing matches. Pages are over venues in a total order (sort key, then
 * venue_id), so consecutive pages have no duplicates or gaps.
 */
import { ApiError, unauthenticated } from '../../errors/ApiError';
import { venueUrl } from '../../queries/urls';
import { normalizeSearchInput, priceBuckets, SearchInputError, type VenueFindInput } from '../../domain/search/searchInput';
import type { GraphQLContext } from '../context';
import { toSpaceCard, type SpaceCard } from './rows';
import { searchSuggestions } from './suggestions';
import { venueSearchStatement, type SearchScope } from './venueSearchSql';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_ATTENDEES } from '../../domain/search/searchInput';

interface VenueHit {
  venue_id: number;
  venue_name: string;
  venue_hash: string;
  venue_slug: string;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  min_price: number;
  distance: number | null;
  rating: number | null;
  space_ids: number[];
  more_spaces: number;
}

export function searchScope(input: VenueFindInput, ctx: GraphQLContext): SearchScope {
  try {
    const criteria = normalizeSearchInput(input);
    if (criteria.favoritesOnly && !ctx.viewer) throw unauthenticated();
    return { criteria, viewerId: ctx.viewer?.accountId ?? null, now: Date.now() };
  } catch (err) {
    if (err instanceof SearchInputError) {
      throw new ApiError('FIELD_VALIDATION', { entity: 'venue_search', key: err.key, meta: { field: err.field, fields: { [err.field]: err.key }, ...err.meta } });
    }
    throw err;
  }
}

export async function venue_search(_: unknown, args: { input?: VenueFindInput | null }, ctx: GraphQLContext) {
  const scope = searchScope(args.input ?? {}, ctx);
  const { criteria } = scope;
  const { rows } = await venueSearchStatement(ctx.knex, scope);
  const row = rows[0] as { total: number; total_spaces: number; total_is_capped: boolean; histogram: Array<{ bucket: number; count: number }>; venues: VenueHit[] };
  const hits = row.venues;

  const spaceIds = hits.flatMap((h) => h.space_ids);
  const loaded = await ctx.loaders.space.loadMany(spaceIds);
  const cards = new Map<number, SpaceCard>();
  for (const r of loaded) if (r && !(r instanceof Error)) cards.set(r.space_id, toSpaceCard(r));

  const histogram = priceBuckets(new Map(row.histogram.map((h) => [h.bucket, h.count])));
  return {
    venues: hits.map((h) => ({
      venue_id: h.venue_id,
      venue_name: h.venue_name,
      venue_url: venueUrl(h.venue_hash, h.venue_slug),
      city: h.city,
      latitude: h.latitude,
      longitude: h.longitude,
      min_price: h.min_price,
      distance: h.distance,
      rating: h.rating,
      venue_spaces: h.space_ids.flatMap((id) => {
        const card = cards.get(id);
        return card ? [{ ...card, distance: h.distance }] : [];
      }),
      more_spaces: h.more_spaces,
    })),
    total: row.total,
    total_spaces: row.total_spaces,
    total_is_capped: row.total_is_capped,
    page: criteria.page,
    size: criteria.size,
    total_pages: Math.ceil(row.total / criteria.size),
    price_histogram: histogram,
    suggestions: row.total === 0 ? await searchSuggestions(ctx, scope) : [],
  };
}
