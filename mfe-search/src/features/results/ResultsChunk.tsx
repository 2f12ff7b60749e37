import { memo } from 'react';
import { useVenueSearchQuery } from './resultsApi';
import { spaceLinkQuery, venueFindInput } from './searchArgs';
import { serializeSearchQuery, type SearchQuery } from './searchQuery';
import { VenueResultItem } from './VenueResultItem';

/** The venues of one result page; pages after the first are appended below it. */
function ResultsChunkView({ query, page, locale }: { query: SearchQuery; page: number; locale: string }) {
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

/**
 * Re-rendered only when its own search changes: the search page re-renders on every filter, session or
 * loading change, and a page of cards is the costliest part of it.
 */
export const ResultsChunk = memo(
  ResultsChunkView,
  (a, b) => a.page === b.page && a.locale === b.locale && serializeSearchQuery(a.query) === serializeSearchQuery(b.query),
);
