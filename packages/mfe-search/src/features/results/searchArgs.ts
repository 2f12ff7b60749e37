import { SEARCH_PAGE_SIZE, type SearchQuery } from './searchQuery';
import type { VenueFindInput } from './types';

/** venue_search input for one page (1-based) of the URL's search. */
export function venueFindInput(query: SearchQuery, page: number): VenueFindInput {
  const input: VenueFindInput = { page, size: SEARCH_PAGE_SIZE };
  if (query.search) input.search = query.search;
  if (query.lat != null && query.lng != null) {
    input.lat = query.lat;
    input.lng = query.lng;
  }
  if (query.attendees != null) input.attendees = query.attendees;
  return input;
}
