import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import type { BookingFilters, BookingListItem } from './types';
import { GetBookingsDocument, type GetBookingsQuery } from '../../generated/graphql';

export const GET_BOOKINGS_QUERY = /* GraphQL */ `query GetBookings($filters: BookingFilters) {
  get_bookings(filters: $filters) {
    booking_id booking_status display_status booking_type slot_start slot_end attendees order_total
    space { space_id space_name }
  }
}`;

/** The guest's bookings for one tab and date range (authenticated GraphQL endpoint). */
export const bookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBookings: build.query<BookingListItem[], BookingFilters>({
      query: (filters) => operation(GetBookingsDocument, { filters }),
      transformResponse: (data: GetBookingsQuery) => data.get_bookings,
    }),
  }),
});

export const { useGetBookingsQuery } = bookingsApi;
