import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { VenueSearchDocument, type VenueSearchQuery } from '../../generated/graphql';
import type { VenueFindInput, VenueSearchResult } from './types';

export const VENUE_SEARCH_QUERY = /* GraphQL */ `query VenueSearch($input: VenueFindInput) {
  venue_search(input: $input) {
    total total_spaces total_is_capped page size total_pages
    venues {
      venue_id venue_name venue_url city latitude longitude min_price
      venue_spaces { ...SpaceCardFields }
    }
    price_histogram { from to count }
    suggestions { kind filter count city city_slug latitude longitude }
  }
}`;

export const resultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of venue_search; `locale` only keeps the nl and en caches apart (X-Locale header). */
    venueSearch: build.query<VenueSearchResult, { input: VenueFindInput; locale: string }>({
      query: ({ input }) => operation(VenueSearchDocument, { input }),
      transformResponse: (data: VenueSearchQuery) => data.venue_search,
      providesTags: ['Favourites'],
    }),
  }),
});

export const { useVenueSearchQuery } = resultsApi;
