/**
 * The API's booking as the guest screens read it (spec section 3: booking, order, order items;
 * money in integer cents, times ISO UTC). Names follow the spec and docs/CONTRACTS.md "Booking".
 */

export type PaymentOption = 'DIRECT' | 'POST_PAYMENT';

export interface OrderItem {
  order_item_id: number | null;
  order_item_type: 'SPACE' | 'CONFIGURATION' | 'SERVICE';
  reference_id: number;
  service_name: string | null;
  service_type: string | null;
  /** the unit of the price: PER_PERSON, PER_HOUR, PER_ITEM, STATIC, ... (services) */
  order_type?: string | null;
  is_mandatory: boolean;
  quantity: number;
  hours: number | null;
  order_item_price: number;
  /** unit price x quantity (before discount and service fee) */
  order_item_subtotal?: number;
  discount: number;
  order_item_total_vat_excl: number;
  order_item_total: number;
  vat_rate: number;
  vat: number;
  service_fee: number;
}

export interface BookingOrder {
  order_id: number;
  order_state: string | null;
  order_status: string | null;
  order_total: number;
  order_subtotal: number;
  order_total_vat_excl: number;
  discount_total: number;
  service_fee_total: number;
  vat_total: number;
  total_paid: number;
  refunded_total: number;
  ts_host_approval_dl: string | null;
  ts_payment_expiration_dl: string | null;
  order_items: OrderItem[];
  order_meta: { organisation_name: string | null; billing_address: string | null; kvk_number: string | null } | null;
}

export interface BookingHistoryEntry {
  booking_status: string;
  order_state: string | null;
  /** AWAITS_CONFIRMATION, PAYMENT_PENDING, PAID, ... (contract "Booking") */
  history_label: string | null;
  /** HOST_REPLY | GUEST_REPLY | CHANGE_APPROVAL while the booking waits on someone */
  waiting_reason: string | null;
  note: string | null;
  ts_created: string;
}

export interface BookingChangeRequest {
  change_request_id: number;
  requested_by: 'GUEST' | 'HOST';
  status: string;
  slot_start: string;
  slot_end: string;
  attendees: number;
  price_difference: number;
  ts_expires: string | null;
}

/** The booking's space (the API's SpaceCard). */
export interface BookingSpace {
  space_id: number;
  space_name: string;
  space_url: string | null;
  space_booking_type: 'DIRECT' | 'MANUAL';
  is_afterpay_allowed: boolean;
  has_discount: boolean;
  venue_name: string | null;
  city: string | null;
}

export interface Booking {
  booking_id: number;
  booking_hash: string;
  booking_status: string;
  /** the spec's first status set, derived by the API (WAITING_FOR_HOST, UNPAID, PAID, ...) */
  display_status: string | null;
  order_state: string | null;
  waiting_reason: string | null;
  /** one of the spec's screen modes for the caller (PAY, RESERVED, BOOKING_REQUEST_GUEST_VIEW, PASSED, EXPIRED, ...) */
  screen_mode: string | null;
  booking_type: string;
  slot_start: string;
  slot_end: string;
  attendees: number;
  meeting_name: string | null;
  meeting_description: string | null;
  discount_reason: string | null;
  comment: string | null;
  payment_option: PaymentOption | null;
  organisation_name: string | null;
  coc: string | null;
  billing_address: string | null;
  coupon_code: string | null;
  is_reservation_extended: boolean;
  is_discount_applied: boolean;
  is_afterpay_requested: boolean;
  ts_reservation_end: string | null;
  cancellation_reason: string | null;
  ts_created: string;
  can_be_edited: boolean;
  can_be_cancelled: boolean;
  can_extend_reservation: boolean;
  booking_history: BookingHistoryEntry[];
  change_requests: BookingChangeRequest[];
  order: BookingOrder | null;
  /** every order: the BOOKING order and extra CHANGE orders (price difference of an approved change request) */
  orders?: BookingOrderSummary[];
  space: BookingSpace | null;
  /** where the space is and how to get in (the booking's guest and host only) */
  place?: BookingPlace | null;
}

export interface BookingPlace {
  venue_name: string | null;
  space_name: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  access_instructions: string | null;
}

export interface BookingOrderSummary {
  order_id: number;
  order_kind: 'BOOKING' | 'CHANGE' | string;
  order_state: string | null;
  order_total: number;
  total_paid: number;
}
