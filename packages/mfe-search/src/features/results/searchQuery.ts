/** The /search URL query: the one source of truth for the result list (shareable, back button). */

/** General page size from the spec (section 9). */
export const SEARCH_PAGE_SIZE = 20;
/** Attendee search maximum from the spec (section 9). */
export const MAX_ATTENDEES = 500;

export interface SearchQuery {
  search: string;
  lat: number | null;
  lng: number | null;
  attendees: number | null;
  /** number of pages shown (1-based); "more" raises it */
  page: number;
}

function toNumber(value: string | null): number | null {
  if (value == null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export function parseSearchQuery(queryString: string): SearchQuery {
  const params = new URLSearchParams(queryString);
  const attendees = toNumber(params.get('attendees'));
  const page = toNumber(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim(),
    lat: toNumber(params.get('lat')),
    lng: toNumber(params.get('lng')),
    attendees: attendees != null && attendees > 0 ? Math.min(Math.round(attendees), MAX_ATTENDEES) : null,
    page: page != null && page >= 1 ? Math.floor(page) : 1,
  };
}

/** Query string (with leading "?", or "" when empty) for a search; page 1 is left out. */
export function serializeSearchQuery(query: Partial<SearchQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.lat != null) params.set('lat', String(query.lat));
  if (query.lng != null) params.set('lng', String(query.lng));
  if (query.attendees != null) params.set('attendees', String(query.attendees));
  if (query.page != null && query.page > 1) params.set('page', String(query.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}
