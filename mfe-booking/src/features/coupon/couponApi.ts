import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import type { Booking } from '../booking/types';
import { ApplyCouponDocument, RemoveCouponDocument, type ApplyCouponMutation, type RemoveCouponMutation } from '../../generated/graphql';

export const APPLY_COUPON_MUTATION = /* GraphQL */ `mutation ApplyCoupon($code: String!, $space_id: Int!, $booking_id: Int) {
  apply_coupon(code: $code, space_id: $space_id, booking_id: $booking_id) { coupon_code discount_percentage booking { ...BookingFields } }
}`;

export const REMOVE_COUPON_MUTATION = /* GraphQL */ `mutation RemoveCoupon($booking_id: Int!) {
  remove_coupon(booking_id: $booking_id) { ...BookingFields }
}`;

export type CouponApplied = ApplyCouponMutation['apply_coupon'];

/** Coupon on a booking: the API checks the code (case-sensitive) and counts invalid tries. */
export const couponApi = api.enhanceEndpoints({ addTagTypes: ['Booking'] }).injectEndpoints({
  endpoints: (build) => ({
    applyCoupon: build.mutation<CouponApplied, { booking_id: number; space_id: number; code: string }>({
      query: (variables) => operation(ApplyCouponDocument, variables),
      transformResponse: (data: ApplyCouponMutation) => data.apply_coupon,
      invalidatesTags: (_r, _e, { booking_id }) => [{ type: 'Booking' as const, id: booking_id }],
    }),
    removeCoupon: build.mutation<Booking, { booking_id: number }>({
      query: (variables) => operation(RemoveCouponDocument, variables),
      transformResponse: (data: RemoveCouponMutation) => data.remove_coupon,
      invalidatesTags: (_r, _e, { booking_id }) => [{ type: 'Booking' as const, id: booking_id }],
    }),
  }),
});

export const { useApplyCouponMutation, useRemoveCouponMutation } = couponApi;
