// The visible reviews of a space or a venue (space_reviews) and the staff controls: hide a review,
// promote it to a home-page testimonial (admin.content.update).
import { api } from '../../api';

export interface SpaceReview {
  review_id: number;
  space_id: number;
  space_name: string;
  rating: number;
  review_text: string;
  author_name: string | null;
  host_reply: string | null;
  ts_created: string;
  is_testimonial: boolean;
}
export interface SpaceReviewPage {
  average: number | null;
  count: number;
  reviews: SpaceReview[];
}

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
      query: (where) => ({ document: SPACE_REVIEWS_QUERY, variables: { ...where, first: 20 } }),
      transformResponse: (data: { space_reviews: SpaceReviewPage }) => data.space_reviews,
      providesTags: ['Reviews'],
    }),
    moderateReview: build.mutation<unknown, { review_id: number; action: 'hide' | 'promote' }>({
      query: ({ review_id, action }) => ({ document: action === 'hide' ? HIDE_REVIEW_MUTATION : PROMOTE_REVIEW_MUTATION, variables: { review_id } }),
      invalidatesTags: ['Reviews'],
    }),
  }),
});

export const { useSpaceReviewsQuery, useModerateReviewMutation } = reviewsApi;
