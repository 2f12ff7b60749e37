import { gql } from '../module';

export const bookingTypeDefs = gql`
  enum BookingTab {
    UPCOMING
    REQUESTS
    RESERVATIONS
    ARCHIVED
  }

  input BookingFilters {
    tab: BookingTab
    "YYYY-MM-DD (Europe/Amsterdam): meetings starting on or after this day"
    date_from: String
    "YYYY-MM-DD (Europe/Amsterdam): meetings starting on or before this day"
    date_to: String
  }

  type Booking {
    booking_id: Int!
    booking_hash: String!
    booking_status: String!
    booking_type: SpaceBookingType!
    "ISO UTC"
    slot_start: String!
    "ISO UTC"
    slot_end: String!
    attendees: Int!
    meeting_name: String
    "ISO UTC"
    ts_created: String!
    "cents, null before an order exists"
    order_total: Int
    space: SpaceCard
  }

  extend type Query {
    "the caller's own bookings (booker side), newest meeting first"
    get_bookings(filters: BookingFilters): [Booking!]!
  }
`;
