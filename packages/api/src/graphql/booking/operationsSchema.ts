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
  }
  input UpdateBookingInput { extend_reservation: Boolean }
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
    order: BookingOrder
    booking_history: [BookingHistoryEntry!]
  }

  extend type Query {
    specific_booking(id: Int!): Booking!
    check_refund(booking_id: Int!): RefundCheck!
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
  }
`;
