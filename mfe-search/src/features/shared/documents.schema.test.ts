import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { PLACE_INFO_QUERY, PLACES_AUTOCOMPLETE_QUERY } from '../places/placesApi';
import { PRICE_PREVIEW_QUERY, SPACE_AVAILABILITY_QUERY, SPACE_SERVICES_QUERY } from '../booking/bookingApi';
import { CLIENT_CONFIG_QUERY } from '../config/clientConfigApi';
import { FAVOR_SPACE_MUTATION, FAVOURITE_SPACES_QUERY, REMOVE_FAVOURITE_MUTATION } from '../favourites/favouritesApi';
import { COLLECTION_QUERY, COLLECTION_SPACES_QUERY } from '../organisation/organisationApi';
import { VENUE_SEARCH_QUERY } from '../results/resultsApi';
import { SPACE_BY_SLUG_QUERY } from '../space/spaceApi';
import { VENUE_BY_SLUG_QUERY, VENUE_SPACES_QUERY } from '../venue/venueApi';

// The API's checked-in schema (api/schema.graphql) is the contract for every document of mfe-search.
const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../../api/schema.graphql'), 'utf8'));

const DOCUMENTS = {
  VENUE_SEARCH_QUERY,
  SPACE_BY_SLUG_QUERY,
  VENUE_BY_SLUG_QUERY,
  VENUE_SPACES_QUERY,
  COLLECTION_QUERY,
  COLLECTION_SPACES_QUERY,
  FAVOURITE_SPACES_QUERY,
  FAVOR_SPACE_MUTATION,
  REMOVE_FAVOURITE_MUTATION,
  PLACES_AUTOCOMPLETE_QUERY,
  PLACE_INFO_QUERY,
  CLIENT_CONFIG_QUERY,
  SPACE_AVAILABILITY_QUERY,
  PRICE_PREVIEW_QUERY,
  SPACE_SERVICES_QUERY,
};

test.each(Object.entries(DOCUMENTS))('%s is valid against the API schema', (_name, document) => {
  expect(validate(schema, parse(document)).map((e) => e.message)).toEqual([]);
});
