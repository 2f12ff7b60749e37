/** "No results" help for venue_search: which filter to drop (with the count it gives) and nearby cities. */
import type { Knex } from 'knex';
import type { GraphQLContext } from '../context';
import { RELAXABLE_FILTERS, relax, type SearchCriteria } from '../../domain/search/searchInput';
import { nearbyCitiesStatement, relaxedCountsStatement, searchPointStatement, type SearchScope } from '../../queries/venueSearch';
import { searchRows } from '../../services/search/resultCache';

export interface SearchSuggestion {
  kind: 'RELAX_FILTER' | 'NEARBY_CITY';
  filter: string | null;
  count: number;
  city: string | null;
  city_slug: string | null;
  latitude: number | null;
  longitude: number | null;
}

const MAX_SUGGESTIONS = 5;

type RowsOf = (statement: Knex.Raw) => Promise<Array<Record<string, unknown>>>;

async function suggestionPoint(knex: Knex, c: SearchCriteria, rowsOf: RowsOf): Promise<{ lat: number; lng: number } | null> {
  if (c.centre) return c.centre;
  if (c.bounds) return { lat: (c.bounds.north + c.bounds.south) / 2, lng: (c.bounds.east + c.bounds.west) / 2 };
  if (!c.search) return null;
  const rows = await rowsOf(searchPointStatement(knex, c.search));
  const row = rows[0] as { latitude: number; longitude: number } | undefined;
  return row ? { lat: row.latitude, lng: row.longitude } : null;
}

export async function searchSuggestions(ctx: GraphQLContext, scope: SearchScope): Promise<SearchSuggestion[]> {
  const c = scope.criteria;
  const relaxed = RELAXABLE_FILTERS.flatMap((filter) => {
    const r = relax(c, filter);
    return r ? [{ filter, criteria: r }] : [];
  });
  // all relaxed counts in one statement (searchRows: cached, else under the search concurrency limit)
  const cacheable = !c.favoritesOnly;
  const rowsOf = (statement: Knex.Raw) => searchRows(statement, cacheable);
  let counts: Array<{ filter: string; count: number }> = [];
  if (relaxed.length) {
    const [row] = await rowsOf(relaxedCountsStatement(ctx.knex, scope, relaxed.map((x) => x.criteria)));
    counts = relaxed.map(({ filter }, i) => ({ filter, count: row[`n${i}`] as number }));
  }
  const out: SearchSuggestion[] = counts
    .filter((x) => x.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, MAX_SUGGESTIONS)
    .map((x) => ({ kind: 'RELAX_FILTER', filter: x.filter, count: x.count, city: null, city_slug: null, latitude: null, longitude: null }));
  // "nearby cities" counts the search without its text and place per city: when the relaxed count of that
  // same search (dropping the text, or the place, whichever was the only one) is 0, no city has a match
  const without = c.search && !c.circle && !c.bounds ? 'search' : !c.search && (c.circle || c.bounds) ? 'location' : null;
  const nowhere = counts.some((x) => x.filter === without && x.count === 0);
  const point = nowhere ? null : await suggestionPoint(ctx.knex, c, rowsOf);
  if (point) {
    const elsewhere = { ...c, search: '', circle: null, bounds: null };
    const rows = await rowsOf(nearbyCitiesStatement(ctx.knex, { ...scope, criteria: elsewhere }, point, MAX_SUGGESTIONS));
    for (const r of rows as Array<{ count: number; city: string; city_slug: string; latitude: number; longitude: number }>) {
      out.push({ kind: 'NEARBY_CITY', filter: null, count: r.count, city: r.city, city_slug: r.city_slug, latitude: r.latitude, longitude: r.longitude });
    }
  }
  return out;
}
