// The guest's review of a passed booking (create_review); the booking is refetched (Booking.review).
import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { CreateReviewDocument, type CreateReviewMutation } from '../../generated/graphql';

export const CREATE_REVIEW_MUTATION = /* GraphQL */ `mutation CreateReview($booking_id: Int!, $rating: Int!, $review_text: String!) {
  create_review(booking_id: $booking_id, rating: $rating, review_text: $review_text) { review_id rating review_text }
}`;

export const reviewApi = api.enhanceEndpoints({ addTagTypes: ['Booking'] }).injectEndpoints({
  endpoints: (build) => ({
    createReview: build.mutation<CreateReviewMutation['create_review'], { booking_id: number; rating: number; review_text: string }>({
      query: (variables) => operation(CreateReviewDocument, variables),
      transformResponse: (data: CreateReviewMutation) => data.create_review,
      invalidatesTags: (_r, _e, { booking_id }) => [{ type: 'Booking' as const, id: booking_id }],
    }),
  }),
});

export const { useCreateReviewMutation } = reviewApi;
