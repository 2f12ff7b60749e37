import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { PlaceInfoDocument, PlacesAutocompleteDocument, type PlaceInfoQuery, type PlacesAutocompleteQuery } from '../../generated/graphql';

/** places_autocomplete / get_place_info (statuses of spec section 8); types generated from api/schema.graphql. */
export type { PlacesStatus } from '../../generated/graphql';
export type PlacesAutocompleteResult = PlacesAutocompleteQuery['places_autocomplete'];
export type PlacePrediction = PlacesAutocompleteResult['predictions'][number];
export type PlaceInfoResult = PlaceInfoQuery['get_place_info'];
export type PlaceInfo = NonNullable<PlaceInfoResult['result']>;

export const PLACES_AUTOCOMPLETE_QUERY = /* GraphQL */ `query PlacesAutocomplete($input: String!) {
  places_autocomplete(input: $input) { status predictions { place_id description main_text secondary_text types } }
}`;

export const PLACE_INFO_QUERY = /* GraphQL */ `query PlaceInfo($place_id: String!) {
  get_place_info(place_id: $place_id) { status result { place_id name formatted_address latitude longitude types city region } }
}`;

export const placesApi = api.injectEndpoints({
  endpoints: (build) => ({
    placesAutocomplete: build.query<PlacesAutocompleteResult, string>({
      query: (input) => operation(PlacesAutocompleteDocument, { input }),
      transformResponse: (data: PlacesAutocompleteQuery) => data.places_autocomplete,
    }),
    placeInfo: build.query<PlaceInfoResult, string>({
      query: (placeId) => operation(PlaceInfoDocument, { place_id: placeId }),
      transformResponse: (data: PlaceInfoQuery) => data.get_place_info,
    }),
  }),
});

export const { usePlacesAutocompleteQuery } = placesApi;
