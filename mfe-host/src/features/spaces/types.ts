/** A space as listed by REST GET /api/venue/ (prices in cents). */
export interface HostSpace {
  space_id: number;
  space_name: string;
  is_active: boolean;
  space_booking_type: 'DIRECT' | 'MANUAL';
  max_guests?: number | null;
  half_day_price?: number | null;
  /** PENDING while staff review the space (it can be activated once APPROVED). */
  review_status?: string | null;
  /** The public page, /space/{hash}/{slug}/{reference}. */
  space_url?: string | null;
}

/** A venue of the host's organisation with its spaces (REST GET /api/venue/). */
export interface HostVenue {
  venue_id: number;
  venue_name: string;
  status?: string | null;
  is_active: boolean;
  city?: string | null;
  venue_spaces: HostSpace[];
}
