import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { AdminCitiesDocument, UpdateCitySeoDocument, type AdminCitiesQuery, type AdminCitiesQueryVariables, type UpdateCitySeoMutationVariables } from '../../generated/graphql';

export const ADMIN_CITIES_QUERY = /* GraphQL */ `query AdminCities($search: String, $sort: CitySort, $page: Int, $size: Int) {
  admin_cities(search: $search, sort: $sort, page: $page, size: $size) {
    total page size total_pages
    result {
      location_id name slug path region_name active_spaces h1_nl h1_en h2_nl h2_en description_nl description_en
      meta_title_nl meta_title_en meta_description_nl meta_description_en video_url updated_at
      faq { question_nl answer_nl question_en answer_en }
    }
  }
}`;

export const UPDATE_CITY_SEO_MUTATION = /* GraphQL */ `mutation UpdateCitySeo($location_id: Int!, $updated_at: String!, $input: CitySeoInput!) {
  update_city_seo(location_id: $location_id, updated_at: $updated_at, input: $input) { location_id updated_at }
}`;

export type CityPage = AdminCitiesQuery['admin_cities'];
export type AdminCity = CityPage['result'][number];

/** Cities for staff (admin_cities) and the SEO texts of their location pages. */
export const citiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminCities: build.query<CityPage, AdminCitiesQueryVariables>({
      query: (v) => operation(AdminCitiesDocument, { ...v, search: v.search || null }),
      transformResponse: (data: AdminCitiesQuery) => data.admin_cities,
    }),
    // the one save of a location page's SEO texts (the content editor uses it too); updated_at as loaded
    updateCitySeo: build.mutation<unknown, UpdateCitySeoMutationVariables>({ query: (v) => operation(UpdateCitySeoDocument, v) }),
  }),
});

export const { useAdminCitiesQuery, useUpdateCitySeoMutation } = citiesApi;
