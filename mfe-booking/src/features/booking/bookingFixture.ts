import type { Booking } from './types';

/** An API-shaped booking (specific_booking answer) for component tests; override what a test needs. */
export function bookingFixture(overrides: Partial<Booking> = {}): Booking {
  return {
    booking_id: 42, booking_hash: 'ab12cd34', booking_status: 'DRAFT', display_status: 'DRAFT', order_state: null,
    waiting_reason: null, screen_mode: null, booking_type: 'DIRECT',
    slot_start: '2030-06-10T07:00:00.000Z', slot_end: '2030-06-10T11:00:00.000Z', attendees: 12,
    meeting_name: null, meeting_description: null, discount_reason: null, comment: null, payment_option: 'DIRECT',
    organisation_name: null, coc: null, billing_address: null, coupon_code: null,
    is_reservation_extended: false, is_discount_applied: false, is_afterpay_requested: false, ts_reservation_end: null,
    cancellation_reason: null, ts_created: '2030-06-01T10:00:00.000Z', can_be_edited: true, can_be_cancelled: false, can_request_change: false, configuration_id: null, review: null,
    can_extend_reservation: false, booking_history: [], change_requests: [], orders: [], place: null,
    order: {
      order_id: 9, order_state: 'CUSTOMER_APPROVAL', order_status: 'OPEN', order_total: 14520, order_subtotal: 12000, order_total_vat_excl: 12000,
      discount_total: 0, service_fee_total: 0, vat_total: 2520, total_paid: 0, refunded_total: 0, ts_host_approval_dl: null,
      ts_payment_expiration_dl: null, order_meta: null,
      order_items: [
        { order_item_id: 1, order_item_type: 'SPACE', reference_id: 5, service_name: 'De Walvis zaal', service_type: null, order_type: null, is_mandatory: false,
          quantity: 1, hours: 4, order_item_price: 12000, order_item_subtotal: 12000, discount: 0, order_item_total_vat_excl: 12000, order_item_total: 14520, vat_rate: 21, vat: 2520, service_fee: 0 },
      ],
    },
    space: { space_id: 5, space_name: 'De Walvis zaal', space_url: 'de-walvis-zaal', space_booking_type: 'DIRECT', is_afterpay_allowed: false, has_discount: false, venue_name: 'Havenhuis', city: 'Amsterdam' },
    ...overrides,
  };
}
