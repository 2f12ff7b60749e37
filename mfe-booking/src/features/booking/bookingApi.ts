import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import type { Booking } from './types';
import { BookingCancellingDocument, CheckRefundDocument, CreateBookingDocument, CreateBookingPaymentDocument, DraftBookingDeleteDocument, SpecificBookingDocument, SubmitFreeBookingDocument, UpdateBookingDocument, UpdateBookingMeetingDocument, type BookingCancellingMutation, type BookingMeetingInput, type CheckRefundQuery, type CreateBookingMutation, type CreateBookingPaymentMutation, type SpaceBookingInput, type SpecificBookingQuery, type SubmitFreeBookingMutation, type UpdateBookingInput, type UpdateBookingMeetingMutation, type UpdateBookingMutation } from '../../generated/graphql';

/** Every field of a booking the guest screens show (one fragment so every screen reads the same shape). */
export const BOOKING_FIELDS = /* GraphQL */ `fragment BookingFields on Booking {
  booking_id booking_hash booking_status display_status order_state waiting_reason screen_mode booking_type
  slot_start slot_end attendees meeting_name meeting_description discount_reason comment payment_option
  organisation_name coc billing_address coupon_code is_reservation_extended is_discount_applied is_afterpay_requested
  ts_reservation_end cancellation_reason ts_created can_be_edited can_be_cancelled can_extend_reservation can_request_change configuration_id
  booking_history { booking_status order_state history_label waiting_reason note ts_created }
  change_requests { change_request_id requested_by status slot_start slot_end attendees configuration_id services { service_id quantity } price_difference ts_expires }
  order {
    order_id order_state order_status order_total order_subtotal order_total_vat_excl discount_total service_fee_total
    vat_total total_paid refunded_total ts_host_approval_dl ts_payment_expiration_dl
    order_items { order_item_id order_item_type reference_id service_name service_type order_type is_mandatory quantity hours
      order_item_price order_item_subtotal discount order_item_total_vat_excl order_item_total vat_rate vat service_fee }
    order_meta { organisation_name billing_address kvk_number }
  }
  orders { order_id order_kind order_state order_total total_paid }
  space { space_id space_name space_url space_booking_type is_afterpay_allowed has_discount venue_name city }
  place { venue_name space_name address postal_code city access_instructions }
  review { review_id rating review_text host_reply }
}`;

export const SPECIFIC_BOOKING_QUERY = /* GraphQL */ `query SpecificBooking($id: Int!) {
  specific_booking(id: $id) { ...BookingFields }
}`;

export const UPDATE_BOOKING_MUTATION = /* GraphQL */ `mutation UpdateBooking($booking_id: Int!, $input: UpdateBookingInput!) {
  update_booking(booking_id: $booking_id, input: $input) { ...BookingFields }
}`;

export const UPDATE_BOOKING_MEETING_MUTATION = /* GraphQL */ `mutation UpdateBookingMeeting($booking_id: Int!, $input: BookingMeetingInput!) {
  update_booking_meeting(booking_id: $booking_id, input: $input) { ...BookingFields }
}`;

export const SUBMIT_FREE_BOOKING_MUTATION = /* GraphQL */ `mutation SubmitFreeBooking($booking_id: Int!) {
  submit_free_booking(booking_id: $booking_id) { ...BookingFields }
}`;

export const CREATE_BOOKING_MUTATION = /* GraphQL */ `mutation CreateBooking($input: SpaceBookingInput!) {
  create_booking(input: $input) { booking_id booking_status order_state }
}`;

export const CHECK_REFUND_QUERY = /* GraphQL */ `query CheckRefund($booking_id: Int!) {
  check_refund(booking_id: $booking_id) { is_available refund_total refund_currency }
}`;

export const BOOKING_CANCELLING_MUTATION = /* GraphQL */ `mutation BookingCancelling($booking_id: Int!, $cancellation_reason: String) {
  booking_cancelling(booking_id: $booking_id, cancellation_reason: $cancellation_reason) { ...BookingFields }
}`;

export const DRAFT_BOOKING_DELETE_MUTATION = /* GraphQL */ `mutation DraftBookingDelete($booking_id: Int!) {
  draft_booking_delete(booking_id: $booking_id)
}`;

export const CREATE_BOOKING_PAYMENT_MUTATION = /* GraphQL */ `mutation CreateBookingPayment($booking_id: Int!, $return_path: String) {
  create_booking_payment(booking_id: $booking_id, return_path: $return_path) { payment_id checkout_url status amount }
}`;

export type { UpdateBookingInput, BookingMeetingInput, SpaceBookingInput };
export type RefundCheck = CheckRefundQuery['check_refund'];
export type PaymentCheckout = CreateBookingPaymentMutation['create_booking_payment'];

const tag = (id: number) => [{ type: 'Booking' as const, id }];

export const bookingApi = api.enhanceEndpoints({ addTagTypes: ['Booking'] }).injectEndpoints({
  endpoints: (build) => ({
    specificBooking: build.query<Booking, number>({
      query: (id) => operation(SpecificBookingDocument, { id }),
      transformResponse: (data: SpecificBookingQuery) => data.specific_booking,
      providesTags: (_r, _e, id) => tag(id),
    }),
    updateBooking: build.mutation<Booking, { booking_id: number; input: UpdateBookingInput }>({
      query: (variables) => operation(UpdateBookingDocument, variables),
      transformResponse: (data: UpdateBookingMutation) => data.update_booking,
      invalidatesTags: (_r, _e, { booking_id }) => tag(booking_id),
    }),
    updateBookingMeeting: build.mutation<Booking, { booking_id: number; input: BookingMeetingInput }>({
      query: (variables) => operation(UpdateBookingMeetingDocument, variables),
      transformResponse: (data: UpdateBookingMeetingMutation) => data.update_booking_meeting,
      invalidatesTags: (_r, _e, { booking_id }) => tag(booking_id),
    }),
    submitFreeBooking: build.mutation<Booking, number>({
      query: (booking_id) => operation(SubmitFreeBookingDocument, { booking_id }),
      transformResponse: (data: SubmitFreeBookingMutation) => data.submit_free_booking,
      invalidatesTags: (_r, _e, id) => tag(id),
    }),
    createBooking: build.mutation<{ booking_id: number }, SpaceBookingInput>({
      query: (input) => operation(CreateBookingDocument, { input }),
      transformResponse: (data: CreateBookingMutation) => data.create_booking,
    }),
    checkRefund: build.query<RefundCheck, number>({
      query: (booking_id) => operation(CheckRefundDocument, { booking_id }),
      transformResponse: (data: CheckRefundQuery) => data.check_refund,
    }),
    cancelBooking: build.mutation<Booking, { booking_id: number; cancellation_reason?: string }>({
      query: (variables) => operation(BookingCancellingDocument, variables),
      transformResponse: (data: BookingCancellingMutation) => data.booking_cancelling,
      invalidatesTags: (_r, _e, { booking_id }) => tag(booking_id),
    }),
    deleteDraft: build.mutation<boolean, number>({
      query: (booking_id) => operation(DraftBookingDeleteDocument, { booking_id }),
      invalidatesTags: (_r, _e, id) => tag(id),
    }),
    createBookingPayment: build.mutation<PaymentCheckout, { booking_id: number; return_path: string }>({
      query: (variables) => operation(CreateBookingPaymentDocument, variables),
      transformResponse: (data: CreateBookingPaymentMutation) => data.create_booking_payment,
    }),
  }),
});

export const {
  useSpecificBookingQuery,
  useUpdateBookingMutation,
  useUpdateBookingMeetingMutation,
  useSubmitFreeBookingMutation,
  useCreateBookingMutation,
  useCheckRefundQuery,
  useCancelBookingMutation,
  useDeleteDraftMutation,
  useCreateBookingPaymentMutation,
} = bookingApi;
