import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import {
  FavorSpaceDocument, FavouriteSpacesDocument, RemoveFavouriteDocument,
  type FavorSpaceMutation, type FavouriteSpacesQuery, type RemoveFavouriteMutation,
} from '../../generated/graphql';
import type { SpaceCardPage } from '../shared/types';

export const FAVOURITE_SPACES_QUERY = /* GraphQL */ `query FavouriteSpaces($page: Int, $size: Int) {
  customer_favorite_spaces(page: $page, size: $size) { ...SpacePageFields }
}`;

export const FAVOR_SPACE_MUTATION = /* GraphQL */ `mutation FavorSpace($spaceId: Int!) { favor_space(spaceId: $spaceId) }`;
export const REMOVE_FAVOURITE_MUTATION = /* GraphQL */ `mutation RemoveFavourite($spaceId: Int!) { remove_space_from_favorites(spaceId: $spaceId) }`;

export const favouritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** (auth) the guest's favourite spaces, newest first, one page. */
    favouriteSpaces: build.query<SpaceCardPage, { page: number; size: number; locale: string }>({
      query: ({ page, size }) => operation(FavouriteSpacesDocument, { page, size }),
      transformResponse: (data: FavouriteSpacesQuery) => data.customer_favorite_spaces,
      providesTags: ['Favourites'],
    }),
    /** (auth) favourite on/off; both are idempotent on the API. */
    setFavourite: build.mutation<boolean, { spaceId: number; favourite: boolean }>({
      query: ({ spaceId, favourite }) =>
        favourite ? operation(FavorSpaceDocument, { spaceId }) : operation(RemoveFavouriteDocument, { spaceId }),
      transformResponse: (data: Partial<FavorSpaceMutation & RemoveFavouriteMutation>) =>
        Boolean(data.favor_space ?? data.remove_space_from_favorites),
      invalidatesTags: ['Favourites'],
    }),
  }),
});

export const { useFavouriteSpacesQuery, useSetFavouriteMutation } = favouritesApi;
