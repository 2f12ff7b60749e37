import type { SpaceCardData } from '../shared/types';

export interface VenueFindInput {
  search?: string;
  lat?: number;
  lng?: number;
  attendees?: number;
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

export interface VenueSearchResult {
  venues: VenueResult[];
  total: number;
  page: number;
  size: number;
}
