/** Space page booking panel shapes (docs/CONTRACTS.md: Discovery availability, Pricing preview). */
export interface TimeSlot {
  slot_start: string;
  slot_end: string;
}

export interface SpaceDayAvailability {
  space_id: number;
  date: string;
  is_open: boolean;
  opening: TimeSlot[];
  free_slots: TimeSlot[];
  is_bookable: boolean | null;
}

export interface PreviewOrderItem {
  order_item_type: 'SPACE' | 'CONFIGURATION' | 'SERVICE';
  reference_id: number;
  service_name: string | null;
  quantity: number;
  hours: number | null;
  order_item_total_vat_excl: number;
  discount: number;
  vat_rate: number;
  order_item_total: number;
}

export interface BookingPreview {
  space_id: number;
  duration_minutes: number;
  order_items: PreviewOrderItem[];
  total_excl_vat: number;
  vat_21: number;
  vat_9: number;
  vat_total: number;
  total_incl_vat: number;
  discount: number;
  is_free: boolean;
  is_reservation_limit_reached: boolean;
}

export interface PreviewInput {
  space_id: number;
  slot_start: string;
  slot_end: string;
  attendees: number;
  configuration_id?: number | null;
  services?: { service_id: number; quantity: number }[];
  is_social?: boolean;
}

export interface SpaceService {
  service_id: number;
  service_name: string;
  service_type: 'CATERING' | 'FACILITY' | 'HUMAN_RESOURCE' | string;
  description: string | null;
  order_type: string;
  price: number;
  vat_rate: number;
  is_mandatory: boolean;
  is_on_demand: boolean;
  remaining_inventory: number | null;
}
