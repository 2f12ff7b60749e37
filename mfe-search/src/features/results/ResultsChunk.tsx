import { memo, startTransition, useEffect, useState } from 'react';
import { useVenueSearchQuery } from './resultsApi';
import { spaceLinkQuery, venueFindInput } from './searchArgs';
import { serializeSearchQuery, type SearchQuery } from './searchQuery';
import { VenueResultItem } from './VenueResultItem';

/** The venues of one result page; pages after the first are appended below it. */
function ResultsChunkView({ query, page, locale }: { query: SearchQuery; page: number; locale: string }) {
  const answer = useVenueSearchQuery({ input: venueFindInput(query, page), locale }).data;
  // The cards render as a transition once the answer is in (also when the chunk mounts with its answer
  // cached): React renders them in slices and the page stays responsive, instead of one long task for a
  // page of cards (what a phone's first load spent most of its blocked time on).
  const [data, setData] = useState<typeof answer>(undefined);
  useEffect(() => startTransition(() => setData(answer)), [answer]);
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
