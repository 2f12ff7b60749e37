import { gql } from '../module';

/** Pricing preview (docs/CONTRACTS.md "Pricing preview (issues 4/5)"). Money in cents, times ISO UTC. */
export const pricingTypeDefs = gql`
  enum OrderType {
    ARRANGEMENT
    PER_HOUR
    PER_ITEM
    PER_ITEM_OR_PER_HOUR
    PER_PERSON
    STATIC
  }

  enum OrderItemType {
    SPACE
    CONFIGURATION
    SERVICE
  }

  input ServiceQuantityInput {
    "space_service_id"
    service_id: Int!
    quantity: Int!
  }

  input BookingPreliminaryCalculationInput {
    space_id: Int!
    "ISO instant"
    slot_start: String!
    "ISO instant"
    slot_end: String!
    attendees: Int!
    "null = the space's default configuration"
    configuration_id: Int
    "chosen services; mandatory services are added automatically"
    services: [ServiceQuantityInput!]
    "case-sensitive, max 50"
    coupon_code: String
    is_social: Boolean
    is_afterpay: Boolean
  }

  type PreviewOrderItem {
    order_item_id: Int
    order_item_type: OrderItemType!
    "space_id | configuration_id | space_service_id"
    reference_id: Int!
    service_name: String
    service_type: String
    order_type: OrderType
    is_mandatory: Boolean!
    quantity: Int!
    hours: Float
    order_item_price: Int!
    order_item_subtotal: Int!
    discount: Int!
    service_fee: Int!
    order_item_total_vat_excl: Int!
    vat_rate: Int!
    vat: Int!
    order_item_total: Int!
  }

  type OrderTotals {
    order_subtotal: Int!
    discount_total: Int!
    service_fee: Int!
    service_fee_vat: Int!
    service_fee_total: Int!
    vat_total: Int!
    order_total_vat_excl: Int!
    order_total: Int!
    payout_total: Int!
  }

  type BookingPreliminaryCalculation {
    space_id: Int!
    duration_minutes: Int!
    price_tier: String!
    space_price: Int!
    space_price_with_fee: Int!
    configuration_price: Int!
    order_items: [PreviewOrderItem!]!
    total_excl_vat: Int!
    vat_21: Int!
    vat_9: Int!
    vat_total: Int!
    total_incl_vat: Int!
    discount: Int!
    social_discount: Int!
    coupon_discount: Int!
    coupon_percentage: Float
    service_fee_rate: Float!
    is_free: Boolean!
    is_reservation_limit_reached: Boolean!
    reservation_limit: Int!
    totals: OrderTotals!
  }

  type SpaceServiceBalance {
    "space_service_id"
    service_id: Int!
    venue_service_id: Int!
    system_service_id: Int!
    system_service_key: String!
    service_name: String!
    service_type: String!
    description: String
    order_type: OrderType!
    "unit price excl. VAT (0 for standard services)"
    price: Int!
    vat_rate: Int!
    is_mandatory: Boolean!
    is_on_demand: Boolean!
    is_venue: Boolean!
    is_space: Boolean!
    is_inventory_enabled: Boolean!
    max_inventory: Int
    "null = unlimited"
    remaining_inventory: Int
  }

  type SpaceServiceBalancePage {
    result: [SpaceServiceBalance!]!
    total: Int!
  }

  extend type Query {
    "the live price preview of the space page (no login needed)"
    get_booking_preliminary_calculation(input: BookingPreliminaryCalculationInput!): BookingPreliminaryCalculation!
    "the space's services with remaining inventory for the window"
    space_service_balance(space_id: Int!, booking_start: String, booking_end: String, first: Int, skip: Int, booking_edit_mode: Boolean): SpaceServiceBalancePage!
  }
`;
