// GraphQL of the notification centre and the host's day overview (authenticated endpoint).
import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import {
  ClearAllNotificationsDocument, DeleteNotificationDocument, GetDayOverviewDocument, GetNotificationsDocument, ReadNotificationDocument,
  type ClearAllNotificationsMutation, type DeleteNotificationMutation, type GetDayOverviewQuery, type GetNotificationsQuery, type ReadNotificationMutation,
} from '../../generated/graphql';
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
        query: ({ venueId }) => operation(GetNotificationsDocument, { venue_id: venueId }),
        transformResponse: (data: GetNotificationsQuery) => data.get_notifications,
        providesTags: ['Notifications'],
      }),
      readNotification: build.mutation<Array<{ event_notification_id: number; is_read: boolean }>, number[]>({
        query: (ids) => operation(ReadNotificationDocument, { ids }),
        transformResponse: (data: ReadNotificationMutation) => data.read_notification,
        invalidatesTags: ['Notifications'],
      }),
      clearAllNotifications: build.mutation<number, { venueId: number | null }>({
        query: ({ venueId }) => operation(ClearAllNotificationsDocument, { venue_id: venueId }),
        transformResponse: (data: ClearAllNotificationsMutation) => data.clear_all_notifications,
        invalidatesTags: ['Notifications'],
      }),
      deleteNotification: build.mutation<boolean, number>({
        query: (id) => operation(DeleteNotificationDocument, { id }),
        transformResponse: (data: DeleteNotificationMutation) => data.delete_notification,
        invalidatesTags: ['Notifications'],
      }),
      getDayOverview: build.query<DayOverviewBooking[], { date: string; venueId: number | null }>({
        query: ({ date, venueId }) => operation(GetDayOverviewDocument, { date, venue_id: venueId }),
        transformResponse: (data: GetDayOverviewQuery) => data.get_day_overview,
        providesTags: ['Notifications'],
      }),
    }),
  });

export const {
  useGetNotificationsQuery, useReadNotificationMutation, useClearAllNotificationsMutation, useDeleteNotificationMutation, useGetDayOverviewQuery,
} = notificationsApi;
