import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { CollectionDocument, CollectionSpacesDocument, type CollectionQuery, type CollectionSpacesQuery } from '../../generated/graphql';
import type { SpaceCardPage } from '../shared/types';
import type { Collection } from './types';

export const COLLECTION_QUERY = /* GraphQL */ `query Collection($slug: String!) {
  get_collection(slug: $slug) {
    collection_id collection_name slug collection_hash has_public_page promo_text about_us website logo_url
    social_links { facebook instagram linkedin twitter youtube }
    venues { venue_id venue_name venue_url city space_count }
  }
}`;

export const COLLECTION_SPACES_QUERY = /* GraphQL */ `query CollectionSpaces($collection_id: Int!, $venue_id: Int, $pagination: PaginationInput) {
  get_collection_spaces(collection_id: $collection_id, venue_id: $venue_id, pagination: $pagination) { ...SpacePageFields }
}`;

export const organisationApi = api.injectEndpoints({
  endpoints: (build) => ({
    collection: build.query<Collection, { slug: string; locale: string }>({
      query: ({ slug }) => operation(CollectionDocument, { slug }),
      transformResponse: (data: CollectionQuery) => data.get_collection,
    }),
    collectionSpaces: build.query<SpaceCardPage, { collectionId: number; venueId: number | null; page: number; size: number; locale: string }>({
      query: ({ collectionId, venueId, page, size }) =>
        operation(CollectionSpacesDocument, { collection_id: collectionId, venue_id: venueId, pagination: { page, size } }),
      transformResponse: (data: CollectionSpacesQuery) => data.get_collection_spaces,
      providesTags: ['Favourites'],
    }),
  }),
});

export const { useCollectionQuery, useCollectionSpacesQuery } = organisationApi;
