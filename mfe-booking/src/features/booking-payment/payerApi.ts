import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { PayBookingByHashDocument, SpecificBookingByHashDocument, type PayBookingByHashMutation, type SpecificBookingByHashQuery } from '../../generated/graphql';

export type PayerBooking = NonNullable<SpecificBookingByHashQuery['specific_booking_by_hash']>;

export const SPECIFIC_BOOKING_BY_HASH_QUERY = /* GraphQL */ `query SpecificBookingByHash($hash: String!) {
  specific_booking_by_hash(hash: $hash) {
    hash booking_id booking_status space_name venue_name city slot_start slot_end attendees meeting_name expires_at is_paid
    payer { full_name email phone organisation_name address }
    order { order_total order_total_vat_excl vat_total total_paid vat_lines { vat_rate base vat } }
  }
}`;

export const PAY_BOOKING_BY_HASH_MUTATION = /* GraphQL */ `mutation PayBookingByHash($hash: String!) {
  pay_booking_by_hash(hash: $hash) { payment_id checkout_url status amount }
}`;

/** The payer link (no login: the hash is the key; public endpoint). */
export const payerApi = api.injectEndpoints({
  endpoints: (build) => ({
    bookingByHash: build.query<PayerBooking | null, string>({
      query: (hash) => operation(SpecificBookingByHashDocument, { hash }, { skipAuth: true }),
      transformResponse: (data: SpecificBookingByHashQuery) => data.specific_booking_by_hash,
    }),
    payBookingByHash: build.mutation<{ checkout_url: string }, string>({
      query: (hash) => operation(PayBookingByHashDocument, { hash }, { skipAuth: true }),
      transformResponse: (data: PayBookingByHashMutation) => data.pay_booking_by_hash,
    }),
  }),
});

export const { useBookingByHashQuery, usePayBookingByHashMutation } = payerApi;
