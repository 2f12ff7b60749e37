import { api } from '../../api';

/** places_autocomplete / get_place_info (docs/CONTRACTS.md, Discovery; statuses of spec section 8). */
export type PlacesStatus = 'OK' | 'ZERO_RESULTS' | 'INVALID_REQUEST' | 'NOT_FOUND' | 'OVER_QUERY_LIMIT' | 'REQUEST_DENIED' | 'UNKNOWN_ERROR';

export interface PlacePrediction {
  place_id: string;
  description: string;
  main_text: string;
  secondary_text: string | null;
  types: string[];
}

export interface PlaceInfo {
  place_id: string;
  name: string;
  formatted_address: string;
  latitude: number;
  longitude: number;
  types: string[];
  city: string | null;
  region: string | null;
}

export const PLACES_AUTOCOMPLETE_QUERY = /* GraphQL */ `query PlacesAutocomplete($input: String!) {
  places_autocomplete(input: $input) { status predictions { place_id description main_text secondary_text types } }
}`;

export const PLACE_INFO_QUERY = /* GraphQL */ `query PlaceInfo($place_id: String!) {
  get_place_info(place_id: $place_id) { status result { place_id name formatted_address latitude longitude types city region } }
}`;

export const placesApi = api.injectEndpoints({
  endpoints: (build) => ({
    placesAutocomplete: build.query<{ status: PlacesStatus; predictions: PlacePrediction[] }, string>({
      query: (input) => ({ document: PLACES_AUTOCOMPLETE_QUERY, variables: { input } }),
      transformResponse: (data: { places_autocomplete: { status: PlacesStatus; predictions: PlacePrediction[] } }) =>
        data.places_autocomplete,
    }),
    placeInfo: build.query<{ status: PlacesStatus; result: PlaceInfo | null }, string>({
      query: (placeId) => ({ document: PLACE_INFO_QUERY, variables: { place_id: placeId } }),
      transformResponse: (data: { get_place_info: { status: PlacesStatus; result: PlaceInfo | null } }) => data.get_place_info,
    }),
  }),
});

export const { usePlacesAutocompleteQuery } = placesApi;
