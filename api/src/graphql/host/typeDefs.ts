/** SDL of the host GraphQL (docs/CONTRACTS.md "Host: organisation, venues, spaces, photos, services"); REST field names. */
import { gql } from '../module';

export const hostTypeDefs = gql`
  type Company {
    legal_name: String!
    coc_number: String!
    address: String!
    postal_code: String
    city: String
    place_id: String
  }
  type VenueTag {
    tag_id: Int!
    name: String!
    name_nl: String!
    name_en: String!
    importance: Int!
  }
  type HostImageVariants {
    thumb: String!
    small: String!
    medium: String!
    large: String!
  }
  type HostImage {
    image_id: Int!
    image_url: String!
    order: Int!
    width: Int
    height: Int
    variants: HostImageVariants!
  }
  type Organisation {
    organisation_id: Int!
    account_id: Int!
    organisation_type: String!
    organisation_name: String
    vat_number: String
    vat_rate: Int
    finance_email: String
    place_id: String
    finance_place_id: String
    coc: String
    address: String
    finance_address: String
    is_update_allowed: Boolean!
    organisation_rating: Float
    is_activation_allowed: Boolean!
    is_banned: Boolean!
    review_status: String!
    service_fee_rate: Float
  }
  type HostPhone {
    formatted_number: String!
  }
  type HostWorkingTime {
    week_day: Int!
    open_time: Int!
    close_time: Int!
  }
  type HostVenueService {
    venue_service_id: Int!
    system_service_id: Int!
    system_service_key: String!
    system_service_type: String!
    description: String
    is_enabled: Boolean!
    is_inventory_enabled: Boolean!
    is_on_demand: Boolean!
    max_inventory: Int
    vat_rate: Int!
    price: Int!
    price_net: Int!
    order_type: String!
    is_mandatory: Boolean!
  }
  type HostSpaceSummary {
    space_id: Int!
    space_name: String!
    space_reference: String
    space_url: String!
    is_active: Boolean!
    review_status: String!
    half_day_price: Int
    max_guests: Int
    space_booking_type: String
  }
  type HostVenue {
    venue_id: Int!
    venue_name: String!
    venue_description: String
    venue_rules: String
    place_id: String
    address: String
    additional: String
    postal_code: String
    city: String
    region: String
    latitude: Float
    longitude: Float
    contact_name: String
    contact_phone: HostPhone
    contact_email: String
    allow_customer_catering: Boolean
    status: String!
    is_active: Boolean!
    venue_url: String!
    venue_slug: String!
    venue_hash: String!
    venue_type: String
    working_time: [HostWorkingTime!]!
    venue_images: [HostImage!]!
    venue_features: [Int!]!
    venue_services: [HostVenueService!]!
    venue_tags: [VenueTag!]!
    venue_spaces: [HostSpaceSummary!]!
  }
  type HostSpaceCategory {
    category_id: Int!
    category_key: String
    has_mandatory: Boolean
  }
  type HostSpaceConfiguration {
    configuration_id: Int!
    configuration_type: String!
    is_default: Boolean
    configuration_price: Int
    min_guests: Int
    max_guests: Int
  }
  type HostWarning {
    field: String!
    key: String!
  }
  type HostSpace {
    space_id: Int!
    venue_id: Int!
    space_name: String!
    internal_name: String
    space_description: String
    access_instructions: String
    space_reference: String
    space_url: String!
    space_size: Int
    min_guests: Int
    max_guests: Int
    short_day_price: Int
    half_day_price: Int
    day_price: Int
    full_day_price: Int
    vat_rate: Int
    service_fee_rate: Float
    space_booking_type: String
    cancellation_th: Int
    book_before_min_th: Int
    book_before_max_th: Int
    host_approval_th: Int
    preparation_time: Int
    service_break: Int
    booking_limit: Int
    has_discount: Boolean
    discount_percentage: Float
    discount_description: String
    wifi_name: String
    wifi_code: String
    is_afterpay_allowed: Boolean
    is_payment_options_selectable: Boolean
    is_active: Boolean!
    is_prospect: Boolean
    review_status: String!
    space_images: [HostImage!]!
    space_features: [Int!]!
    space_categories: [HostSpaceCategory!]!
    space_configurations: [HostSpaceConfiguration!]!
    has_calendar: Boolean!
    warnings: [HostWarning!]!
  }
  type InventoryService {
    venue_service_id: Int
    system_service_id: Int!
    system_service_key: String!
    system_service_name: String!
    system_service_type: String!
    description: String
    is_enabled: Boolean!
    is_inventory_enabled: Boolean!
    is_on_demand: Boolean!
    max_inventory: Int
    vat_rate: Int!
    price: Int!
    price_net: Int!
    order_type: String!
    is_inventory_allowed: Boolean!
    expect_quantity: Boolean!
    allow_on_demand: Boolean!
    is_venue: Boolean!
    is_space: Boolean!
    is_mandatory: Boolean!
    space_ids: [Int!]!
  }
  type InventoryServicePage {
    result: [InventoryService!]!
    total: Int!
  }
  input InventoryLinkingInput {
    venue_id: Int!
    system_service_id: Int!
    space_ids: [Int!]!
    is_enabled: Boolean!
    price: Int
    vat_rate: Int
    order_type: String
    is_on_demand: Boolean
    is_mandatory: Boolean
    is_inventory_enabled: Boolean
    max_inventory: Int
    description: String
  }
  input CollectionSocialLinksInput {
    facebook: String
    instagram: String
    linkedin: String
    twitter: String
    youtube: String
  }
  input CollectionInput {
    name: String
    promo_text: String
    about_us: String
    website: String
    logo_image_id: Int
    has_public_page: Boolean
    social_links: CollectionSocialLinksInput
  }
  extend type Query {
    "company register (KvK) search by name: >= 2 characters, at most 10"
    get_companies(company_name: String!): [Company!]!
    "own organisation (team included) or admin"
    specific_venue(venue_id: Int!): HostVenue!
    get_all_tags: [VenueTag!]!
    "the system service catalogue with this venue's settings; first default 50, max 200"
    inventory_services(venue_id: Int!, first: Int, skip: Int): InventoryServicePage!
    "null when the organisation has none"
    get_user_organisation_collection: Collection
  }
  extend type Mutation {
    "replaces the venue's tags (at least 3)"
    add_venue_tags(venue_id: Int!, tag_ids: [Int!]!): [VenueTag!]!
    add_new_tag(name_nl: String!, name_en: String!, importance: Int!): VenueTag!
    inventory_bulk_spaces_linking(input: InventoryLinkingInput!): InventoryService!
    "replaces the space's features"
    bulk_create_space_features(space_id: Int!, feature_ids: [Int!]!): [Int!]!
    "links uploaded photos in this order (3..10); photos left out are deleted"
    bulk_create_space_images(space_id: Int!, images_ids: [Int!]!): [HostImage!]!
    create_collection(input: CollectionInput!): Collection!
    update_collection(input: CollectionInput!): Collection!
  }
`;
