import type { PhotoValue } from '../photos/types';

export interface HostSpaceDetail {
  space_id: number;
  venue_id: number;
  space_name: string;
  space_description: string;
  access_instructions: string | null;
  space_reference?: string;
  space_url?: string | null;
  is_active: boolean;
  review_status?: 'PENDING' | 'APPROVED' | 'REJECTED';
  has_calendar?: boolean;
  space_size: number | null;
  booking_limit: number;
  space_booking_type: 'MANUAL' | 'DIRECT';
  cancellation_th: number | null;
  book_before_min_th: number | null;
  host_approval_th: number | null;
  service_break: number;
  is_afterpay_allowed: boolean;
  is_payment_options_selectable: boolean;
  short_day_price: number | null;
  half_day_price: number;
  day_price: number;
  full_day_price: number;
  has_discount: boolean;
  discount_percentage: number | null;
  discount_description: string | null;
  wifi_name: string | null;
  wifi_code: string | null;
  space_images: PhotoValue[];
  space_features: number[];
  space_categories: Array<{ category_id: number; category_key: string }>;
  space_configurations: Array<{ configuration_type: string; min_guests: number; max_guests: number; configuration_price: number; is_default: boolean }>;
  warnings?: Array<{ field: string; key: string }>;
}

export interface SpaceFacility {
  system_service_id: number;
  system_service_key: string;
  name: string;
  is_enabled: boolean;
  is_on_demand: boolean;
  price: number | null;
  description: string | null;
}
