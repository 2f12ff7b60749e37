import type { SpaceCardData } from '../shared/types';

/** venue_search input (docs/CONTRACTS.md, Discovery). */
export interface VenueFindInput {
  search?: string;
  lat?: number;
  lng?: number;
  bounds?: { north: number; south: number; east: number; west: number };
  organisation?: string;
  date?: string;
  time_preset?: 'MORNING' | 'AFTERNOON' | 'EVENING' | 'ALL_DAY' | 'CUSTOM';
  time_from?: string;
  time_to?: string;
  attendees?: number;
  activities?: string[];
  configurations?: string[];
  price_min?: number;
  price_max?: number;
  is_direct_booking?: boolean;
  is_afterpay?: boolean;
  is_social?: boolean;
  features?: string[];
  facilities?: string[];
  services?: string[];
  favorites_only?: boolean;
  sort?: 'RELEVANCE' | 'PRICE' | 'RATING' | 'SIZE';
  sort_direction?: 'ASC' | 'DESC';
  page: number;
  size: number;
}

export interface VenueResult {
  venue_id: number;
  venue_name: string;
  venue_url: string;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  min_price: number | null;
  venue_spaces: SpaceCardData[];
}

export interface PriceBucket {
  from: number;
  /** null for the last, open-ended bucket */
  to: number | null;
  count: number;
}

export interface SearchSuggestion {
  kind: 'RELAX_FILTER' | 'NEARBY_CITY' | string;
  filter: string | null;
  count: number;
  city: string | null;
  city_slug: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface VenueSearchResult {
  venues: VenueResult[];
  total: number;
  total_spaces: number;
  /** broad search: total/total_spaces are lower bounds (shown as "1000+") */
  total_is_capped?: boolean;
  page: number;
  size: number;
  total_pages: number;
  price_histogram: PriceBucket[];
  suggestions: SearchSuggestion[];
}
