import { api } from '../../api';
import type { Booking } from './types';

/** Every field of a booking the guest screens show (one fragment so every screen reads the same shape). */
export const BOOKING_FIELDS = `
  booking_id booking_hash booking_status display_status order_state waiting_reason screen_mode booking_type
  slot_start slot_end attendees meeting_name meeting_description discount_reason comment payment_option
  organisation_name coc billing_address coupon_code is_reservation_extended is_discount_applied is_afterpay_requested
  ts_reservation_end cancellation_reason ts_created can_be_edited can_be_cancelled can_extend_reservation
  booking_history { booking_status order_state history_label waiting_reason note ts_created }
  change_requests { change_request_id requested_by status slot_start slot_end attendees price_difference ts_expires }
  order {
    order_id order_state order_status order_total order_subtotal order_total_vat_excl discount_total service_fee_total
    vat_total total_paid refunded_total ts_host_approval_dl ts_payment_expiration_dl
    order_items { order_item_id order_item_type reference_id service_name service_type order_type is_mandatory quantity hours
      order_item_price order_item_subtotal discount order_item_total_vat_excl order_item_total vat_rate vat service_fee }
    order_meta { organisation_name billing_address kvk_number }
  }
  orders { order_id order_kind order_state order_total total_paid }
  space { space_id space_name space_url space_booking_type is_afterpay_allowed has_discount venue_name city }
  place { venue_name space_name address postal_code city access_instructions }`;

export const SPECIFIC_BOOKING_QUERY = `query SpecificBooking($id: Int!) {
  specific_booking(id: $id) { ${BOOKING_FIELDS} }
}`;

export const UPDATE_BOOKING_MUTATION = `mutation UpdateBooking($booking_id: Int!, $input: UpdateBookingInput!) {
  update_booking(booking_id: $booking_id, input: $input) { ${BOOKING_FIELDS} }
}`;

export const UPDATE_BOOKING_MEETING_MUTATION = `mutation UpdateBookingMeeting($booking_id: Int!, $input: BookingMeetingInput!) {
  update_booking_meeting(booking_id: $booking_id, input: $input) { ${BOOKING_FIELDS} }
}`;

export const SUBMIT_FREE_BOOKING_MUTATION = `mutation SubmitFreeBooking($booking_id: Int!) {
  submit_free_booking(booking_id: $booking_id) { ${BOOKING_FIELDS} }
}`;

export const CREATE_BOOKING_MUTATION = `mutation CreateBooking($input: SpaceBookingInput!) {
  create_booking(input: $input) { booking_id booking_status order_state }
}`;

export const CHECK_REFUND_QUERY = `query CheckRefund($booking_id: Int!) {
  check_refund(booking_id: $booking_id) { is_available refund_total refund_currency }
}`;

export const BOOKING_CANCELLING_MUTATION = `mutation BookingCancelling($booking_id: Int!, $cancellation_reason: String) {
  booking_cancelling(booking_id: $booking_id, cancellation_reason: $cancellation_reason) { ${BOOKING_FIELDS} }
}`;

export const DRAFT_BOOKING_DELETE_MUTATION = `mutation DraftBookingDelete($booking_id: Int!) {
  draft_booking_delete(booking_id: $booking_id)
}`;

export const CREATE_BOOKING_PAYMENT_MUTATION = `mutation CreateBookingPayment($booking_id: Int!, $return_path: String) {
  create_booking_payment(booking_id: $booking_id, return_path: $return_path) { payment_id checkout_url status amount }
}`;

/** update_booking: extend the reservation once, or submit a draft. */
export interface UpdateBookingInput {
  extend_reservation?: boolean;
  submit?: boolean;
}

/** The request form's fields the API stores on the booking (contract "Booking"). */
export interface BookingMeetingInput {
  meeting_name?: string;
  meeting_description?: string;
  comment?: string;
  organisation_name?: string;
  coc?: string;
  billing_address?: string;
  terms_accepted: boolean;
}

/** create_booking input: a re-book / re-request of an expired or declined booking sends origin_booking_id. */
export interface SpaceBookingInput {
  space_id: number;
  slot_start: string;
  slot_end: string;
  attendees: number;
  origin_booking_id?: number;
  draft?: boolean;
}

export interface RefundCheck {
  is_available: boolean;
  refund_total: number;
  refund_currency: string;
}

export interface PaymentCheckout {
  payment_id: number;
  checkout_url: string;
  status: string;
  amount: number;
}

const booking = (data: Record<string, Booking>) => Object.values(data)[0];
const tag = (id: number) => [{ type: 'Booking' as const, id }];

export const bookingApi = api.enhanceEndpoints({ addTagTypes: ['Booking'] }).injectEndpoints({
  endpoints: (build) => ({
    specificBooking: build.query<Booking, number>({
      query: (id) => ({ document: SPECIFIC_BOOKING_QUERY, variables: { id } }),
      transformResponse: booking,
      providesTags: (_r, _e, id) => tag(id),
    }),
    updateBooking: build.mutation<Booking, { booking_id: number; input: UpdateBookingInput }>({
      query: (variables) => ({ document: UPDATE_BOOKING_MUTATION, variables }),
      transformResponse: booking,
      invalidatesTags: (_r, _e, { booking_id }) => tag(booking_id),
    }),
    updateBookingMeeting: build.mutation<Booking, { booking_id: number; input: BookingMeetingInput }>({
      query: (variables) => ({ document: UPDATE_BOOKING_MEETING_MUTATION, variables }),
      transformResponse: booking,
      invalidatesTags: (_r, _e, { booking_id }) => tag(booking_id),
    }),
    submitFreeBooking: build.mutation<Booking, number>({
      query: (booking_id) => ({ document: SUBMIT_FREE_BOOKING_MUTATION, variables: { booking_id } }),
      transformResponse: booking,
      invalidatesTags: (_r, _e, id) => tag(id),
    }),
    createBooking: build.mutation<{ booking_id: number }, SpaceBookingInput>({
      query: (input) => ({ document: CREATE_BOOKING_MUTATION, variables: { input } }),
      transformResponse: (data: { create_booking: { booking_id: number } }) => data.create_booking,
    }),
    checkRefund: build.query<RefundCheck, number>({
      query: (booking_id) => ({ document: CHECK_REFUND_QUERY, variables: { booking_id } }),
      transformResponse: (data: { check_refund: RefundCheck }) => data.check_refund,
    }),
    cancelBooking: build.mutation<Booking, { booking_id: number; cancellation_reason?: string }>({
      query: (variables) => ({ document: BOOKING_CANCELLING_MUTATION, variables }),
      transformResponse: booking,
      invalidatesTags: (_r, _e, { booking_id }) => tag(booking_id),
    }),
    deleteDraft: build.mutation<boolean, number>({
      query: (booking_id) => ({ document: DRAFT_BOOKING_DELETE_MUTATION, variables: { booking_id } }),
      invalidatesTags: (_r, _e, id) => tag(id),
    }),
    createBookingPayment: build.mutation<PaymentCheckout, { booking_id: number; return_path: string }>({
      query: (variables) => ({ document: CREATE_BOOKING_PAYMENT_MUTATION, variables }),
      transformResponse: (data: { create_booking_payment: PaymentCheckout }) => data.create_booking_payment,
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
