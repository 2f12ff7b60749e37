/**
 * Admin Cities tab: admin_cities (city, region, active spaces; search; sortable by those columns;
 * paged) and update_city_seo (h1, h2, description, meta title and description, SEO text in nl and en,
 * FAQ, video URL) — the texts the location pages (/locations/{region}/{city}) show. The content
 * editor's locations section saves cities and provinces with the same update_city_seo.
 */
import { requirePermission } from '../../auth/guards';
import { listCities, loadCity, type CityFilter } from '../../services/admin/cities';
import { saveLocationSeo, type LocationSeoInput } from '../../services/content/locationSeo';
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
    "A city (or province) with its region, number of publicly visible spaces and the SEO texts of its location page"
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
      "sanitised HTML"
      seo_text_nl: String
      seo_text_en: String
      video_url: String
      faq: [CityFaq!]!
      "pass it back when saving: a save over someone else's newer one is refused (CONFLICT stale_version)"
      updated_at: String!
    }
    type AdminCityPage { result: [AdminCity!]!, total: Int!, page: Int!, size: Int!, total_pages: Int! }
    "A field left out keeps its text; an empty one clears it"
    input CitySeoInput {
      "h1, h2 and meta titles at most 255, descriptions 2000, meta descriptions 500, SEO texts 50000"
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
      "HTML from the rich text editor; sanitised on the server"
      seo_text_nl: String
      seo_text_en: String
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
      "admin, content editor: the SEO texts of a city's (or province's) location page; updated_at as loaded"
      update_city_seo(location_id: Int!, updated_at: String!, input: CitySeoInput!): AdminCity!
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
      update_city_seo: async (_: unknown, args: { location_id: number; updated_at: string; input: LocationSeoInput }, ctx: GraphQLContext) => {
        await requirePermission(ctx.knex, ctx.viewer, 'admin.seo.update');
        await saveLocationSeo(ctx.knex, args.location_id, args.updated_at, args.input);
        return loadCity(ctx.knex, args.location_id);
      },
    },
  },
};
