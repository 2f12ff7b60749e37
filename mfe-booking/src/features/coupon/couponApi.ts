import { api } from '../../api';
import { BOOKING_FIELDS } from '../booking/bookingApi';
import type { Booking } from '../booking/types';

export const APPLY_COUPON_MUTATION = `mutation ApplyCoupon($code: String!, $space_id: Int!, $booking_id: Int) {
  apply_coupon(code: $code, space_id: $space_id, booking_id: $booking_id) { coupon_code discount_percentage booking { ${BOOKING_FIELDS} } }
}`;

export const REMOVE_COUPON_MUTATION = `mutation RemoveCoupon($booking_id: Int!) {
  remove_coupon(booking_id: $booking_id) { ${BOOKING_FIELDS} }
}`;

export interface CouponApplied {
  coupon_code: string;
  discount_percentage: number;
  booking: Booking | null;
}

const booking = (data: Record<string, Booking>) => Object.values(data)[0];

/** Coupon on a booking: the API checks the code (case-sensitive) and counts invalid tries. */
export const couponApi = api.enhanceEndpoints({ addTagTypes: ['Booking'] }).injectEndpoints({
  endpoints: (build) => ({
    applyCoupon: build.mutation<CouponApplied, { booking_id: number; space_id: number; code: string }>({
      query: (variables) => ({ document: APPLY_COUPON_MUTATION, variables }),
      transformResponse: (data: { apply_coupon: CouponApplied }) => data.apply_coupon,
      invalidatesTags: (_r, _e, { booking_id }) => [{ type: 'Booking' as const, id: booking_id }],
    }),
    removeCoupon: build.mutation<Booking, { booking_id: number }>({
      query: (variables) => ({ document: REMOVE_COUPON_MUTATION, variables }),
      transformResponse: booking,
      invalidatesTags: (_r, _e, { booking_id }) => [{ type: 'Booking' as const, id: booking_id }],
    }),
  }),
});

export const { useApplyCouponMutation, useRemoveCouponMutation } = couponApi;
