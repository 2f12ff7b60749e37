import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { BookingApproveDocument, BookingCancellingDocument, BookingDeclineDocument, GetVendorBookingsDocument, type BookingApproveMutation, type BookingCancellingMutation, type BookingDeclineMutation, type GetVendorBookingsQuery } from '../../generated/graphql';
import type { VendorBooking, VendorBookingFilters, VendorBookingPage } from './types';

export const VENDOR_BOOKING_FRAGMENT = /* GraphQL */ `fragment VendorBookingFields on VendorBooking {
  booking_id booking_hash booking_status order_state vendor_status slot_start slot_end attendees
    meeting_name meeting_description comment space_id space_name venue_id venue_name booking_type payment_method order_total payout_total
    ts_host_approval_dl ts_created customer { account_id first_name last_name email phone }
}`;

export const GET_VENDOR_BOOKINGS_QUERY = /* GraphQL */ `query GetVendorBookings($filters: VendorBookingFilters) {
  get_vendor_bookings(filters: $filters) {
    result { ...VendorBookingFields }
    total page size total_pages
    stats { pending optional paid expired cancelled total }
  }
}`;

export const BOOKING_APPROVE_MUTATION = /* GraphQL */ `mutation BookingApprove($booking_id: Int!) {
  booking_approve(booking_id: $booking_id) { booking_id booking_status }
}`;

export const BOOKING_DECLINE_MUTATION = /* GraphQL */ `mutation BookingDecline($booking_id: Int!, $cancellation_reason: String, $opted_out_as_prospect: Boolean) {
  booking_decline_by_vendor(booking_id: $booking_id, cancellation_reason: $cancellation_reason, opted_out_as_prospect: $opted_out_as_prospect) {
    booking_id booking_status
  }
}`;

export const BOOKING_CANCEL_MUTATION = /* GraphQL */ `mutation BookingCancelling($booking_id: Int!, $cancellation_reason: String) {
  booking_cancelling(booking_id: $booking_id, cancellation_reason: $cancellation_reason) { booking_id booking_status }
}`;

interface BookingAnswer {
  booking_id: number;
  booking_status: string;
}

/** The host side of bookings: lists with stats, and the host's answers (the booking mutations). */
export const vendorBookingsApi = api.enhanceEndpoints({ addTagTypes: ['VendorBookings'] }).injectEndpoints({
  endpoints: (build) => ({
    getVendorBookings: build.query<VendorBookingPage, VendorBookingFilters>({
      query: (filters) => operation(GetVendorBookingsDocument, { filters }),
      transformResponse: (data: GetVendorBookingsQuery) => data.get_vendor_bookings,
      providesTags: ['VendorBookings'],
    }),
    approveBooking: build.mutation<BookingAnswer, number>({
      query: (booking_id) => operation(BookingApproveDocument, { booking_id }),
      transformResponse: (data: BookingApproveMutation) => data.booking_approve,
      invalidatesTags: ['VendorBookings'],
    }),
    declineBooking: build.mutation<BookingAnswer, { booking_id: number; cancellation_reason: string; opted_out_as_prospect: boolean }>({
      query: (variables) => operation(BookingDeclineDocument, variables),
      transformResponse: (data: BookingDeclineMutation) => data.booking_decline_by_vendor,
      invalidatesTags: ['VendorBookings'],
    }),
    cancelBooking: build.mutation<BookingAnswer, { booking_id: number; cancellation_reason: string }>({
      query: (variables) => operation(BookingCancellingDocument, variables),
      transformResponse: (data: BookingCancellingMutation) => data.booking_cancelling,
      invalidatesTags: ['VendorBookings'],
    }),
  }),
});

export const { useGetVendorBookingsQuery, useApproveBookingMutation, useDeclineBookingMutation, useCancelBookingMutation } =
  vendorBookingsApi;
export type { VendorBooking };
