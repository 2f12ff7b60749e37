import { gql } from '../module';

/** Types shared by the authenticated payment module and the public payer module. */
export const paymentSharedTypeDefs = gql`
  enum PaymentStatus {
    OPEN
    PENDING
    PAID
    FAILED
    CANCELED
    EXPIRED
  }

  type PaymentCheckout {
    payment_id: Int!
    provider_payment_id: String!
    "redirect the browser here (the provider's iDEAL page)"
    checkout_url: String!
    status: PaymentStatus!
    "cents"
    amount: Int!
  }

  type BookingPayer {
    payer_id: Int!
    booking_id: Int!
    full_name: String!
    email: String!
    phone: String
    organisation_name: String
    address: String
  }
`;

export const paymentTypeDefs = gql`
  input BookingPayerInput {
    full_name: String!
    email: String!
    phone: String
    "max 50"
    organisation_name: String
    "max 100"
    address: String
  }

  input PaymentLinkInput {
    booking_id: Int!
    "from create_booking_payer"
    payer_id: Int
  }

  type PaymentLink {
    "/booking-payment/{hash}"
    payment_link: String!
    hash: String!
    "ISO UTC; the link expires with the reservation"
    expires_at: String
    payer: BookingPayer
  }

  extend type Mutation {
    "the booking's guest (or an admin) names who pays"
    create_booking_payer(booking_id: Int!, input: BookingPayerInput!): BookingPayer!
    create_payment_link(input: PaymentLinkInput!): PaymentLink!
    "starts iDEAL for what is still open on the booking's order; return_path: relative path to come back to (default /bookings/{id})"
    create_booking_payment(booking_id: Int!, return_path: String): PaymentCheckout!
  }
`;

export const payerTypeDefs = gql`
  type VatLine {
    vat_rate: Int!
    "net amount at this rate (cents)"
    base: Int!
    vat: Int!
  }

  type PayerOrderItem {
    name: String!
    quantity: Int!
    unit_price: Int!
    vat_rate: Int!
    total_net: Int!
    total_vat: Int!
    total: Int!
  }

  type PayerOrder {
    order_total: Int!
    order_total_vat_excl: Int!
    vat_total: Int!
    vat_lines: [VatLine!]!
    total_paid: Int!
    order_items: [PayerOrderItem!]!
  }

  "what the payer page /booking-payment/{hash} shows (no login: the hash is the key)"
  type PayerBooking {
    hash: String!
    booking_id: Int!
    booking_status: String!
    order_state: String
    space_name: String!
    venue_name: String!
    city: String
    slot_start: String!
    slot_end: String!
    attendees: Int!
    meeting_name: String
    expires_at: String
    is_paid: Boolean!
    payer: BookingPayer
    order: PayerOrder
  }

  extend type Query {
    "null when the link is unknown or expired"
    specific_booking_by_hash(hash: String!): PayerBooking
  }

  extend type Mutation {
    "starts iDEAL for the payer of a payment link; comes back to /booking-payment/{hash}/success"
    pay_booking_by_hash(hash: String!): PaymentCheckout!
  }
`;
