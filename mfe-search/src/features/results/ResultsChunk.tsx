import { useVenueSearchQuery } from './resultsApi';
import { spaceLinkQuery, venueFindInput } from './searchArgs';
import type { SearchQuery } from './searchQuery';
import { VenueResultItem } from './VenueResultItem';

/** The venues of one result page; pages after the first are appended below it. */
export function ResultsChunk({ query, page, locale }: { query: SearchQuery; page: number; locale: string }) {
  const { data } = useVenueSearchQuery({ input: venueFindInput(query, page), locale });
  if (!data) return null;
  return (
    <>
      {data.venues.map((venue) => (
        <VenueResultItem key={venue.venue_id} venue={venue} linkQuery={spaceLinkQuery(query)} />
      ))}
    </>
  );
}
