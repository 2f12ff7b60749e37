// The visible reviews of a space or a venue (space_reviews) and the staff controls: hide a review,
// promote it to a home-page testimonial (admin.content.update).
import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { HideReviewDocument, PromoteReviewDocument, SpaceReviewsDocument, type SpaceReviewsQuery } from '../../generated/graphql';

export type SpaceReviewPage = SpaceReviewsQuery['space_reviews'];
export type SpaceReview = SpaceReviewPage['reviews'][number];

export const SPACE_REVIEWS_QUERY = /* GraphQL */ `query SpaceReviews($space_id: Int, $venue_id: Int, $first: Int) {
  space_reviews(space_id: $space_id, venue_id: $venue_id, first: $first) {
    average count reviews { review_id space_id space_name rating review_text author_name host_reply ts_created is_testimonial }
  }
}`;
export const HIDE_REVIEW_MUTATION = /* GraphQL */ `mutation HideReview($review_id: Int!) { hide_review(review_id: $review_id, hidden: true) }`;
export const PROMOTE_REVIEW_MUTATION = /* GraphQL */ `mutation PromoteReview($review_id: Int!) { promote_review(review_id: $review_id) { review_id is_testimonial } }`;

const reviewsTagged = api.enhanceEndpoints({ addTagTypes: ['Reviews'] });

export const reviewsApi = reviewsTagged.injectEndpoints({
  endpoints: (build) => ({
    spaceReviews: build.query<SpaceReviewPage, { space_id?: number; venue_id?: number }>({
      query: (where) => operation(SpaceReviewsDocument, { ...where, first: 20 }),
      transformResponse: (data: SpaceReviewsQuery) => data.space_reviews,
      providesTags: ['Reviews'],
    }),
    moderateReview: build.mutation<unknown, { review_id: number; action: 'hide' | 'promote' }>({
      query: ({ review_id, action }) => (action === 'hide' ? operation(HideReviewDocument, { review_id }) : operation(PromoteReviewDocument, { review_id })),
      invalidatesTags: ['Reviews'],
    }),
  }),
});

export const { useSpaceReviewsQuery, useModerateReviewMutation } = reviewsApi;
