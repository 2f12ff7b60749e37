/** Availability calendar and calendar sync (docs/CONTRACTS.md). */
import { gql, type GraphQLModule } from '../module';
import { get_spaces_calendar_data, manage_spaces_availability } from './calendarData';
import {
  create_space_calendar, external_calendars, get_calendar_auth_code_link, get_extended_calendar_permissions,
} from './providerLinks';
import {
  enabled_calendar_providers, link_ics_calendar, rotate_calendar_export_secret, space_calendars, sync_space_calendar, toLink, unlink_calendar,
} from './sync';

export const calendarModule: GraphQLModule = {
  name: 'calendar',
  visibility: 'authenticated',
  typeDefs: gql`
    enum CalendarView { WEEK MONTH }
    enum CalendarDayState { OPEN PARTIALLY_CLOSED CLOSED }
    enum AvailabilitySource { MANUAL CALENDAR SYNC_STALE }
    type CalendarSlot { space_availability_id: Int!, is_opened: Boolean!, slot_from: String!, slot_to: String!, slot_description: String, source: AvailabilitySource! }
    type CalendarBooking { booking_id: Int!, booking_status: String!, slot_start: String!, slot_end: String!, attendees: Int!, meeting_name: String, booker_name: String }
    type CalendarDay {
      date: String!, state: CalendarDayState!, is_working_day: Boolean!, is_editable: Boolean!
      opening: [TimeSlot!]!, exceptions: [CalendarSlot!]!, bookings: [CalendarBooking!]!
    }
    type SpaceCalendarData { space_id: Int!, space_name: String!, days: [CalendarDay!]! }
    type SpacesCalendarData { venue_id: Int!, date_from: String!, date_to: String!, spaces: [SpaceCalendarData!]! }
    input AvailabilityChangeInput { space_ids: [Int!]!, date: String!, time_from: String, time_to: String, is_opened: Boolean!, slot_description: String }
    input ManageSpacesAvailabilityInput { venue_id: Int!, view: CalendarView!, changes: [AvailabilityChangeInput!]! }

    enum CalendarProvider { ics apple exchange google live_connect office365 }
    enum CalendarSyncStatus { PENDING SYNCED FAILING UNSUBSCRIBED }
    type SpaceCalendarLink {
      calendar_link_id: Int!, space_id: Int!, provider_name: CalendarProvider!, calendar_id: String, calendar_name: String
      sync_status: CalendarSyncStatus!, is_synchronized: Boolean!, calendar_deleted: Boolean!, ts_last_sync: String, last_error: String, ts_failing_since: String
    }
    type SpaceCalendarInfo { space_id: Int!, space_name: String!, export_url: String!, link: SpaceCalendarLink }
    type ExternalCalendar { calendar_id: String!, calendar_name: String! }
    type CalendarAuthLink { url: String!, state_token: String! }

    extend type Query {
      get_spaces_calendar_data(venue_id: Int!, space_ids: [Int!], week: Int, months: [Int!], year: Int!, edit_mode: Boolean): SpacesCalendarData!
      space_calendars(venue_id: Int!): [SpaceCalendarInfo!]!
      external_calendars(provider: CalendarProvider!, space_id: Int!): [ExternalCalendar!]!
      enabled_calendar_providers: [CalendarProvider!]!
    }
    extend type Mutation {
      manage_spaces_availability(input: ManageSpacesAvailabilityInput!): SpacesCalendarData!
      rotate_calendar_export_secret(space_id: Int!): SpaceCalendarInfo!
      link_ics_calendar(space_id: Int!, url: String!): SpaceCalendarLink!
      get_calendar_auth_code_link(provider: CalendarProvider!, space_id: Int!): CalendarAuthLink!
      get_extended_calendar_permissions(provider: CalendarProvider!, space_id: Int!): CalendarAuthLink!
      create_space_calendar(space_id: Int!, state_token: String!, code: String): SpaceCalendarLink!
      sync_space_calendar(calendar_id: String!, space_id: Int!): SpaceCalendarLink!
      unlink_calendar(space_id: Int!, has_rollback_selected: Boolean!): Boolean!
    }
  `,
  resolvers: {
    Query: { get_spaces_calendar_data, space_calendars, external_calendars, enabled_calendar_providers },
    Mutation: {
      manage_spaces_availability, rotate_calendar_export_secret, link_ics_calendar, get_calendar_auth_code_link,
      get_extended_calendar_permissions, sync_space_calendar, unlink_calendar,
      create_space_calendar: async (...a: Parameters<typeof create_space_calendar>) => toLink(await create_space_calendar(...a)),
    },
  },
};
