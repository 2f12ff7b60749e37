import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { VenueBySlugDocument, VenueSpacesDocument, type VenueBySlugQuery, type VenueSpacesQuery } from '../../generated/graphql';
import type { SpaceCardPage } from '../shared/types';
import type { VenueDetails } from './types';

export const VENUE_BY_SLUG_QUERY = /* GraphQL */ `query VenueBySlug($slug: String!) {
  specific_instance_by_slug(instance_type: VENUE, slug: $slug) {
    venue {
      venue_id venue_name venue_url venue_description
      venue_geo { address city region latitude longitude }
      working_time { week_day open_time close_time }
      venue_images { image_id image_url order }
    }
  }
}`;

export const VENUE_SPACES_QUERY = /* GraphQL */ `query VenueSpaces($slug: String!, $page: Int, $size: Int) {
  specific_instance_by_slug(instance_type: VENUE, slug: $slug) {
    venue { venue_id venue_spaces(page: $page, size: $size) { ...SpacePageFields } }
  }
}`;

export const venueApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The venue page by "hash/name" (the API also accepts the bare hash). */
    venueBySlug: build.query<VenueDetails | null, { slug: string; locale: string }>({
      query: ({ slug }) => operation(VenueBySlugDocument, { slug }),
      transformResponse: (data: VenueBySlugQuery) => data.specific_instance_by_slug?.venue ?? null,
    }),
    /** One page of the venue's public spaces. */
    venueSpaces: build.query<SpaceCardPage, { slug: string; page: number; size: number; locale: string }>({
      query: ({ slug, page, size }) => operation(VenueSpacesDocument, { slug, page, size }),
      transformResponse: (data: VenueSpacesQuery) =>
        data.specific_instance_by_slug?.venue?.venue_spaces ?? { result: [], page: 1, size: 20, total: 0, total_pages: 0 },
      providesTags: ['Favourites'],
    }),
  }),
});

export const { useVenueBySlugQuery, useVenueSpacesQuery } = venueApi;
