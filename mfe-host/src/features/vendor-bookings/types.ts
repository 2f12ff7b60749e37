// Shapes of the host bookings API (docs/CONTRACTS.md "Host bookings").
export const VENDOR_STATUSES = ['PENDING', 'OPTIONAL', 'PAID', 'EXPIRED', 'CANCELLED'] as const;
export type VendorBookingStatus = (typeof VENDOR_STATUSES)[number];

export interface VendorBookingCustomer {
  account_id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
}

export interface VendorBooking {
  booking_id: number;
  booking_hash: string;
  booking_status: string;
  order_state: string | null;
  vendor_status: VendorBookingStatus | null;
  slot_start: string;
  slot_end: string;
  attendees: number;
  meeting_name: string | null;
  meeting_description: string | null;
  /** The guest's remark with the booking. */
  comment: string | null;
  space_id: number;
  space_name: string;
  venue_id: number;
  venue_name: string;
  booking_type: string;
  payment_method: string | null;
  order_total: number | null;
  payout_total: number | null;
  ts_host_approval_dl: string | null;
  ts_created: string;
  customer: VendorBookingCustomer;
}

export type VendorBookingStats = Record<Lowercase<VendorBookingStatus> | 'total', number>;

export interface VendorBookingPage {
  result: VendorBooking[];
  total: number;
  page: number;
  size: number;
  total_pages: number;
  stats: VendorBookingStats;
}

export interface VendorBookingFilters {
  venue_id?: number;
  space_id?: number;
  status?: VendorBookingStatus;
  search?: string;
  page?: number;
  size?: number;
}
