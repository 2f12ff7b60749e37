import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { GetSpacesCalendarDataDocument, ManageSpacesAvailabilityDocument, type GetSpacesCalendarDataQuery, type ManageSpacesAvailabilityMutation } from '../../generated/graphql';
import type { AvailabilityChange, CalendarQueryArgs, CalendarView, SpacesCalendarData } from './types';

export const CALENDAR_FRAGMENT = /* GraphQL */ `fragment SpacesCalendarFields on SpacesCalendarData {
  venue_id date_from date_to spaces { space_id space_name days {
    date state is_working_day is_editable
    opening { slot_start slot_end }
    exceptions { space_availability_id is_opened slot_from slot_to slot_description source }
    bookings { booking_id booking_status slot_start slot_end attendees meeting_name booker_name }
  } }
}`;

export const GET_SPACES_CALENDAR_DATA_QUERY = /* GraphQL */ `query GetSpacesCalendarData($venue_id: Int!, $space_ids: [Int!], $week: Int, $months: [Int!], $year: Int!, $edit_mode: Boolean) {
  get_spaces_calendar_data(venue_id: $venue_id, space_ids: $space_ids, week: $week, months: $months, year: $year, edit_mode: $edit_mode) { ...SpacesCalendarFields }
}`;

export const MANAGE_SPACES_AVAILABILITY_MUTATION = /* GraphQL */ `mutation ManageSpacesAvailability($input: ManageSpacesAvailabilityInput!) {
  manage_spaces_availability(input: $input) { ...SpacesCalendarFields }
}`;

/** The host's availability calendar: every space of the venue per week or month, and open/close changes. */
export const availabilityApi = api.enhanceEndpoints({ addTagTypes: ['Availability'] }).injectEndpoints({
  endpoints: (build) => ({
    getSpacesCalendarData: build.query<SpacesCalendarData, CalendarQueryArgs>({
      query: (variables) => operation(GetSpacesCalendarDataDocument, variables),
      transformResponse: (data: GetSpacesCalendarDataQuery) => data.get_spaces_calendar_data,
      providesTags: ['Availability'],
    }),
    manageSpacesAvailability: build.mutation<SpacesCalendarData, { venue_id: number; view: CalendarView; changes: AvailabilityChange[] }>({
      query: (input) => operation(ManageSpacesAvailabilityDocument, { input }),
      transformResponse: (data: ManageSpacesAvailabilityMutation) => data.manage_spaces_availability,
      invalidatesTags: ['Availability'],
    }),
  }),
});

export const { useGetSpacesCalendarDataQuery, useManageSpacesAvailabilityMutation } = availabilityApi;
