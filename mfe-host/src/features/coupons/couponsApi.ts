import { api } from '../../api';

export interface Coupon {
  coupon_id: number;
  venue_id: number;
  coupon_code: string;
  coupon_description: string | null;
  starts_from: string;
  expires_at: string | null;
  discount_percentage: number;
  usage_limit: number;
  times_applied: number;
  times_used: number;
  is_active: boolean;
  is_multi_use: boolean;
  ts_created: string;
  space: { space_id: number; space_name: string } | null;
}

export interface CouponInput {
  venue_id: number;
  space_id: number | null;
  coupon_code: string;
  coupon_description: string | null;
  starts_from: string | null;
  expires_at: string | null;
  discount_percentage: number;
  usage_limit: number;
}

const FIELDS = `coupon_id venue_id coupon_code coupon_description starts_from expires_at discount_percentage usage_limit
  times_applied times_used is_active is_multi_use ts_created space { space_id space_name }`;
export const COUPONS_QUERY = /* GraphQL */ `query Coupons($venue_id: Int!) { coupons(venue_id: $venue_id) { ${FIELDS} } }`;
export const ADD_COUPON_MUTATION = /* GraphQL */ `mutation AddCoupon($input: CouponInput!) { add_coupon(input: $input) { ${FIELDS} } }`;
export const EDIT_COUPON_MUTATION = /* GraphQL */ `mutation EditCoupon($coupon_id: Int!, $input: CouponInput!) { edit_coupon(coupon_id: $coupon_id, input: $input) { ${FIELDS} } }`;
export const DEACTIVATE_COUPON_MUTATION = /* GraphQL */ `mutation DeactivateCoupon($coupon_id: Int!) { deactivate_coupon(coupon_id: $coupon_id) { ${FIELDS} } }`;

export const couponsApi = api.enhanceEndpoints({ addTagTypes: ['Coupons'] }).injectEndpoints({
  endpoints: (build) => ({
    getCoupons: build.query<Coupon[], number>({
      query: (venue_id) => ({ document: COUPONS_QUERY, variables: { venue_id } }),
      transformResponse: (data: { coupons: Coupon[] }) => data.coupons,
      providesTags: ['Coupons'],
    }),
    saveCoupon: build.mutation<Coupon, { coupon_id: number | null; input: CouponInput }>({
      query: ({ coupon_id, input }) =>
        coupon_id ? { document: EDIT_COUPON_MUTATION, variables: { coupon_id, input } } : { document: ADD_COUPON_MUTATION, variables: { input } },
      transformResponse: (data: { add_coupon?: Coupon; edit_coupon?: Coupon }) => (data.add_coupon ?? data.edit_coupon) as Coupon,
      invalidatesTags: ['Coupons'],
    }),
    deactivateCoupon: build.mutation<Coupon, number>({
      query: (coupon_id) => ({ document: DEACTIVATE_COUPON_MUTATION, variables: { coupon_id } }),
      transformResponse: (data: { deactivate_coupon: Coupon }) => data.deactivate_coupon,
      invalidatesTags: ['Coupons'],
    }),
  }),
});

export const { useGetCouponsQuery, useSaveCouponMutation, useDeactivateCouponMutation } = couponsApi;
