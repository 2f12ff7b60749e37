/**
 * Admin Spaces tab: get_all_spaces / get_all_active_spaces (filters: state, review, city, host,
 * booking type; search; paged), set_space_active (staff activate / deactivate), update_space_seo
 * (meta title and description, h1, FAQ), edit_top_spaces (the highlighted locations' order). Review:
 * graphql/admin/index.ts.
 */
import { requirePermission } from '../../auth/guards';
import { editTopSpaces, listSpaces, loadAdminSpace, setSpaceActive, updateSpaceSeo, type SpaceFilter, type SpaceSeoInput } from '../../services/admin/spaces';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';

export const adminSpacesModule: GraphQLModule = {
  name: 'adminSpaces',
  visibility: 'authenticated',
  typeDefs: gql`
    type SpaceSeoFaq { question_nl: String!, answer_nl: String!, question_en: String!, answer_en: String! }
    input SpaceSeoFaqInput { question_nl: String!, answer_nl: String!, question_en: String!, answer_en: String! }
    "A space as staff see it"
    type AdminSpace {
      space_id: Int!
      space_name: String!
      "the public space page (preview)"
      space_url: String!
      venue_id: Int!
      venue_name: String!
      city_id: Int
      city_name: String
      organisation_id: Int!
      organisation_name: String
      host_email: String!
      space_booking_type: String!
      is_active: Boolean!
      "PENDING, APPROVED or REJECTED"
      review_status: String!
      review_reason: String
      is_highlighted: Boolean!
      highlight_position: Int
      meta_title: String
      meta_description: String
      seo_h1: String
      seo_faq: [SpaceSeoFaq!]!
      ts_created: String!
    }
    type AdminSpacePage { result: [AdminSpace!]!, total: Int!, page: Int!, size: Int!, total_pages: Int! }
    input SpaceSeoInput {
      "at most 200"
      meta_title: String
      "at most 500"
      meta_description: String
      "at most 200"
      seo_h1: String
      "at most 20 entries, every question and answer in nl and en"
      seo_faq: [SpaceSeoFaqInput!]
    }
    extend type Query {
      "staff: every space (not removed), those waiting for review first, then newest; search by space, venue, organisation, host e-mail or city; highlighted: only the highlighted locations in their order"
      get_all_spaces(search: String, review_status: String, is_active: Boolean, city_id: Int, organisation_id: Int, booking_type: SpaceBookingType, highlighted: Boolean, page: Int, size: Int): AdminSpacePage!
      "staff: the active spaces only (same filters)"
      get_all_active_spaces(search: String, city_id: Int, organisation_id: Int, booking_type: SpaceBookingType, page: Int, size: Int): AdminSpacePage!
    }
    extend type Mutation {
      "admin: switch a space on (it must have passed review; the organisation not banned) or off (hidden, synced calendar switched off)"
      set_space_active(space_id: Int!, is_active: Boolean!): AdminSpace!
      "admin, content editor: the highlighted locations in this order (position 1 first, the home page shows the first 4); the others lose their highlight; active spaces only, at most 50"
      edit_top_spaces(space_ids: [Int!]!): [AdminSpace!]!
      "admin, content editor: the space page's SEO texts"
      update_space_seo(space_id: Int!, input: SpaceSeoInput!): AdminSpace!
    }
  `,
  resolvers: {
    Query: {
      get_all_spaces: async (_: unknown, args: SpaceFilter, ctx: GraphQLContext) => {
        await requirePermission(ctx.knex, ctx.viewer, 'admin.spaces.view');
        return listSpaces(ctx.knex, args);
      },
      get_all_active_spaces: async (_: unknown, args: SpaceFilter, ctx: GraphQLContext) => {
        await requirePermission(ctx.knex, ctx.viewer, 'admin.spaces.view');
        return listSpaces(ctx.knex, { ...args, is_active: true, review_status: null });
      },
    },
    Mutation: {
      set_space_active: async (_: unknown, args: { space_id: number; is_active: boolean }, ctx: GraphQLContext) => {
        await requirePermission(ctx.knex, ctx.viewer, 'admin.spaces.activate');
        await setSpaceActive(ctx.knex, args.space_id, args.is_active);
        return loadAdminSpace(ctx.knex, args.space_id);
      },
      edit_top_spaces: async (_: unknown, args: { space_ids: number[] }, ctx: GraphQLContext) => {
        await requirePermission(ctx.knex, ctx.viewer, 'admin.content.update');
        await editTopSpaces(ctx.knex, args.space_ids);
        return (await listSpaces(ctx.knex, { highlighted: true, size: 100 })).result;
      },
      update_space_seo: async (_: unknown, args: { space_id: number; input: SpaceSeoInput }, ctx: GraphQLContext) => {
        await requirePermission(ctx.knex, ctx.viewer, 'admin.seo.update');
        await updateSpaceSeo(ctx.knex, args.space_id, args.input);
        return loadAdminSpace(ctx.knex, args.space_id);
      },
    },
  },
};
