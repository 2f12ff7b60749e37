// The GraphQL documents of onboarding, the venue wizard and /services against the API's checked-in
// schema (api/schema.graphql), as sent: the generated documents with their fragments.
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { asSent } from '../testing/asSent';
import * as onboarding from '../onboarding/onboardingApi';
import * as venueWizard from '../venue-wizard/venueWizardApi';
import * as services from './servicesApi';

const sdl = fs.readFileSync(path.resolve(__dirname, '../../../../api/schema.graphql'), 'utf8');
const schema = buildSchema(sdl);

const documents: Record<string, string> = {};
for (const mod of [onboarding, venueWizard, services]) {
  for (const [name, value] of Object.entries(mod)) {
    if (typeof value === 'string' && /_(QUERY|MUTATION)$/.test(name)) documents[name] = value;
  }
}

const SERVED = [
  'GET_COMPANIES_QUERY',
  'GET_ALL_TAGS_QUERY',
  'ADD_VENUE_TAGS_MUTATION',
  'ADD_NEW_TAG_MUTATION',
  'INVENTORY_SERVICES_QUERY',
  'INVENTORY_BULK_SPACES_LINKING_MUTATION',
  'PLACES_AUTOCOMPLETE_QUERY',
];
const errorsOf = (document: string) => validate(schema, parse(asSent(document))).map((e) => e.message);

test('the documents are found', () => {
  expect(Object.keys(documents).sort()).toEqual([...SERVED].sort());
});

test.each(Object.entries(documents))('%s is valid against the API schema as sent', (_name, document) => {
  expect(errorsOf(document)).toEqual([]);
});
