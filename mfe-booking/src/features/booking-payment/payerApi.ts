import { api } from '../../api';

export interface PayerBooking {
  hash: string;
  booking_id: number;
  booking_status: string;
  space_name: string;
  venue_name: string | null;
  city: string | null;
  slot_start: string;
  slot_end: string;
  attendees: number;
  meeting_name: string | null;
  expires_at: string | null;
  is_paid: boolean;
  payer: { full_name: string; email: string; phone: string | null; organisation_name: string | null; address: string | null } | null;
  order: {
    order_total: number;
    order_total_vat_excl: number;
    vat_total: number;
    total_paid: number;
    vat_lines: { vat_rate: number; base: number; vat: number }[];
  } | null;
}

export const SPECIFIC_BOOKING_BY_HASH_QUERY = `query SpecificBookingByHash($hash: String!) {
  specific_booking_by_hash(hash: $hash) {
    hash booking_id booking_status space_name venue_name city slot_start slot_end attendees meeting_name expires_at is_paid
    payer { full_name email phone organisation_name address }
    order { order_total order_total_vat_excl vat_total total_paid vat_lines { vat_rate base vat } }
  }
}`;

export const PAY_BOOKING_BY_HASH_MUTATION = `mutation PayBookingByHash($hash: String!) {
  pay_booking_by_hash(hash: $hash) { payment_id checkout_url status amount }
}`;

/** The payer link (no login: the hash is the key; public endpoint). */
export const payerApi = api.injectEndpoints({
  endpoints: (build) => ({
    bookingByHash: build.query<PayerBooking | null, string>({
      query: (hash) => ({ document: SPECIFIC_BOOKING_BY_HASH_QUERY, variables: { hash }, skipAuth: true }),
      transformResponse: (data: { specific_booking_by_hash: PayerBooking | null }) => data.specific_booking_by_hash,
    }),
    payBookingByHash: build.mutation<{ checkout_url: string }, string>({
      query: (hash) => ({ document: PAY_BOOKING_BY_HASH_MUTATION, variables: { hash }, skipAuth: true }),
      transformResponse: (data: { pay_booking_by_hash: { checkout_url: string } }) => data.pay_booking_by_hash,
    }),
  }),
});

export const { useBookingByHashQuery, usePayBookingByHashMutation } = payerApi;
