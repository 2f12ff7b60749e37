/**
 * The /search URL query: the ONE source of truth for the whole search filter state
 * (spec section 3, "Search filter state"), so a link is shareable and back/forward work.
 * Defaults are left out of the URL; parse(serialize(q)) === q.
 */

/** General page size from the spec (section 9). */
export const SEARCH_PAGE_SIZE = 20;
/** Attendee search maximum and default from the spec (section 9). */
export const MAX_ATTENDEES = 500;
export const DEFAULT_ATTENDEES = 15;

export const TIME_PRESETS = ['morning', 'afternoon', 'evening', 'all_day', 'custom'] as const;
export type TimePreset = (typeof TIME_PRESETS)[number];
/** Default time of day (spec: the afternoon). */
export const DEFAULT_TIME: TimePreset = 'afternoon';
/** Preset windows (spec section 2); all_day = the venue's working time. */
export const PRESET_WINDOWS: Record<Exclude<TimePreset, 'custom' | 'all_day'>, { from: string; to: string }> = {
  morning: { from: '09:00', to: '12:00' },
  afternoon: { from: '12:00', to: '16:00' },
  evening: { from: '16:00', to: '19:00' },
};

export const SORT_KEYS = ['relevance', 'price', 'rating', 'size'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

/** Map bounding box in degrees. */
export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface SearchQuery {
  /** free text (place, venue or space name): the spec's searchKey */
  search: string;
  /** label of a place picked in the autocomplete (the spec's address); only shown, lat/lng do the work */
  address: string | null;
  lat: number | null;
  lng: number | null;
  /** organisation (collection) slug */
  organisation: string | null;
  /** YYYY-MM-DD (Europe/Amsterdam) or null = any day */
  date: string | null;
  time: TimePreset;
  /** HH:mm, only with time=custom */
  from: string | null;
  to: string | null;
  attendees: number;
  isSocial: boolean;
  direct: boolean;
  postPayment: boolean;
  favourites: boolean;
  activities: string[];
  configurations: string[];
  features: string[];
  facilities: string[];
  services: string[];
  /** cents */
  priceMin: number | null;
  priceMax: number | null;
  sort: SortKey;
  order: SortOrder;
  /** search-while-moving: the map's visible area */
  bounds: Bounds | null;
  /** number of pages shown (1-based); "more" raises it */
  page: number;
}

export const DEFAULT_QUERY: SearchQuery = {
  search: '',
  address: null,
  lat: null,
  lng: null,
  organisation: null,
  date: null,
  time: DEFAULT_TIME,
  from: null,
  to: null,
  attendees: DEFAULT_ATTENDEES,
  isSocial: false,
  direct: false,
  postPayment: false,
  favourites: false,
  activities: [],
  configurations: [],
  features: [],
  facilities: [],
  services: [],
  priceMin: null,
  priceMax: null,
  sort: 'relevance',
  order: 'desc',
  bounds: null,
  page: 1,
};

/** The filters "reset" puts back: everything but the place, date/time and attendees of the search bar. */
export function resetFilters(query: SearchQuery): SearchQuery {
  return {
    ...DEFAULT_QUERY,
    search: query.search,
    address: query.address,
    lat: query.lat,
    lng: query.lng,
    organisation: query.organisation,
    date: query.date,
    time: query.time,
    from: query.from,
    to: query.to,
    attendees: query.attendees,
    isSocial: query.isSocial,
  };
}

/** Number of filters that differ from their defaults (for the "filters (n)" badge). */
export function activeFilterCount(query: SearchQuery): number {
  return (
    Number(query.direct) +
    Number(query.postPayment) +
    Number(query.favourites) +
    query.activities.length +
    query.configurations.length +
    query.features.length +
    query.facilities.length +
    query.services.length +
    Number(query.priceMin != null || query.priceMax != null)
  );
}

function toNumber(value: string | null): number | null {
  if (value == null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;
const KEY = /^[a-z0-9_-]{1,60}$/i;

function list(params: URLSearchParams, name: string): string[] {
  const raw = params.get(name);
  if (!raw) return [];
  return [...new Set(raw.split(',').map((s) => s.trim()).filter((s) => KEY.test(s)))].sort();
}

function flag(params: URLSearchParams, name: string): boolean {
  const v = params.get(name);
  return v === '1' || v === 'true';
}

function padTime(t: string | null): string | null {
  if (!t || !TIME.test(t)) return null;
  const [h, m] = t.split(':');
  return `${h.padStart(2, '0')}:${m}`;
}

function parseBounds(raw: string | null): Bounds | null {
  if (!raw) return null;
  const parts = raw.split(',').map((s) => toNumber(s));
  if (parts.length !== 4 || parts.some((n) => n == null)) return null;
  const [south, west, north, east] = parts as number[];
  if (south >= north || west >= east || Math.abs(south) > 90 || Math.abs(north) > 90 || Math.abs(west) > 180 || Math.abs(east) > 180) {
    return null;
  }
  return { south, west, north, east };
}

const round = (n: number, digits: number) => Number(n.toFixed(digits));

export function parseSearchQuery(queryString: string): SearchQuery {
  const params = new URLSearchParams(queryString);
  const attendees = toNumber(params.get('attendees'));
  const page = toNumber(params.get('page'));
  const lat = toNumber(params.get('lat'));
  const lng = toNumber(params.get('lng'));
  const geoOk = lat != null && lng != null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  const time = params.get('time') as TimePreset | null;
  const sort = params.get('sort') as SortKey | null;
  const date = params.get('date');
  const priceMin = toNumber(params.get('priceMin'));
  const priceMax = toNumber(params.get('priceMax'));
  const query: SearchQuery = {
    search: (params.get('search') ?? '').trim().slice(0, 255),
    address: params.get('address')?.trim().slice(0, 255) || null,
    lat: geoOk ? lat : null,
    lng: geoOk ? lng : null,
    organisation: params.get('organisation')?.trim() || null,
    date: date && DATE.test(date) ? date : null,
    time: time && TIME_PRESETS.includes(time) ? time : DEFAULT_TIME,
    from: null,
    to: null,
    attendees: attendees != null && attendees >= 1 ? Math.min(Math.floor(attendees), MAX_ATTENDEES) : DEFAULT_ATTENDEES,
    isSocial: flag(params, 'isSocial'),
    direct: flag(params, 'direct'),
    postPayment: flag(params, 'postPayment'),
    favourites: flag(params, 'favourites'),
    activities: list(params, 'activities'),
    configurations: list(params, 'configurations'),
    features: list(params, 'features'),
    facilities: list(params, 'facilities'),
    services: list(params, 'services'),
    priceMin: priceMin != null && priceMin >= 0 ? Math.round(priceMin) : null,
    priceMax: priceMax != null && priceMax >= 0 ? Math.round(priceMax) : null,
    sort: sort && SORT_KEYS.includes(sort) ? sort : 'relevance',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    bounds: parseBounds(params.get('bounds')),
    page: page != null && page >= 1 ? Math.floor(page) : 1,
  };
  if (query.time === 'custom') {
    const from = padTime(params.get('from'));
    const to = padTime(params.get('to'));
    if (from && to && from < to) {
      query.from = from;
      query.to = to;
    } else {
      query.time = DEFAULT_TIME;
    }
  }
  if (query.priceMin != null && query.priceMax != null && query.priceMin > query.priceMax) {
    [query.priceMin, query.priceMax] = [query.priceMax, query.priceMin];
  }
  return query;
}

/** Query string (with leading "?", or "" when everything is default); defaults are left out. */
export function serializeSearchQuery(partial: Partial<SearchQuery>): string {
  const query = { ...DEFAULT_QUERY, ...partial };
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.address) params.set('address', query.address);
  if (query.lat != null && query.lng != null) {
    params.set('lat', String(round(query.lat, 6)));
    params.set('lng', String(round(query.lng, 6)));
  }
  if (query.organisation) params.set('organisation', query.organisation);
  if (query.date) params.set('date', query.date);
  if (query.time !== DEFAULT_TIME) params.set('time', query.time);
  if (query.time === 'custom' && query.from && query.to) {
    params.set('from', query.from);
    params.set('to', query.to);
  }
  if (query.attendees !== DEFAULT_ATTENDEES) params.set('attendees', String(query.attendees));
  if (query.isSocial) params.set('isSocial', '1');
  if (query.direct) params.set('direct', '1');
  if (query.postPayment) params.set('postPayment', '1');
  if (query.favourites) params.set('favourites', '1');
  for (const name of ['activities', 'configurations', 'features', 'facilities', 'services'] as const) {
    if (query[name].length > 0) params.set(name, [...query[name]].sort().join(','));
  }
  if (query.priceMin != null) params.set('priceMin', String(query.priceMin));
  if (query.priceMax != null) params.set('priceMax', String(query.priceMax));
  if (query.sort !== 'relevance') params.set('sort', query.sort);
  if (query.order !== 'desc') params.set('order', query.order);
  if (query.bounds) {
    const b = query.bounds;
    params.set('bounds', [b.south, b.west, b.north, b.east].map((n) => round(n, 5)).join(','));
  }
  if (query.page > 1) params.set('page', String(query.page));
  const s = params.toString().replace(/%2C/g, ',');
  return s ? `?${s}` : '';
}

/** A changed filter starts the list at page 1 again. */
export function withChange(query: SearchQuery, change: Partial<SearchQuery>): SearchQuery {
  return { ...query, page: 1, ...change };
}
