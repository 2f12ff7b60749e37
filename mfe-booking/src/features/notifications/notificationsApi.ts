// GraphQL of the notification centre and the host's day overview (authenticated endpoint).
import { api } from '../../api';
import type { DayOverviewBooking, EventNotification } from './types';

export const GET_NOTIFICATIONS_QUERY = /* GraphQL */ `
  query GetNotifications($venue_id: Int) {
    get_notifications(venue_id: $venue_id) {
      event_notification_id event_name event_type event_status is_read venue_id venue_name booking_id space_id space_name booking_start ts_created payload
    }
  }
`;

export const READ_NOTIFICATION_MUTATION = /* GraphQL */ `
  mutation ReadNotification($ids: [Int!]!) {
    read_notification(event_notification_ids: $ids) { event_notification_id is_read }
  }
`;

export const CLEAR_ALL_NOTIFICATIONS_MUTATION = /* GraphQL */ `
  mutation ClearAllNotifications($venue_id: Int) { clear_all_notifications(venue_id: $venue_id) }
`;

export const DELETE_NOTIFICATION_MUTATION = /* GraphQL */ `
  mutation DeleteNotification($id: Int!) { delete_notification(id: $id) }
`;

export const GET_DAY_OVERVIEW_QUERY = /* GraphQL */ `
  query GetDayOverview($date: String!, $venue_id: Int) {
    get_day_overview(date: $date, venue_id: $venue_id) {
      booking_id booking_status attendees slot_start slot_end space_id space_name venue_id venue_name
      order_items { type name quantity }
    }
  }
`;

export const notificationsApi = api
  .enhanceEndpoints({ addTagTypes: ['Notifications'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getNotifications: build.query<EventNotification[], { venueId: number | null }>({
        query: ({ venueId }) => ({ document: GET_NOTIFICATIONS_QUERY, variables: { venue_id: venueId } }),
        transformResponse: (data: { get_notifications: EventNotification[] }) => data.get_notifications,
        providesTags: ['Notifications'],
      }),
      readNotification: build.mutation<Array<{ event_notification_id: number; is_read: boolean }>, number[]>({
        query: (ids) => ({ document: READ_NOTIFICATION_MUTATION, variables: { ids } }),
        transformResponse: (data: { read_notification: Array<{ event_notification_id: number; is_read: boolean }> }) => data.read_notification,
        invalidatesTags: ['Notifications'],
      }),
      clearAllNotifications: build.mutation<number, { venueId: number | null }>({
        query: ({ venueId }) => ({ document: CLEAR_ALL_NOTIFICATIONS_MUTATION, variables: { venue_id: venueId } }),
        transformResponse: (data: { clear_all_notifications: number }) => data.clear_all_notifications,
        invalidatesTags: ['Notifications'],
      }),
      deleteNotification: build.mutation<boolean, number>({
        query: (id) => ({ document: DELETE_NOTIFICATION_MUTATION, variables: { id } }),
        transformResponse: (data: { delete_notification: boolean }) => data.delete_notification,
        invalidatesTags: ['Notifications'],
      }),
      getDayOverview: build.query<DayOverviewBooking[], { date: string; venueId: number | null }>({
        query: ({ date, venueId }) => ({ document: GET_DAY_OVERVIEW_QUERY, variables: { date, venue_id: venueId } }),
        transformResponse: (data: { get_day_overview: DayOverviewBooking[] }) => data.get_day_overview,
        providesTags: ['Notifications'],
      }),
    }),
  });

export const {
  useGetNotificationsQuery, useReadNotificationMutation, useClearAllNotificationsMutation, useDeleteNotificationMutation, useGetDayOverviewQuery,
} = notificationsApi;
