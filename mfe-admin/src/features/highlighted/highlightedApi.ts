import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { EditTopSpacesDocument, HighlightedSpacesDocument, type EditTopSpacesMutation, type HighlightedSpacesQuery } from '../../generated/graphql';

export const HIGHLIGHTED_QUERY = /* GraphQL */ `query HighlightedSpaces($search: String) {
  highlighted: get_all_spaces(highlighted: true, size: 100) {
    result { space_id space_name venue_name city_name is_active highlight_position }
  }
  candidates: get_all_active_spaces(search: $search, size: 10) {
    total
    result { space_id space_name venue_name city_name is_active highlight_position }
  }
}`;

export const EDIT_TOP_SPACES_MUTATION = /* GraphQL */ `mutation EditTopSpaces($space_ids: [Int!]!) {
  edit_top_spaces(space_ids: $space_ids) { space_id space_name venue_name city_name is_active highlight_position }
}`;

export type HighlightedSpace = HighlightedSpacesQuery['highlighted']['result'][number];

/** The highlighted locations in their order, the active spaces to add (searched), and saving the order. */
export const highlightedApi = api.injectEndpoints({
  endpoints: (build) => ({
    highlightedSpaces: build.query<HighlightedSpacesQuery, { search: string }>({
      query: ({ search }) => operation(HighlightedSpacesDocument, { search: search || null }),
    }),
    editTopSpaces: build.mutation<HighlightedSpace[], { space_ids: number[] }>({
      query: (v) => operation(EditTopSpacesDocument, v),
      transformResponse: (data: EditTopSpacesMutation) => data.edit_top_spaces,
    }),
  }),
});

export const { useHighlightedSpacesQuery, useEditTopSpacesMutation } = highlightedApi;
