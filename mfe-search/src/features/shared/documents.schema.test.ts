import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import {
  ClientConfigDocument, CollectionDocument, CollectionSpacesDocument, CreateBookingDocument, FavorSpaceDocument, FavouriteSpacesDocument,
  PlaceInfoDocument, PlacesAutocompleteDocument, PricePreviewDocument, RemoveFavouriteDocument, SpaceAvailabilityDocument, SpaceBySlugDocument,
  SpaceServicesDocument, VenueBySlugDocument, VenueSearchDocument, VenueSpacesDocument,
} from '../../generated/graphql';

// The API's checked-in schema (api/schema.graphql) is the contract for every document of mfe-search, checked as
// sent: the generated documents (`npm run codegen`), each operation with its fragments.
const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../../api/schema.graphql'), 'utf8'));

const DOCUMENTS = {
  VENUE_SEARCH_QUERY: String(VenueSearchDocument),
  SPACE_BY_SLUG_QUERY: String(SpaceBySlugDocument),
  VENUE_BY_SLUG_QUERY: String(VenueBySlugDocument),
  VENUE_SPACES_QUERY: String(VenueSpacesDocument),
  COLLECTION_QUERY: String(CollectionDocument),
  COLLECTION_SPACES_QUERY: String(CollectionSpacesDocument),
  FAVOURITE_SPACES_QUERY: String(FavouriteSpacesDocument),
  FAVOR_SPACE_MUTATION: String(FavorSpaceDocument),
  REMOVE_FAVOURITE_MUTATION: String(RemoveFavouriteDocument),
  PLACES_AUTOCOMPLETE_QUERY: String(PlacesAutocompleteDocument),
  PLACE_INFO_QUERY: String(PlaceInfoDocument),
  CLIENT_CONFIG_QUERY: String(ClientConfigDocument),
  SPACE_AVAILABILITY_QUERY: String(SpaceAvailabilityDocument),
  PRICE_PREVIEW_QUERY: String(PricePreviewDocument),
  SPACE_SERVICES_QUERY: String(SpaceServicesDocument),
  CREATE_BOOKING_MUTATION: String(CreateBookingDocument),
};

test.each(Object.entries(DOCUMENTS))('%s is valid against the API schema', (_name, document) => {
  expect(validate(schema, parse(document)).map((e) => e.message)).toEqual([]);
});

test('a document carries the fragments it spreads', () => {
  expect(String(VenueSearchDocument)).toContain('fragment SpaceCardFields on SpaceCard');
  expect(String(FavouriteSpacesDocument)).toContain('fragment SpacePageFields on SpacePage');
  expect(String(FavouriteSpacesDocument)).toContain('fragment SpaceCardFields on SpaceCard');
});
