/**
 * venue_search input rules (pure): defaults, limits and validation of docs/CONTRACTS.md
 * "Discovery". Errors are returned as { field, key } so the resolver maps them to FIELD_VALIDATION.
 */
import { TIME_ZONE } from '../availability/amsterdamTime';
import { DEFAULT_TIME_PRESET, TimeWindowError, timeWindow, type TimePreset, type TimeWindow } from '../availability/timeWindow';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_ATTENDEES = 15;
export const MAX_ATTENDEES = 500;
export const DEFAULT_RADIUS_KM = 25;
export const MAX_RADIUS_KM = 500;
/** space cards per venue in a result page (the venue's cheapest matching spaces); more_spaces counts the rest */
export const MAX_SPACES_PER_VENUE = 4;
/** a broad search (no text, place, organisation, favourites) counts over at most this many matching spaces, in sort order */
export const BROAD_SPACE_CAP = 4000;
export const DEFAULT_MAP_CENTER = { latitude: 52.21, longitude: 5.28 };

export type SearchSort = 'RELEVANCE' | 'PRICE' | 'RATING' | 'SIZE';
export type SortDirection = 'ASC' | 'DESC';
export const DEFAULT_DIRECTION: Record<SearchSort, SortDirection> = { RELEVANCE: 'DESC', PRICE: 'ASC', RATING: 'DESC', SIZE: 'DESC' };

export interface VenueFindInput {
  search?: string | null;
  lat?: number | null;
  lng?: number | null;
  radius_km?: number | null;
  bounds?: { north: number; south: number; east: number; west: number } | null;
  organisation?: string | null;
  date?: string | null;
  time_preset?: TimePreset | null;
  time_from?: string | null;
  time_to?: string | null;
  slot_from?: string | null;
  slot_to?: string | null;
  attendees?: number | null;
  activities?: string[] | null;
  configurations?: string[] | null;
  price_min?: number | null;
  price_max?: number | null;
  is_direct_booking?: boolean | null;
  is_afterpay?: boolean | null;
  is_social?: boolean | null;
  features?: string[] | null;
  facilities?: string[] | null;
  services?: string[] | null;
  favorites_only?: boolean | null;
  sort?: SearchSort | null;
  sort_direction?: SortDirection | null;
  page?: number | null;
  size?: number | null;
}

/** A window as UTC ms plus its Amsterdam date. */
export type SearchWindow = Pick<TimeWindow, 'date' | 'start' | 'end'>;

export interface SearchCriteria {
  search: string;
  circle: { lat: number; lng: number; radiusKm: number } | null;
  /** lat/lng for distances even when a box is used */
  centre: { lat: number; lng: number } | null;
  bounds: { north: number; south: number; east: number; west: number } | null;
  organisation: string | null;
  window: SearchWindow | null;
  attendees: number | null;
  activities: string[];
  configurations: string[];
  priceMin: number | null;
  priceMax: number | null;
  directBooking: boolean;
  afterpay: boolean;
  social: boolean;
  features: string[];
  facilities: string[];
  services: string[];
  favoritesOnly: boolean;
  sort: SearchSort;
  direction: SortDirection;
  page: number;
  size: number;
}

export class SearchInputError extends Error {
  constructor(readonly field: string, readonly key: string, readonly meta: Record<string, unknown> = {}) {
    super(`${field}: ${key}`);
  }
}

const list = (v: string[] | null | undefined): string[] => [...new Set((v ?? []).map((s) => s.trim()).filter(Boolean))].slice(0, 40);
const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

function searchWindow(input: VenueFindInput): SearchWindow | null {
  if (input.slot_from || input.slot_to) {
    const start = Date.parse(input.slot_from ?? '');
    const end = Date.parse(input.slot_to ?? '');
    if (Number.isNaN(start)) throw new SearchInputError('slot_from', 'invalid_date');
    if (Number.isNaN(end)) throw new SearchInputError('slot_to', 'invalid_date');
    if (end <= start || end - start > 24 * 3600_000) throw new SearchInputError('slot_to', 'invalid_time_range');
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(start));
    return { date, start, end };
  }
  if (!input.date) return null;
  try {
    return timeWindow(input.date, input.time_preset ?? DEFAULT_TIME_PRESET, input.time_from, input.time_to);
  } catch (err) {
    if (err instanceof TimeWindowError) throw new SearchInputError(err.field, err.key);
    throw err;
  }
}

export function normalizeSearchInput(input: VenueFindInput): SearchCriteria {
  const search = (input.search ?? '').trim().replace(/\s+/g, ' ').slice(0, 100);
  const hasGeo = finite(input.lat) && finite(input.lng);
  if (hasGeo && (Math.abs(input.lat!) > 90 || Math.abs(input.lng!) > 180)) throw new SearchInputError('lat', 'invalid_coordinates');
  const radiusKm = input.radius_km ?? DEFAULT_RADIUS_KM;
  if (!(radiusKm > 0 && radiusKm <= MAX_RADIUS_KM)) throw new SearchInputError('radius_km', 'max_integer', { max: MAX_RADIUS_KM });
  const b = input.bounds ?? null;
  if (b && !(b.south <= b.north && Math.abs(b.north) <= 90 && Math.abs(b.south) <= 90 && Math.abs(b.east) <= 180 && Math.abs(b.west) <= 180)) {
    throw new SearchInputError('bounds', 'invalid_coordinates');
  }
  const attendees = input.attendees ?? null;
  if (attendees !== null && (attendees < 1 || attendees > MAX_ATTENDEES)) throw new SearchInputError('attendees', 'max_integer', { max: MAX_ATTENDEES });
  for (const f of ['price_min', 'price_max'] as const) {
    const v = input[f];
    if (v != null && v < 0) throw new SearchInputError(f, 'min_integer', { min: 0 });
  }
  const sort = input.sort ?? 'RELEVANCE';
  const centre = hasGeo ? { lat: input.lat!, lng: input.lng! } : null;
  return {
    search,
    circle: centre && !b ? { ...centre, radiusKm } : null,
    centre,
    bounds: b,
    organisation: input.organisation?.trim() || null,
    window: searchWindow(input),
    attendees,
    activities: list(input.activities),
    configurations: list(input.configurations),
    priceMin: input.price_min ?? null,
    priceMax: input.price_max ?? null,
    directBooking: input.is_direct_booking === true,
    afterpay: input.is_afterpay === true,
    social: input.is_social === true,
    features: list(input.features),
    facilities: list(input.facilities),
    services: list(input.services),
    favoritesOnly: input.favorites_only === true,
    sort,
    direction: input.sort_direction ?? DEFAULT_DIRECTION[sort],
    page: Math.max(1, Math.floor(input.page ?? 1)),
    size: Math.min(Math.max(1, Math.floor(input.size ?? DEFAULT_PAGE_SIZE)), MAX_PAGE_SIZE),
  };
}

/** Price histogram bucket edges in cents (half-day price): [edge[i], edge[i+1]); the last is open-ended. */
export const PRICE_BUCKET_EDGES = [0, 5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 75000, 100000, 150000];

export function priceBuckets(counts: Map<number, number>): Array<{ from: number; to: number | null; count: number }> {
  return PRICE_BUCKET_EDGES.map((from, i) => ({ from, to: PRICE_BUCKET_EDGES[i + 1] ?? null, count: counts.get(i) ?? 0 }));
}

/** Filters a "no results" view may suggest to drop, in the order they are tried. */
export const RELAXABLE_FILTERS = [
  'date', 'attendees', 'price', 'activities', 'configurations', 'features', 'facilities', 'services',
  'is_direct_booking', 'is_afterpay', 'is_social', 'favorites_only', 'search', 'location',
] as const;
export type RelaxableFilter = (typeof RELAXABLE_FILTERS)[number];

/** The criteria without one filter; null when that filter is not set. */
export function relax(c: SearchCriteria, filter: RelaxableFilter): SearchCriteria | null {
  switch (filter) {
    case 'date': return c.window ? { ...c, window: null } : null;
    case 'attendees': return c.attendees !== null ? { ...c, attendees: null } : null;
    case 'price': return c.priceMin !== null || c.priceMax !== null ? { ...c, priceMin: null, priceMax: null } : null;
    case 'activities': case 'configurations': case 'features': case 'facilities': case 'services':
      return c[filter].length ? { ...c, [filter]: [] } : null;
    case 'is_direct_booking': return c.directBooking ? { ...c, directBooking: false } : null;
    case 'is_afterpay': return c.afterpay ? { ...c, afterpay: false } : null;
    case 'is_social': return c.social ? { ...c, social: false } : null;
    case 'favorites_only': return c.favoritesOnly ? { ...c, favoritesOnly: false } : null;
    case 'search': return c.search ? { ...c, search: '' } : null;
    case 'location': return c.circle || c.bounds ? { ...c, circle: null, bounds: null } : null;
  }
}
