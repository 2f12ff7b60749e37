import { useSelector } from 'react-redux';
import type { RootState } from '../../store';
import { resultsApi } from './resultsApi';
import { venueFindInput } from './searchArgs';
import type { SearchQuery } from './searchQuery';
import type { VenueResult } from './types';

/** The venues of pages 1..pageCount already in the cache (for the map), in list order. */
export function useLoadedVenues(query: SearchQuery, pageCount: number, locale: string): VenueResult[] {
  return useSelector(
    (state: RootState) => {
      const venues: VenueResult[] = [];
      for (let page = 1; page <= pageCount; page += 1) {
        const { data } = resultsApi.endpoints.venueSearch.select({ input: venueFindInput(query, page), locale })(state);
        if (data) venues.push(...data.venues);
      }
      return venues;
    },
    (a, b) => a.length === b.length && a.every((v, i) => v === b[i]),
  );
}
