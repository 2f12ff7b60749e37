import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { AddCouponDocument, EditCouponDocument, type AddCouponMutation, type EditCouponMutation, CouponsDocument, DeactivateCouponDocument, type CouponsQuery, type DeactivateCouponMutation, type CouponFieldsFragment, type CouponInput as GeneratedCouponInput } from '../../generated/graphql';

export type Coupon = CouponFieldsFragment;

export type CouponInput = GeneratedCouponInput;

export const COUPON_FRAGMENT = /* GraphQL */ `fragment CouponFields on Coupon {
  coupon_id venue_id coupon_code coupon_description starts_from expires_at discount_percentage usage_limit
  times_applied times_used is_active is_multi_use ts_created space { space_id space_name }
}`;
export const COUPONS_QUERY = /* GraphQL */ `query Coupons($venue_id: Int!) { coupons(venue_id: $venue_id) { ...CouponFields } }`;
export const ADD_COUPON_MUTATION = /* GraphQL */ `mutation AddCoupon($input: CouponInput!) { add_coupon(input: $input) { ...CouponFields } }`;
export const EDIT_COUPON_MUTATION = /* GraphQL */ `mutation EditCoupon($coupon_id: Int!, $input: CouponInput!) { edit_coupon(coupon_id: $coupon_id, input: $input) { ...CouponFields } }`;
export const DEACTIVATE_COUPON_MUTATION = /* GraphQL */ `mutation DeactivateCoupon($coupon_id: Int!) { deactivate_coupon(coupon_id: $coupon_id) { ...CouponFields } }`;

export const couponsApi = api.enhanceEndpoints({ addTagTypes: ['Coupons'] }).injectEndpoints({
  endpoints: (build) => ({
    getCoupons: build.query<Coupon[], number>({
      query: (venue_id) => operation(CouponsDocument, { venue_id }),
      transformResponse: (data: CouponsQuery) => data.coupons,
      providesTags: ['Coupons'],
    }),
    saveCoupon: build.mutation<Coupon, { coupon_id: number | null; input: CouponInput }>({
      query: ({ coupon_id, input }) =>
        coupon_id ? operation(EditCouponDocument, { coupon_id, input }) : operation(AddCouponDocument, { input }),
      transformResponse: (data: Partial<AddCouponMutation & EditCouponMutation>) => (data.add_coupon ?? data.edit_coupon) as Coupon,
      invalidatesTags: ['Coupons'],
    }),
    deactivateCoupon: build.mutation<Coupon, number>({
      query: (coupon_id) => operation(DeactivateCouponDocument, { coupon_id }),
      transformResponse: (data: DeactivateCouponMutation) => data.deactivate_coupon,
      invalidatesTags: ['Coupons'],
    }),
  }),
});

export const { useGetCouponsQuery, useSaveCouponMutation, useDeactivateCouponMutation } = couponsApi;
