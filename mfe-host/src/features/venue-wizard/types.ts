import type { PhotoValue } from '../photos/types';
import type { WorkingTimeRow } from './workingTime';
import type { VenueTagFieldsFragment } from '../../generated/graphql';

export interface VenueService {
  venue_service_id?: number;
  system_service_id: number;
  is_enabled: boolean;
  price?: number | null;
  description?: string | null;
  vat_rate?: number;
  order_type?: string;
  is_on_demand?: boolean;
  is_mandatory?: boolean;
  is_inventory_enabled?: boolean;
  max_inventory?: number | null;
}

export type VenueTag = VenueTagFieldsFragment;

export interface HostVenueDetail {
  venue_id: number;
  venue_name: string;
  venue_description: string;
  venue_rules: string | null;
  place_id: string | null;
  address: string | null;
  additional: string | null;
  city: string | null;
  contact_name: string;
  contact_phone: { formatted_number: string } | string | null;
  contact_email: string;
  allow_customer_catering: boolean;
  status: string;
  is_active: boolean;
  venue_url?: string | null;
  working_time: WorkingTimeRow[];
  venue_images: PhotoValue[];
  venue_features: number[];
  venue_services: VenueService[];
  venue_tags: VenueTag[];
  venue_spaces?: Array<{ space_id: number; space_name: string; is_active: boolean }>;
}

/** A row of the static lists feature/venue/, feature/space/, category/, configuration/, service/... */
export interface StaticItem {
  feature_id?: number;
  feature_key?: string;
  category_id?: number;
  category_key?: string;
  configuration_type?: string;
  system_service_id?: number;
  system_service_key?: string;
  system_service_type?: 'CATERING' | 'FACILITY' | 'HUMAN_RESOURCE';
  order_type?: string;
  vat_rate?: number;
  allow_on_demand?: boolean;
  is_inventory_allowed?: boolean;
  name: string;
}
