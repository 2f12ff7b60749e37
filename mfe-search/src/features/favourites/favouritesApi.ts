import { api } from '../../api';
import { SPACE_PAGE_FIELDS, type SpaceCardPage } from '../shared/types';

export const FAVOURITE_SPACES_QUERY = /* GraphQL */ `query FavouriteSpaces($page: Int, $size: Int) {
  customer_favorite_spaces(page: $page, size: $size) { ${SPACE_PAGE_FIELDS} }
}`;

export const FAVOR_SPACE_MUTATION = /* GraphQL */ `mutation FavorSpace($spaceId: Int!) { favor_space(spaceId: $spaceId) }`;
export const REMOVE_FAVOURITE_MUTATION = /* GraphQL */ `mutation RemoveFavourite($spaceId: Int!) { remove_space_from_favorites(spaceId: $spaceId) }`;

export const favouritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** (auth) the guest's favourite spaces, newest first, one page. */
    favouriteSpaces: build.query<SpaceCardPage, { page: number; size: number; locale: string }>({
      query: ({ page, size }) => ({ document: FAVOURITE_SPACES_QUERY, variables: { page, size } }),
      transformResponse: (data: { customer_favorite_spaces: SpaceCardPage }) => data.customer_favorite_spaces,
      providesTags: ['Favourites'],
    }),
    /** (auth) favourite on/off; both are idempotent on the API. */
    setFavourite: build.mutation<boolean, { spaceId: number; favourite: boolean }>({
      query: ({ spaceId, favourite }) => ({
        document: favourite ? FAVOR_SPACE_MUTATION : REMOVE_FAVOURITE_MUTATION,
        variables: { spaceId },
      }),
      transformResponse: (data: { favor_space?: boolean; remove_space_from_favorites?: boolean }) =>
        Boolean(data.favor_space ?? data.remove_space_from_favorites),
      invalidatesTags: ['Favourites'],
    }),
  }),
});

export const { useFavouriteSpacesQuery, useSetFavouriteMutation } = favouritesApi;
