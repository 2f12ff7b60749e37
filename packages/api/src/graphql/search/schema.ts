import { gql } from '../module';

export const searchTypeDefs = gql`
  enum SpaceBookingType {
    DIRECT
    MANUAL
  }

  enum InstanceType {
    SPACE
    VENUE
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
  }

  type Instance {
    space: Space
    venue: Venue
  }

  input VenueFindInput {
    "free text: venue, space or city name (accents and small typos forgiven)"
    search: String
    "with lng: results ordered by distance"
    lat: Float
    lng: Float
    "only spaces with a configuration for at least this many guests (max 500)"
    attendees: Int
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
    "km from lat/lng when given"
    distance: Float
    venue_spaces: [SpaceCard!]!
  }

  type VenueSearchResult {
    venues: [VenueResult!]!
    "number of matching venues"
    total: Int!
    page: Int!
    size: Int!
  }

  extend type Query {
    "highlighted spaces in position order (the home page shows the first 4)"
    get_top_spaces(limit: Int): [SpaceCard!]!
    venue_search(input: VenueFindInput): VenueSearchResult!
    "SPACE: slug = space_reference; VENUE: slug = venue hash (or 'hash/name')"
    specific_instance_by_slug(instance_type: InstanceType!, slug: String!): Instance
    specific_space(space_id: Int!): Space
  }
`;
