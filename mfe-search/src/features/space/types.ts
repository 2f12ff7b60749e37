import type { SpaceCardData } from '../shared/types';
import type { WorkingTime } from './workingHours';

export interface SpaceImage {
  image_id: number;
  image_url: string;
  order: number;
}

export interface SpaceConfiguration {
  configuration_id: number;
  configuration_type: string;
  min_guests: number | null;
  max_guests: number | null;
  configuration_price: number | null;
  is_default: boolean;
}

export interface VenueGeo {
  address: string | null;
  city: string | null;
  region: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface Venue {
  venue_id: number;
  venue_name: string;
  venue_url: string;
  venue_description: string | null;
  venue_geo: VenueGeo | null;
  working_time: WorkingTime[];
  city_slug?: string | null;
  region_slug?: string | null;
}

export interface Space {
  space_id: number;
  space_name: string;
  space_description: string | null;
  space_reference: string;
  space_url: string;
  space_images: SpaceImage[];
  short_day_price: number | null;
  half_day_price: number | null;
  day_price: number | null;
  full_day_price: number | null;
  vat_rate: number | null;
  service_fee_rate: number | null;
  space_booking_type: 'DIRECT' | 'MANUAL' | string;
  space_size: number | null;
  min_guests: number | null;
  max_guests: number | null;
  cancellation_th: number | null;
  /** hours a booking must start after now (lead time) */
  book_before_min_th?: number | null;
  /** hours ahead a booking may start at most (null/0 = no maximum) */
  book_before_max_th?: number | null;
  space_configurations: SpaceConfiguration[];
  space_categories: string[];
  space_features: string[];
  venue: Venue | null;
  /** 0..10, stars are the value halved; critical at 2 or below (spec) */
  rating?: number | null;
  is_favorite?: boolean;
  is_afterpay_allowed?: boolean;
  has_discount?: boolean;
  discount_percentage?: number | null;
  nearby_spaces?: SpaceCardData[];
}

export interface Instance {
  space: Space | null;
  venue: Venue | null;
  /** 0..10, stars are the value halved; critical at 2 or below (spec) */
  rating?: number | null;
  is_favorite?: boolean;
  is_afterpay_allowed?: boolean;
  has_discount?: boolean;
  discount_percentage?: number | null;
  nearby_spaces?: SpaceCardData[];
}
