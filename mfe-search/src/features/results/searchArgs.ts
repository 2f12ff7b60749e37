import { DEFAULT_ATTENDEES, PRESET_WINDOWS, SEARCH_PAGE_SIZE, type SearchQuery } from './searchQuery';
import type { VenueFindInput } from './types';

/** venue_search input for one page (1-based) of the URL's search (docs/CONTRACTS.md, Discovery). */
export function venueFindInput(query: SearchQuery, page: number): VenueFindInput {
  const input: VenueFindInput = { page, size: SEARCH_PAGE_SIZE, attendees: query.attendees };
  if (query.search) input.search = query.search;
  if (query.bounds) input.bounds = { ...query.bounds };
  else if (query.lat != null && query.lng != null) {
    input.lat = query.lat;
    input.lng = query.lng;
  }
  if (query.organisation) input.organisation = query.organisation;
  if (query.date) {
    input.date = query.date;
    input.time_preset = query.time.toUpperCase() as VenueFindInput['time_preset'];
    if (query.time === 'custom' && query.from && query.to) {
      input.time_from = query.from;
      input.time_to = query.to;
    }
  }
  for (const name of ['activities', 'configurations', 'features', 'facilities', 'services'] as const) {
    if (query[name].length > 0) input[name] = [...query[name]];
  }
  if (query.priceMin != null) input.price_min = query.priceMin;
  if (query.priceMax != null) input.price_max = query.priceMax;
  if (query.direct) input.is_direct_booking = true;
  if (query.postPayment) input.is_afterpay = true;
  if (query.isSocial) input.is_social = true;
  if (query.favourites) input.favorites_only = true;
  if (query.sort !== 'relevance' || query.order !== 'desc') {
    input.sort = query.sort.toUpperCase() as VenueFindInput['sort'];
    input.sort_direction = query.order === 'asc' ? 'ASC' : 'DESC';
  }
  return input;
}

/** The input without paging: the key of "the same search" (histogram, map). */
export function searchKey(query: SearchQuery): string {
  return JSON.stringify(venueFindInput(query, 1));
}

/** What the space page starts with: the search's day, time window and attendees. */
export function spaceLinkQuery(query: SearchQuery): string {
  const params = new URLSearchParams();
  if (query.date) {
    params.set('date', query.date);
    const window =
      query.time === 'custom' && query.from && query.to
        ? { from: query.from, to: query.to }
        : query.time === 'all_day' || query.time === 'custom'
          ? null
          : PRESET_WINDOWS[query.time];
    if (window) {
      params.set('from', window.from);
      params.set('to', window.to);
    }
  }
  if (query.attendees !== DEFAULT_ATTENDEES) params.set('attendees', String(query.attendees));
  const s = params.toString();
  return s ? `?${s}` : '';
}
