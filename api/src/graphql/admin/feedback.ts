/**
 * Admin Feedback tab (testimonials): admin_feedbacks (both languages, in order), add_feedback,
 * edit_feedback (is_avatar_changed: the avatar is replaced or removed only then), delete_feedback.
 * The avatar is uploaded first with POST image/?owner_type=FEEDBACK (the image rules).
 */
import { requirePermission } from '../../auth/guards';
import { addFeedback, deleteFeedback, editFeedback, listFeedback, type FeedbackInput, type FeedbackRole } from '../../services/admin/feedback';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';

const gate = (ctx: GraphQLContext) => requirePermission(ctx.knex, ctx.viewer, 'admin.content.update');

export const adminFeedbackModule: GraphQLModule = {
  name: 'adminFeedback',
  visibility: 'authenticated',
  typeDefs: gql`
    "A testimonial as staff edit it: both languages, its order position and avatar"
    type AdminFeedback {
      feedback_id: Int!
      avatar_image_id: Int
      avatar_url: String
      user_name: String!
      user_company_name: String
      user_company_position: String
      user_role: FeedbackRole!
      feedback_nl: String!
      feedback_en: String!
      position: Int!
    }
    input FeedbackInput {
      "1 to 100"
      user_name: String!
      "optional, at most 100"
      user_company_name: String
      "optional, at most 100"
      user_company_position: String
      user_role: FeedbackRole!
      "1 to 2000"
      feedback_nl: String!
      "1 to 2000"
      feedback_en: String!
      "order on the home page (lowest first); new ones go last when left out"
      position: Int
      "an image uploaded with POST image/?owner_type=FEEDBACK"
      avatar_image_id: Int
    }
    extend type Query {
      "admin, content editor: every testimonial in order, both languages; search by name, company or text"
      admin_feedbacks(user_role: FeedbackRole, search: String): [AdminFeedback!]!
    }
    extend type Mutation {
      "admin, content editor: a new testimonial"
      add_feedback(input: FeedbackInput!): AdminFeedback!
      "admin, content editor: edit a testimonial; the avatar changes (to input.avatar_image_id or none) only when is_avatar_changed"
      edit_feedback(feedback_id: Int!, input: FeedbackInput!, is_avatar_changed: Boolean): AdminFeedback!
      "admin, content editor: remove a testimonial and its avatar"
      delete_feedback(feedback_id: Int!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      admin_feedbacks: async (_: unknown, args: { user_role?: FeedbackRole | null; search?: string | null }, ctx: GraphQLContext) => {
        await gate(ctx);
        return listFeedback(ctx.knex, args.user_role, args.search);
      },
    },
    Mutation: {
      add_feedback: async (_: unknown, args: { input: FeedbackInput }, ctx: GraphQLContext) => {
        await gate(ctx);
        return addFeedback(ctx.knex, args.input);
      },
      edit_feedback: async (_: unknown, args: { feedback_id: number; input: FeedbackInput; is_avatar_changed?: boolean | null }, ctx: GraphQLContext) => {
        await gate(ctx);
        return editFeedback(ctx.knex, args.feedback_id, args.input, args.is_avatar_changed === true);
      },
      delete_feedback: async (_: unknown, args: { feedback_id: number }, ctx: GraphQLContext) => {
        await gate(ctx);
        await deleteFeedback(ctx.knex, args.feedback_id);
        return true;
      },
    },
  },
};
