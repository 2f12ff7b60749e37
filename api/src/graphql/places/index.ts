/** places_autocomplete, get_place_info, get_geocode (public): statuses as in the spec, never an error for "nothing found". */
import { placesProvider } from '../../services/places';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';

export const placesModule: GraphQLModule = {
  name: 'places',
  visibility: 'public',
  typeDefs: gql`
    enum PlacesStatus {
      OK
      ZERO_RESULTS
      INVALID_REQUEST
      NOT_FOUND
      OVER_QUERY_LIMIT
      REQUEST_DENIED
      UNKNOWN_ERROR
    }
    type PlacePrediction {
      place_id: String!
      description: String!
      main_text: String!
      secondary_text: String
      types: [String!]!
    }
    type PlaceInfo {
      place_id: String!
      name: String!
      formatted_address: String!
      latitude: Float!
      longitude: Float!
      "province | municipality | locality (gazetteer) or Google's types"
      types: [String!]!
      city: String
      region: String
      viewport: MapBounds
    }
    type PlacesAutocompleteResult {
      status: PlacesStatus!
      predictions: [PlacePrediction!]!
    }
    type PlaceInfoResult {
      status: PlacesStatus!
      result: PlaceInfo
    }
    type GeocodeResult {
      status: PlacesStatus!
      results: [PlaceInfo!]!
    }
    extend type Query {
      places_autocomplete(input: String!): PlacesAutocompleteResult!
      get_place_info(place_id: String!): PlaceInfoResult!
      get_geocode(address: String!): GeocodeResult!
    }
  `,
  resolvers: {
    Query: {
      places_autocomplete: (_: unknown, a: { input: string }, ctx: GraphQLContext) => placesProvider(ctx.knex).autocomplete(a.input.slice(0, 200)),
      get_place_info: (_: unknown, a: { place_id: string }, ctx: GraphQLContext) => placesProvider(ctx.knex).placeInfo(a.place_id.slice(0, 300)),
      get_geocode: (_: unknown, a: { address: string }, ctx: GraphQLContext) => placesProvider(ctx.knex).geocode(a.address.slice(0, 300)),
    },
  },
};
