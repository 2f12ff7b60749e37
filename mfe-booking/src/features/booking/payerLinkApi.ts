// "Someone else pays": the payer (create_booking_payer) and the payment link (create_payment_link) the
// API mails to that payer; the guest copies or forwards the link.
import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import {
  CreateBookingPayerDocument,
  CreatePaymentLinkDocument,
  type BookingPayerInput,
  type CreateBookingPayerMutation,
  type CreatePaymentLinkMutation,
} from '../../generated/graphql';

export const CREATE_BOOKING_PAYER_MUTATION = /* GraphQL */ `mutation CreateBookingPayer($booking_id: Int!, $input: BookingPayerInput!) {
  create_booking_payer(booking_id: $booking_id, input: $input) { payer_id full_name email }
}`;

export const CREATE_PAYMENT_LINK_MUTATION = /* GraphQL */ `mutation CreatePaymentLink($input: PaymentLinkInput!) {
  create_payment_link(input: $input) { payment_link hash expires_at payer { full_name email } }
}`;

export type { BookingPayerInput };
export type PaymentLink = CreatePaymentLinkMutation['create_payment_link'];

export const payerLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createBookingPayer: build.mutation<CreateBookingPayerMutation['create_booking_payer'], { booking_id: number; input: BookingPayerInput }>({
      query: (variables) => operation(CreateBookingPayerDocument, variables),
      transformResponse: (data: CreateBookingPayerMutation) => data.create_booking_payer,
    }),
    createPaymentLink: build.mutation<PaymentLink, { booking_id: number; payer_id: number }>({
      query: (input) => operation(CreatePaymentLinkDocument, { input }),
      transformResponse: (data: CreatePaymentLinkMutation) => data.create_payment_link,
    }),
  }),
});

export const { useCreateBookingPayerMutation, useCreatePaymentLinkMutation } = payerLinkApi;
