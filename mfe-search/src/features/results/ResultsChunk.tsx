import { memo, startTransition, useEffect, useState } from 'react';
import { useVenueSearchQuery } from './resultsApi';
import { spaceLinkQuery, venueFindInput } from './searchArgs';
import { serializeSearchQuery, type SearchQuery } from './searchQuery';
import { VenueResultItem } from './VenueResultItem';

/** Venues added to the page per commit. */
const VENUES_PER_COMMIT = 5;

/** The venues of one result page; pages after the first are appended below it. */
function ResultsChunkView({ query, page, locale }: { query: SearchQuery; page: number; locale: string }) {
  const { data } = useVenueSearchQuery({ input: venueFindInput(query, page), locale });
  // The venues come a few per commit (the first few fill more than a phone's screen): short tasks
  // instead of one long one for a page of cards while a phone shows the first results.
  const [shown, setShown] = useState(VENUES_PER_COMMIT);
  const total = data?.venues.length ?? 0;
  useEffect(() => {
    if (shown < total) startTransition(() => setShown((n) => n + VENUES_PER_COMMIT));
  }, [shown, total]);
  if (!data) return null;
  return (
    <>
      {data.venues.slice(0, shown).map((venue) => (
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
