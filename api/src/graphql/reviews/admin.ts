/**
 * The admin Reviews tab: admin_reviews (staff with admin.content.update, like hide_review and
 * promote_review) lists every review newest first, hidden ones included, searched and filtered.
 */
import { adminReviews, type AdminReviewFilter } from '../../services/reviews/adminReviews';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';

export const adminReviewsModule: GraphQLModule = {
  name: 'adminReviews',
  visibility: 'authenticated',
  typeDefs: gql`
    "A guest's review as staff see it: hidden or not, with the guest, the space (and its public page) and the venue"
    type AdminSpaceReview {
      review_id: Int!
      "1-5"
      rating: Int!
      review_text: String!
      ts_created: String!
      is_hidden: Boolean!
      "promoted to a home-page testimonial"
      is_testimonial: Boolean!
      host_reply: String
      "the guest's first and last name; null when the account has none"
      guest_name: String
      guest_email: String
      space_id: Int!
      space_name: String!
      "the space's public page"
      space_url: String!
      venue_id: Int!
      venue_name: String!
    }
    type AdminReviewPage { result: [AdminSpaceReview!]!, total: Int!, page: Int!, size: Int!, total_pages: Int! }
    extend type Query {
      "admin, content editor: every review newest first, hidden ones included; search by space, venue or guest name or text; hidden true/false filters; default 20 per page"
      admin_reviews(search: String, hidden: Boolean, page: Int, size: Int): AdminReviewPage!
    }
  `,
  resolvers: {
    Query: {
      admin_reviews: (_: unknown, args: AdminReviewFilter, ctx: GraphQLContext) => adminReviews(ctx.knex, ctx.viewer, args),
    },
  },
};
