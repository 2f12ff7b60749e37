import { gql } from '../module';

export const notificationTypeDefs = gql`
  enum EventNotificationStatus {
    ACTIVE
    EXPIRED
    PERFORMED
  }
  enum EventNotificationType {
    ACTION
    NOTIFICATION
    SYSTEM
  }
  "one notification of the caller; booking and space come from the booking it is about (links in the list)"
  type EventNotification {
    event_notification_id: Int!
    event_name: String!
    event_status: EventNotificationStatus!
    event_type: EventNotificationType!
    is_read: Boolean!
    is_deleted: Boolean!
    venue_id: Int
    venue_name: String
    booking_id: Int
    space_id: Int
    space_name: String
    booking_start: String
    ts_created: String!
    payload: JSON
  }
  type DayOverviewItem {
    "SPACE, or the service type: CATERING, FACILITY, HUMAN_RESOURCE"
    type: String!
    name: String!
    quantity: Int!
  }
  type DayOverviewBooking {
    booking_id: Int!
    booking_status: String!
    attendees: Int!
    slot_start: String!
    slot_end: String!
    space_id: Int!
    space_name: String!
    venue_id: Int!
    venue_name: String!
    order_items: [DayOverviewItem!]!
  }
  extend type Query {
    "the caller's notifications (not deleted), newest first; venue_id only of a venue the caller may see"
    get_notifications(venue_id: Int, first: Int, skip: Int): [EventNotification!]!
    "host side (day_overview.view): the bookings of one Amsterdam day (YYYY-MM-DD) with what to prepare"
    get_day_overview(date: String!, venue_id: Int): [DayOverviewBooking!]!
  }
  extend type Mutation {
    "marks the caller's notifications read; an id that is not the caller's is NOT_FOUND"
    read_notification(event_notification_ids: [Int!]!): [EventNotification!]!
    "deletes all of the caller's notifications (of one venue it may see); answers how many"
    clear_all_notifications(venue_id: Int): Int!
    delete_notification(id: Int!): Boolean!
  }
  type Subscription {
    "unread, not deleted notifications of the caller (optionally of one venue): sent at once, then on every change"
    unread_notifications(account_id: Int!, venue_id: Int): Int!
  }
`;
