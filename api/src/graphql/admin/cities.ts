/**
 * Admin Cities tab: admin_cities (city, region, active spaces; search; sortable by those columns;
 * paged) and update_city_seo (h1, h2, description, meta title and description in nl and en, FAQ,
 * video URL) — the texts the location pages (/locations/{region}/{city}) show.
 */
import { requirePermission } from '../../auth/guards';
import { listCities, loadCity, updateCitySeo, type CityFilter, type CitySeoInput } from '../../services/admin/cities';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';

export const adminCitiesModule: GraphQLModule = {
  name: 'adminCities',
  visibility: 'authenticated',
  typeDefs: gql`
    enum CitySortKey { NAME REGION ACTIVE_SPACES }
    input CitySort { key: CitySortKey!, direction: SortDirection! }
    type CityFaq { question_nl: String!, answer_nl: String!, question_en: String!, answer_en: String! }
    input CityFaqInput { question_nl: String!, answer_nl: String!, question_en: String!, answer_en: String! }
    "A city with its region, number of publicly visible spaces and the SEO texts of its location page"
    type AdminCity {
      location_id: Int!
      name: String!
      slug: String!
      "'region/city': the page is /locations/{path}"
      path: String!
      region_name: String
      active_spaces: Int!
      h1_nl: String
      h1_en: String
      h2_nl: String
      h2_en: String
      description_nl: String
      description_en: String
      meta_title_nl: String
      meta_title_en: String
      meta_description_nl: String
      meta_description_en: String
      video_url: String
      faq: [CityFaq!]!
    }
    type AdminCityPage { result: [AdminCity!]!, total: Int!, page: Int!, size: Int!, total_pages: Int! }
    input CitySeoInput {
      "h1 and h2 at most 200, descriptions 2000, meta titles 200, meta descriptions 500; empty clears"
      h1_nl: String
      h1_en: String
      h2_nl: String
      h2_en: String
      description_nl: String
      description_en: String
      meta_title_nl: String
      meta_title_en: String
      meta_description_nl: String
      meta_description_en: String
      "an https URL (YouTube and Vimeo links are embedded)"
      video_url: String
      "at most 20 entries, every question and answer in nl and en"
      faq: [CityFaqInput!]
    }
    extend type Query {
      "admin, content editor: every city with its region and active spaces; search by city or region; sort (default by name); default 20 per page"
      admin_cities(search: String, sort: CitySort, page: Int, size: Int): AdminCityPage!
    }
    extend type Mutation {
      "admin, content editor: the SEO texts of a city's location page"
      update_city_seo(location_id: Int!, input: CitySeoInput!): AdminCity!
    }
  `,
  resolvers: {
    Query: {
      admin_cities: async (_: unknown, args: CityFilter, ctx: GraphQLContext) => {
        await requirePermission(ctx.knex, ctx.viewer, 'admin.seo.update');
        return listCities(ctx.knex, args);
      },
    },
    Mutation: {
      update_city_seo: async (_: unknown, args: { location_id: number; input: CitySeoInput }, ctx: GraphQLContext) => {
        await requirePermission(ctx.knex, ctx.viewer, 'admin.seo.update');
        await updateCitySeo(ctx.knex, args.location_id, args.input);
        return loadCity(ctx.knex, args.location_id);
      },
    },
  },
};
