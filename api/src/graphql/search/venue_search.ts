/**
 * venue_search(input): venues with their matching spaces (docs/CONTRACTS.md "Discovery").
 * One SQL statement (queries/venueSearch.ts) gives the page, totals and price histogram; suggestions
 * are computed only when nothing matches and the client selected them (a field resolved on demand). Statement results go through the result cache
 * (resultCache.ts). Pages are over venues in a total order (sort key, then venue_id), so consecutive
 * pages have no duplicates or gaps.
 */
import { ApiError, unauthenticated } from '../../errors/ApiError';
import { spaceUrl, venueUrl } from '../../queries/urls';
import { imageUrl } from '../../types';
import { normalizeSearchInput, priceBuckets, SearchInputError, type VenueFindInput } from '../../domain/search/searchInput';
import type { GraphQLContext } from '../context';
import { searchSuggestions, type SearchSuggestion } from './suggestions';
import { venueSearchStatement, type SearchScope } from '../../queries/venueSearch';
import { searchRows } from '../../services/search/resultCache';

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
  more_spaces: number;
  spaces: CardFields[];
}

/** The card columns of a hit's spaces (loaded in the search statement itself, no second query). */
interface CardFields {
  space_id: number;
  space_name: string;
  space_slug: string;
  space_reference: string;
  half_day_price: number;
  max_guests: number;
  space_booking_type: string;
  rating: number | null;
  is_afterpay_allowed: boolean;
  has_discount: boolean;
  first_image_id: number | null;
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

/** Where a search's time went (bench:search breakdown): ms waiting for a slot, in the main statement, in suggestions. */
export interface SearchTiming { queued: number; main: number; suggestions: number; resolver: number; total: number; cached: boolean }
let profiler: ((t: SearchTiming) => void) | null = null;
/** bench only: called once per venue_search with its timing */
export function setSearchProfiler(fn: ((t: SearchTiming) => void) | null): void {
  profiler = fn;
}

export async function venue_search(_: unknown, args: { input?: VenueFindInput | null }, ctx: GraphQLContext) {
  const t0 = performance.now();
  const scope = searchScope(args.input ?? {}, ctx);
  const { criteria } = scope;
  let t1 = t0;
  let cached = true;
  const statement = venueSearchStatement(ctx.knex, scope);
  const rows = await searchRows(statement, !criteria.favoritesOnly, () => {
    t1 = performance.now();
    cached = false;
  });
  if (cached) t1 = performance.now();
  const t2 = performance.now();
  const row = rows[0] as { total: number; total_spaces: number; total_is_capped: boolean; histogram: Array<{ bucket: number; count: number }>; venues: VenueHit[] };
  const hits = row.venues;

  const histogram = priceBuckets(new Map(row.histogram.map((h) => [h.bucket, h.count])));
  const result = {
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
      venue_spaces: h.spaces.map((sp) => ({
        space_id: sp.space_id,
        space_name: sp.space_name,
        space_url: spaceUrl(h.venue_hash, sp.space_slug, sp.space_reference),
        space_reference: sp.space_reference,
        half_day_price: sp.half_day_price,
        image_url: imageUrl(sp.first_image_id),
        city: h.city,
        venue_name: h.venue_name,
        max_guests: sp.max_guests,
        space_booking_type: sp.space_booking_type,
        rating: sp.rating,
        // SpaceCard extras without the spaceExtras loader (same values: the venue's coordinates)
        venue_id: h.venue_id,
        latitude: h.latitude,
        longitude: h.longitude,
        is_afterpay_allowed: sp.is_afterpay_allowed,
        has_discount: sp.has_discount,
        distance: h.distance,
      })),
      more_spaces: h.more_spaces,
    })),
    total: row.total,
    total_spaces: row.total_spaces,
    total_is_capped: row.total_is_capped,
    page: criteria.page,
    size: criteria.size,
    total_pages: Math.ceil(row.total / criteria.size),
    price_histogram: histogram,
    // graphql's default resolver calls a function-valued field: the "no results" help (up to three more
    // statements) runs only for a query that selects `suggestions`
    suggestions: (): Promise<SearchSuggestion[]> | SearchSuggestion[] => (row.total === 0 ? suggestionsOnce() : []),
  };
  let pending: Promise<SearchSuggestion[]> | null = null;
  const suggestionsOnce = () => (pending ??= timedSuggestions());
  const report = profiler;
  const t3 = performance.now();
  const timing = { queued: t1 - t0, main: t2 - t1, suggestions: 0, resolver: t3 - t2, total: t3 - t0, cached };
  const timedSuggestions = async () => {
    const t = performance.now();
    try {
      return await searchSuggestions(ctx, scope);
    } finally {
      timing.suggestions = performance.now() - t;
      timing.total += timing.suggestions;
    }
  };
  // bench: reported once the response's fields are resolved (suggestions included when selected)
  if (report) setImmediate(() => void (pending ?? Promise.resolve()).then(() => report(timing), () => report(timing)));
  return result;
}
