import { gql } from '../module';

export const searchTypeDefs = gql`
  enum SpaceBookingType {
    DIRECT
    MANUAL
  }

  enum InstanceType {
    SPACE
    VENUE
    "slug 'region/city/tag': a city's tag page (Instance.tag)"
    TAG
    "slug 'region' or 'region/city': a location's SEO page (Instance.seo)"
    SEO
  }

  "A space as shown on cards (home slider, search results)"
  type SpaceCard {
    space_id: Int!
    space_name: String!
    space_url: String!
    space_reference: String!
    "cents"
    half_day_price: Int!
    image_url: String
    city: String
    venue_name: String!
    max_guests: Int!
    space_booking_type: SpaceBookingType!
    "0..10; stars are the value halved"
    rating: Float
    venue_id: Int!
    "the viewer's favourite (false when anonymous)"
    is_favorite: Boolean!
    latitude: Float
    longitude: Float
    "km from the searched point (search results, nearby spaces)"
    distance: Float
    space_size: Int
    is_afterpay_allowed: Boolean!
    has_discount: Boolean!
  }

  type SpaceImage {
    image_id: Int!
    image_url: String!
    order: Int!
  }

  type SpaceConfiguration {
    configuration_id: Int!
    configuration_type: String!
    min_guests: Int!
    max_guests: Int!
    "cents"
    configuration_price: Int!
    is_default: Boolean!
  }

  type Space {
    space_id: Int!
    space_name: String!
    space_description: String
    space_reference: String!
    space_url: String!
    space_images: [SpaceImage!]!
    "cents"
    short_day_price: Int!
    "cents"
    half_day_price: Int!
    "cents"
    day_price: Int!
    "cents"
    full_day_price: Int!
    "percent: 21, 9, 3 or 0"
    vat_rate: Int!
    "percent"
    service_fee_rate: Float!
    space_booking_type: SpaceBookingType!
    "m2"
    space_size: Int
    min_guests: Int!
    max_guests: Int!
    "hours"
    cancellation_th: Int!
    rating: Float
    space_configurations: [SpaceConfiguration!]!
    "activity keys (we_meet, we_present, ...)"
    space_categories: [String!]!
    "feature keys (airconditioning, ...)"
    space_features: [String!]!
    venue: Venue!
    venue_id: Int!
    latitude: Float
    longitude: Float
    is_favorite: Boolean!
    is_afterpay_allowed: Boolean!
    has_discount: Boolean!
    discount_percentage: Float
    "minutes"
    preparation_time: Int!
    "minutes"
    service_break: Int!
    "hours"
    book_before_min_th: Int!
    "hours (null/0 = no maximum)"
    book_before_max_th: Int
    "bookings per day (0 = unlimited)"
    booking_limit: Int!
    "other public spaces nearby, nearest first (distance in km)"
    nearby_spaces(radius_km: Float, limit: Int): [SpaceCard!]!
  }

  type SpacePage {
    result: [SpaceCard!]!
    page: Int!
    size: Int!
    total_pages: Int!
    total: Int!
  }

  type VenueGeo {
    address: String
    city: String
    region: String
    latitude: Float
    longitude: Float
  }

  "Opening hours: week_day 1..7 (MON..SUN), minutes since midnight (close 1440 = 00:00)"
  type WorkingTime {
    week_day: Int!
    open_time: Int!
    close_time: Int!
  }

  type Venue {
    venue_id: Int!
    venue_name: String!
    venue_url: String!
    venue_description: String
    venue_geo: VenueGeo!
    working_time: [WorkingTime!]!
    venue_images: [SpaceImage!]!
    "the venue's public spaces, 1-based pages (size default 20, max 50)"
    venue_spaces(page: Int, size: Int): SpacePage!
  }

  type Instance {
    space: Space
    venue: Venue
    tag: LocationTagPage
    seo: LocationDetail
  }

  enum TimePreset {
    "09:00-12:00"
    MORNING
    "12:00-16:00 (default)"
    AFTERNOON
    "16:00-19:00"
    EVENING
    "09:00-19:00"
    ALL_DAY
    "time_from / time_to"
    CUSTOM
  }

  enum SearchSort {
    RELEVANCE
    PRICE
    RATING
    SIZE
  }

  enum SortDirection {
    ASC
    DESC
  }

  input MapBoundsInput {
    north: Float!
    south: Float!
    east: Float!
    west: Float!
  }

  type MapBounds {
    north: Float!
    south: Float!
    east: Float!
    west: Float!
  }

  "docs/CONTRACTS.md Discovery: every filter of the search page"
  input VenueFindInput {
    "free text: venue, space, city or region name (accents and small typos forgiven)"
    search: String
    lat: Float
    lng: Float
    "with lat/lng: only venues within (default 25 km)"
    radius_km: Float
    "the map's box; wins over lat/lng radius"
    bounds: MapBoundsInput
    "collection slug or hash"
    organisation: String
    "YYYY-MM-DD (Europe/Amsterdam): only spaces bookable in the time window"
    date: String
    time_preset: TimePreset
    "HH:mm for CUSTOM"
    time_from: String
    time_to: String
    "ISO instants; win over date/time"
    slot_from: String
    slot_to: String
    "only spaces with a configuration for at least this many guests (max 500)"
    attendees: Int
    activities: [String!]
    configurations: [String!]
    "cents, on half_day_price"
    price_min: Int
    price_max: Int
    is_direct_booking: Boolean
    is_afterpay: Boolean
    is_social: Boolean
    features: [String!]
    facilities: [String!]
    services: [String!]
    favorites_only: Boolean
    sort: SearchSort
    sort_direction: SortDirection
    "1-based, default 1"
    page: Int
    "default 20, max 50"
    size: Int
  }

  type VenueResult {
    venue_id: Int!
    venue_name: String!
    venue_url: String!
    city: String
    latitude: Float
    longitude: Float
    "cents: the lowest half-day price of the matching spaces"
    min_price: Int!
    "km from lat/lng (or the box centre) when given"
    distance: Float
    "best rating of the matching spaces"
    rating: Float
    "the venue's cheapest matching spaces (at most 4)"
    venue_spaces: [SpaceCard!]!
    "matching spaces of this venue not in venue_spaces"
    more_spaces: Int!
  }

  "cents [from, to); to null = open-ended"
  type PriceBucket {
    from: Int!
    to: Int
    count: Int!
  }

  type SearchSuggestion {
    "RELAX_FILTER | NEARBY_CITY"
    kind: String!
    filter: String
    count: Int!
    city: String
    city_slug: String
    latitude: Float
    longitude: Float
  }

  type VenueSearchResult {
    venues: [VenueResult!]!
    "number of matching venues"
    total: Int!
    "number of matching spaces"
    total_spaces: Int!
    "true when a broad search stopped counting (total and total_spaces are lower bounds: show e.g. 1000+)"
    total_is_capped: Boolean!
    page: Int!
    size: Int!
    total_pages: Int!
    "over every filter except the price range"
    price_histogram: [PriceBucket!]!
    "only when nothing matches"
    suggestions: [SearchSuggestion!]!
  }

  type TimeSlot {
    slot_start: String!
    slot_end: String!
  }

  type SpaceDayAvailability {
    space_id: Int!
    date: String!
    is_open: Boolean!
    opening: [TimeSlot!]!
    free_slots: [TimeSlot!]!
    "only when slot_start and slot_end are given"
    is_bookable: Boolean
  }

  type TimePresetWindow {
    preset: TimePreset!
    time_from: String!
    time_to: String!
  }

  type MapCenter {
    latitude: Float!
    longitude: Float!
  }

  type ClientConfig {
    "null: no Google key, use the built-in map"
    google_maps_key: String
    default_map_center: MapCenter!
    default_attendees: Int!
    max_attendees: Int!
    page_size: Int!
    time_presets: [TimePresetWindow!]!
  }

  extend type Query {
    "highlighted spaces in position order (the home page shows the first 4)"
    get_top_spaces(limit: Int): [SpaceCard!]!
    "cards of the given spaces in the given order (CMS sliders); a slug is a space_reference or a space URL; unknown or hidden ones are left out (max 50)"
    get_spaces_by_slug(slugs: [String!]!): [SpaceCard!]!
    venue_search(input: VenueFindInput): VenueSearchResult!
    "SPACE: slug = space_reference; VENUE: slug = venue hash (or 'hash/name')"
    specific_instance_by_slug(instance_type: InstanceType!, slug: String!): Instance
    specific_space(space_id: Int!): Space
    "the space page's date picker: openings and free slots of a date (Europe/Amsterdam)"
    space_availability(space_id: Int!, date: String!, slot_start: String, slot_end: String): SpaceDayAvailability!
    client_config: ClientConfig!
  }
`;
