import { venueSearchAnswer } from '../results/searchFixtures';
import type { VenueFindInput, VenueSearchResult } from '../results/types';
import { mockGraphql, type GraphqlAnswer, type GraphqlCall } from './mockGraphql';

/** The REST static lists as the API sends them (name in the request locale). */
export const REST_LISTS: Record<string, unknown[]> = {
  '/api/category/': [
    { category_key: 'we_meet', name: 'Vergaderen' },
    { category_key: 'we_train', name: 'Trainen' },
  ],
  '/api/configuration/': [{ configuration_type: 'u-shape', name: 'U-vorm' }],
  '/api/feature/venue/': [{ feature_key: 'wheelchair_accessible', name: 'Rolstoeltoegankelijk' }],
  '/api/feature/space/': [{ feature_key: 'waterside', name: 'Aan het water' }],
  '/api/service/space/': [
    { system_service_key: 'beamer', system_service_type: 'FACILITY', name: 'Beamer' },
    { system_service_key: 'lunch', system_service_type: 'CATERING', name: 'Lunch' },
  ],
};

/** The same lists as the API answers them with `X-Locale: EN`. */
export const REST_LISTS_EN: Record<string, unknown[]> = {
  '/api/category/': [
    { category_key: 'we_meet', name: 'Meet' },
    { category_key: 'we_train', name: 'Train' },
  ],
  '/api/configuration/': [{ configuration_type: 'u-shape', name: 'U-shape' }],
  '/api/feature/venue/': [{ feature_key: 'wheelchair_accessible', name: 'Wheelchair accessible' }],
  '/api/feature/space/': [{ feature_key: 'waterside', name: 'By the water' }],
  '/api/service/space/': [
    { system_service_key: 'beamer', system_service_type: 'FACILITY', name: 'Projector' },
    { system_service_key: 'lunch', system_service_type: 'CATERING', name: 'Lunch' },
  ],
};

/**
 * fetch mock for the search page: venue_search answered by `search` (default: `total` venues),
 * client_config without a Google key, the REST filter lists (named per X-Locale), and `other` for anything else.
 */
export function mockSearchApi(
  total: number,
  opts: { search?: (input: VenueFindInput) => VenueSearchResult; other?: (call: GraphqlCall) => GraphqlAnswer } = {},
) {
  return mockGraphql((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (REST_LISTS[path]) return { json: (call.locale === 'EN' ? REST_LISTS_EN : REST_LISTS)[path] };
    if (call.operation === 'venue_search') {
      const input = call.variables.input as VenueFindInput;
      return { json: { data: { venue_search: opts.search ? opts.search(input) : venueSearchAnswer(input, total) } } };
    }
    if (call.operation === 'client_config') {
      return { json: { data: { client_config: { google_maps_key: null, default_map_center: { latitude: 52.21, longitude: 5.28 } } } } };
    }
    if (opts.other) return opts.other(call);
    return { json: { data: null, errors: [{ message: `unexpected ${call.operation ?? call.url}` }] } };
  });
}
