// The reviews of one of the host's spaces (host_space_reviews) and the host's one reply (reply_to_review).
import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { HostSpaceReviewsDocument, ReplyToReviewDocument, type HostSpaceReviewsQuery } from '../../generated/graphql';

export type HostReview = HostSpaceReviewsQuery['host_space_reviews'][number];

export const HOST_SPACE_REVIEWS_QUERY = /* GraphQL */ `query HostSpaceReviews($space_id: Int!) {
  host_space_reviews(space_id: $space_id) { review_id rating review_text author_name host_reply ts_created }
}`;
export const REPLY_TO_REVIEW_MUTATION = /* GraphQL */ `mutation ReplyToReview($review_id: Int!, $reply: String!) {
  reply_to_review(review_id: $review_id, reply: $reply) { review_id host_reply }
}`;

export const hostReviewsApi = api.enhanceEndpoints({ addTagTypes: ['HostReviews'] }).injectEndpoints({
  endpoints: (build) => ({
    hostSpaceReviews: build.query<HostReview[], number>({
      query: (space_id) => operation(HostSpaceReviewsDocument, { space_id }),
      transformResponse: (data: HostSpaceReviewsQuery) => data.host_space_reviews,
      providesTags: (_r, _e, id) => [{ type: 'HostReviews', id }],
    }),
    replyToReview: build.mutation<unknown, { space_id: number; review_id: number; reply: string }>({
      query: ({ review_id, reply }) => operation(ReplyToReviewDocument, { review_id, reply }),
      invalidatesTags: (_r, _e, { space_id }) => [{ type: 'HostReviews', id: space_id }],
    }),
  }),
});

export const { useHostSpaceReviewsQuery, useReplyToReviewMutation } = hostReviewsApi;
