/**
 * What the search bar holds before "Zoeken": place text, date, time of day, attendees, social.
 * Every other change of the search (a filter, the sort, the map) carries this draft along, so
 * choosing a date and then ticking a filter keeps the date (filters never drop other fields).
 */
import { DEFAULT_ATTENDEES, MAX_ATTENDEES, withChange, type SearchQuery, type TimePreset } from './searchQuery';

export interface BarDraft {
  text: string;
  address: string | null;
  lat: number | null;
  lng: number | null;
  date: string | null;
  time: TimePreset;
  from: string | null;
  to: string | null;
  attendees: number | null;
  isSocial: boolean;
}

export function draftFromQuery(query: SearchQuery): BarDraft {
  return {
    text: query.address ?? query.search,
    address: query.address,
    lat: query.lat,
    lng: query.lng,
    date: query.date,
    time: query.time,
    from: query.from,
    to: query.to,
    attendees: query.attendees,
    isSocial: query.isSocial,
  };
}

/**
 * `query` with the draft applied (page 1). Typed text that is not the picked place clears
 * lat/lng and the map box; an unfinished custom window keeps the query's time.
 */
export function applyDraft(query: SearchQuery, draft: BarDraft): SearchQuery {
  const text = draft.text.trim();
  const picked = draft.address != null && text === draft.address && draft.lat != null && draft.lng != null;
  const unchanged = text === (query.address ?? query.search);
  const custom = draft.time === 'custom' && draft.from && draft.to && draft.from < draft.to;
  const place: Partial<SearchQuery> = unchanged
    ? {}
    : picked
      ? { search: '', address: draft.address, lat: draft.lat, lng: draft.lng, bounds: null }
      : { search: text, address: null, lat: null, lng: null, bounds: null };
  return withChange(query, {
    ...place,
    date: draft.date,
    time: draft.time === 'custom' && !custom ? query.time : draft.time,
    from: custom ? draft.from : draft.time === 'custom' ? query.from : null,
    to: custom ? draft.to : draft.time === 'custom' ? query.to : null,
    attendees: draft.attendees != null && draft.attendees > 0 ? Math.min(draft.attendees, MAX_ATTENDEES) : DEFAULT_ATTENDEES,
    isSocial: draft.isSocial,
  });
}

/**
 * `next` (a filter, sort or map change) with the draft's date, time, attendees and social choice;
 * the place text only counts after "Zoeken" (a typed place needs the autocomplete or a submit).
 */
export function carryDraft(next: SearchQuery, draft: BarDraft): SearchQuery {
  return { ...applyDraft(next, { ...draft, text: next.address ?? next.search }), page: next.page };
}
