/** venue_search's input and answer (types generated from api/schema.graphql). */
import type { VenueFindInput as GeneratedVenueFindInput, VenueSearchQuery } from '../../generated/graphql';

/** venue_search input; the UI always asks for one page of a size. */
export type VenueFindInput = GeneratedVenueFindInput & { page: number; size: number };

export type VenueSearchResult = VenueSearchQuery['venue_search'];
export type VenueResult = VenueSearchResult['venues'][number];
/** `to` is null for the last, open-ended bucket */
export type PriceBucket = VenueSearchResult['price_histogram'][number];
export type SearchSuggestion = VenueSearchResult['suggestions'][number];
