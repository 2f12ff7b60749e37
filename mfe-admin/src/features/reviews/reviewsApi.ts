import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import {
  AdminHideReviewDocument, AdminPromoteReviewDocument, AdminReviewsDocument,
  type AdminPromoteReviewMutation, type AdminReviewsQuery, type AdminReviewsQueryVariables,
} from '../../generated/graphql';

export const ADMIN_REVIEWS_QUERY = /* GraphQL */ `query AdminReviews($search: String, $hidden: Boolean, $page: Int, $size: Int) {
  admin_reviews(search: $search, hidden: $hidden, page: $page, size: $size) {
    total page size total_pages
    result { review_id rating review_text ts_created is_hidden is_testimonial host_reply guest_name guest_email space_id space_name space_url venue_id venue_name }
  }
}`;

export const REVIEW_MUTATIONS = [
  /* GraphQL */ `mutation AdminHideReview($review_id: Int!, $hidden: Boolean!) { hide_review(review_id: $review_id, hidden: $hidden) }`,
  /* GraphQL */ `mutation AdminPromoteReview($review_id: Int!) { promote_review(review_id: $review_id) { review_id is_testimonial } }`,
];

export type ReviewPage = AdminReviewsQuery['admin_reviews'];
export type AdminReview = ReviewPage['result'][number];
export type ReviewsArgs = AdminReviewsQueryVariables;

/** Every review for staff (hidden ones too), hiding / showing one and promoting one to a home-page testimonial. */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminReviews: build.query<ReviewPage, ReviewsArgs>({
      query: (v) => operation(AdminReviewsDocument, { ...v, search: v.search || null }),
      transformResponse: (data: AdminReviewsQuery) => data.admin_reviews,
    }),
    hideReview: build.mutation<boolean, { review_id: number; hidden: boolean }>({
      query: (v) => operation(AdminHideReviewDocument, v),
      transformResponse: (data: { hide_review: boolean }) => data.hide_review,
    }),
    promoteReview: build.mutation<AdminPromoteReviewMutation['promote_review'], { review_id: number }>({
      query: (v) => operation(AdminPromoteReviewDocument, v),
      transformResponse: (data: AdminPromoteReviewMutation) => data.promote_review,
    }),
  }),
});

export const { useAdminReviewsQuery, useHideReviewMutation, usePromoteReviewMutation } = reviewsApi;
