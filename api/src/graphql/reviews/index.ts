/**
 * Reviews. Public: space_reviews (a space's or a venue's visible reviews with their average).
 * Authenticated: create_review (the guest of a passed booking), Booking.review, host_space_reviews and
 * reply_to_review (the space's host, once), hide_review and promote_review (staff: admin.content.update).
 */
import { requireLogin } from '../../auth/guards';
import { createReview, hostReviews, promoteReview, replyToReview, reviewOfBooking, setReviewHidden, visibleReviews } from '../../services/reviews/reviews';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';

const reviewTypes = gql`
  type SpaceReview {
    review_id: Int!
    space_id: Int!
    space_name: String!
    "1-5"
    rating: Int!
    review_text: String!
    "first name and last initial; null when the guest gave no name"
    author_name: String
    host_reply: String
    ts_replied: String
    ts_created: String!
    "promoted to a home-page testimonial"
    is_testimonial: Boolean!
  }
  type SpaceReviewPage {
    "average of the visible reviews, 1-5 with one decimal; null without reviews"
    average: Float
    count: Int!
    reviews: [SpaceReview!]!
  }
`;

export const reviewsPublicModule: GraphQLModule = {
  name: 'reviewsPublic',
  visibility: 'public',
  typeDefs:
    reviewTypes +
    gql`
      extend type Query {
        "the visible reviews of a space (space_id) or of every space of a venue (venue_id), newest first"
        space_reviews(space_id: Int, venue_id: Int, first: Int, skip: Int): SpaceReviewPage!
      }
    `,
  resolvers: {
    Query: {
      space_reviews: (_: unknown, a: { space_id?: number | null; venue_id?: number | null; first?: number | null; skip?: number | null }, ctx: GraphQLContext) =>
        visibleReviews(ctx.knex, { space_id: a.space_id, venue_id: a.venue_id }, a.first ?? 20, a.skip ?? 0),
    },
  },
};

export const reviewsModule: GraphQLModule = {
  name: 'reviews',
  visibility: 'authenticated',
  typeDefs: gql`
    extend type Booking {
      "the guest's review of this booking (after it has passed)"
      review: SpaceReview
    }
    extend type Query {
      "host side: every review of one of the host's spaces, hidden ones included"
      host_space_reviews(space_id: Int!): [SpaceReview!]!
    }
    extend type Mutation {
      "the guest of a passed booking: rating 1-5 and a text (max 2000), once per booking"
      create_review(booking_id: Int!, rating: Int!, review_text: String!): SpaceReview!
      "the space's host answers a review once (max 2000)"
      reply_to_review(review_id: Int!, reply: String!): SpaceReview!
      "staff (admin.content.update): hide or show a review; the space's rating follows"
      hide_review(review_id: Int!, hidden: Boolean!): Boolean!
      "staff (admin.content.update): a copy of the review becomes a home-page testimonial"
      promote_review(review_id: Int!): SpaceReview!
    }
  `,
  resolvers: {
    Booking: {
      review: (b: { booking_id: number }, _: unknown, ctx: GraphQLContext) => reviewOfBooking(ctx.knex, b.booking_id),
    },
    Query: {
      host_space_reviews: (_: unknown, a: { space_id: number }, ctx: GraphQLContext) => hostReviews(ctx.knex, requireLogin(ctx.viewer), a.space_id),
    },
    Mutation: {
      create_review: (_: unknown, a: { booking_id: number; rating: number; review_text: string }, ctx: GraphQLContext) =>
        createReview(ctx.knex, requireLogin(ctx.viewer), a.booking_id, a.rating, a.review_text),
      reply_to_review: (_: unknown, a: { review_id: number; reply: string }, ctx: GraphQLContext) => replyToReview(ctx.knex, requireLogin(ctx.viewer), a.review_id, a.reply),
      hide_review: (_: unknown, a: { review_id: number; hidden: boolean }, ctx: GraphQLContext) => setReviewHidden(ctx.knex, requireLogin(ctx.viewer), a.review_id, a.hidden),
      promote_review: (_: unknown, a: { review_id: number }, ctx: GraphQLContext) => promoteReview(ctx.knex, requireLogin(ctx.viewer), a.review_id),
    },
  },
};
