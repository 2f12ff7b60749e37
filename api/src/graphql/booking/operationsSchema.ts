import { gql } from '../module';

export const bookingOperationsTypeDefs = gql`
  enum PaymentOption { DIRECT POST_PAYMENT }
  input BookingServiceInput { service_id: Int!, quantity: Int! }
  input SpaceBookingInput {
    space_id: Int!
    slot_start: String!
    slot_end: String!
    attendees: Int!
    configuration_id: Int
    services: [BookingServiceInput!]
    coupon_code: String
    is_social: Boolean
    discount_reason: String
    payment_option: PaymentOption
    meeting_name: String
    meeting_description: String
    comment: String
    organisation_name: String
    coc: String
    billing_address: String
    terms_accepted: Boolean
    draft: Boolean
    origin_booking_id: Int
  }
  input BookingMeetingInput {
    meeting_name: String
    meeting_description: String
    comment: String
    organisation_name: String
    coc: String
    billing_address: String
    terms_accepted: Boolean
    "DRAFT only: the request form's payment choice (re-prices the draft)"
    payment_option: PaymentOption
    "DRAFT only: a non-empty reason asks for the social discount (re-prices the draft; the booking becomes a request)"
    discount_reason: String
  }
  "extend_reservation: once, unpaid direct reservations; submit: a DRAFT becomes the reservation or request"
  input UpdateBookingInput { extend_reservation: Boolean, submit: Boolean }
  input ChangeRequestInput { slot_start: String, slot_end: String, attendees: Int, configuration_id: Int, services: [BookingServiceInput!] }
  type ChangeRequestService {
    service_id: Int!
    quantity: Int!
    "the service's name in the request's language (null when the service is no longer linked to the space)"
    service_name: String
    "how it is counted: ARRANGEMENT | PER_HOUR | PER_ITEM | PER_ITEM_OR_PER_HOUR | PER_PERSON | STATIC (null when the service is no longer linked to the space)"
    order_type: String
  }
  type BookingChangeRequest {
    change_request_id: Int!
    booking_id: Int!
    "GUEST | HOST"
    requested_by: String!
    "PENDING | APPROVED | DECLINED | CANCELLED | EXPIRED"
    status: String!
    slot_start: String!
    slot_end: String!
    attendees: Int!
    configuration_id: Int
    "the proposed layout (null: the space's default, or the layout no longer exists)"
    configuration: SpaceConfiguration
    "the proposed services (the whole list the booking would have), with their names"
    services: [ChangeRequestService!]!
    "cents: > 0 extra payment, < 0 refund"
    price_difference: Int!
    ts_expires: String!
    ts_created: String!
  }
  "what a change request would cost (nothing stored); the same checks as create_change_request"
  type ChangeRequestPreview {
    slot_start: String!
    slot_end: String!
    attendees: Int!
    configuration_id: Int
    "cents: > 0 extra payment, < 0 refund"
    price_difference: Int!
    "ISO UTC: when the other side's answer would be due"
    ts_expires: String!
  }
  type BookingBooker { account_id: Int!, first_name: String, last_name: String, email: String, phone: String }
  type OrderMeta { organisation_name: String, billing_address: String, kvk_number: String, afterpay_description: String }
  type CouponApplied { coupon_code: String!, discount_percentage: Int!, booking: Booking }
  type BookingStatusUpdate { booking_id: Int!, booking_status: String!, order_state: String, display_status: String }
  type CreateBookingResult { bookingId: Int!, booking_id: Int!, booking_hash: String!, booking_status: String!, order_state: String! }
  type RefundCheck { is_available: Boolean!, refund_total: Int!, refund_currency: String! }
  type BookingOrderItem {
    order_item_id: Int!
    order_item_type: String!
    reference_id: Int
    service_name: String!
    service_type: String
    order_type: String
    is_mandatory: Boolean!
    quantity: Int!
    hours: Float
    order_item_price: Int!
    order_item_subtotal: Int!
    discount: Int!
    service_fee: Int!
    vat_rate: Int!
    vat: Int!
    order_item_total_vat_excl: Int!
    order_item_total: Int!
  }
  type BookingOrder {
    order_id: Int!
    order_state: String!
    order_status: String!
    order_total: Int!
    order_subtotal: Int!
    order_total_vat_excl: Int!
    discount_total: Int!
    service_fee: Int!
    service_fee_vat: Int!
    service_fee_total: Int!
    vat_total: Int!
    payout_total: Int!
    total_paid: Int!
    refunded_total: Int!
    currency: String!
    payment_method: String!
    ts_host_approval_dl: String
    ts_customer_approval_dl: String
    ts_payment_expiration_dl: String
    ts_order_cancellation_dl: String
    order_items: [BookingOrderItem!]!
    "BOOKING (the booking itself) | CHANGE (extra payment of an approved change request)"
    order_kind: String!
    order_meta: OrderMeta
  }
  type BookingHistoryEntry { booking_status: String!, order_state: String, history_label: String, waiting_reason: String, note: String, ts_created: String! }

  extend type Booking {
    display_status: String
    order_state: String
    waiting_reason: String
    ts_reservation_end: String
    is_reservation_extended: Boolean
    is_afterpay_requested: Boolean
    payment_option: PaymentOption
    meeting_description: String
    comment: String
    cancellation_reason: String
    reservation_time: Int
    is_discount_applied: Boolean
    is_deleted: Boolean
    discount_reason: String
    organisation_name: String
    coc: String
    billing_address: String
    cancellation_th: Int
    origin_booking_id: Int
    coupon_code: String
    "the space configuration (seating layout) in force; null = the space's default"
    configuration_id: Int
    "the layout in force by its type and size (null: the space's default, or a layout removed since)"
    configuration: SpaceConfiguration
    "the services in force with their names: those of the latest approved change request, else the booking's order lines"
    services_in_force: [ChangeRequestService!]!
    "what the viewer may do now (from the booking machine)"
    can_be_edited: Boolean
    can_be_cancelled: Boolean
    can_extend_reservation: Boolean
    can_be_paid: Boolean
    can_be_approved: Boolean
    can_be_declined: Boolean
    can_be_deleted: Boolean
    can_be_rebooked: Boolean
    can_request_change: Boolean
    "the spec's booking screen mode for the viewer (null for drafts)"
    screen_mode: String
    order: BookingOrder
    orders: [BookingOrder!]
    booking_history: [BookingHistoryEntry!]
    change_requests: [BookingChangeRequest!]
    booker: BookingBooker
  }

  extend type Query {
    specific_booking(id: Int!): Booking!
    check_refund(booking_id: Int!): RefundCheck!
    preview_change_request(booking_id: Int!, input: ChangeRequestInput!): ChangeRequestPreview!
  }
  extend type Mutation {
    create_booking(input: SpaceBookingInput!): CreateBookingResult!
    submit_free_booking(booking_id: Int!): Booking!
    update_booking_meeting(booking_id: Int!, input: BookingMeetingInput!): Booking!
    update_booking(booking_id: Int!, input: UpdateBookingInput!): Booking!
    booking_cancelling(booking_id: Int!, cancellation_reason: String, only_updates: Boolean): Booking!
    draft_booking_delete(booking_id: Int!): Boolean!
    booking_approve(booking_id: Int!): Booking!
    booking_decline_by_vendor(booking_id: Int!, cancellation_reason: String, opted_out_as_prospect: Boolean): Booking!
    "without booking_id: a check only; case-sensitive, max 50; 5 wrong codes in 15 min lock 15 min (RATE_LIMIT, meta.minutes)"
    apply_coupon(code: String!, space_id: Int!, booking_id: Int): CouponApplied!
    remove_coupon(booking_id: Int!): Booking!
    create_change_request(booking_id: Int!, input: ChangeRequestInput!): BookingChangeRequest!
    approve_change_request(change_request_id: Int!): Booking!
    decline_change_request(change_request_id: Int!): BookingChangeRequest!
    cancel_change_request(change_request_id: Int!): BookingChangeRequest!
  }
  extend type Subscription {
    "the booking's status now and on every change (the booking's guest, host side or admin; account_id must be the caller)"
    wait_for_booking_status(booking_id: Int!, account_id: Int!): BookingStatusUpdate!
  }
`;
