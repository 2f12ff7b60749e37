import { restRequest, toApiErrorBody } from '@zaalplek/platform';
import { api } from '../../api';
import type { HostVenue } from './types';

export const VENUES_PATH = '/api/venue/';

/** The answer is a plain array of venues; a venue without spaces may omit venue_spaces. */
export function normaliseVenues(answer: unknown): HostVenue[] {
  const list = Array.isArray(answer) ? (answer as HostVenue[]) : [];
  return list.map((venue) => ({ ...venue, venue_spaces: venue.venue_spaces ?? [] }));
}

/**
 * The host's venues and spaces. REST, so it goes through platform's restRequest (Bearer,
 * X-Locale, 401 refresh) inside a queryFn instead of the api's GraphQL base query.
 */
export const spacesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHostVenues: build.query<HostVenue[], void>({
      queryFn: async () => {
        try {
          return { data: normaliseVenues(await restRequest<unknown>(VENUES_PATH)) };
        } catch (error) {
          return { error: toApiErrorBody(error) };
        }
      },
    }),
  }),
});

export const { useGetHostVenuesQuery } = spacesApi;
