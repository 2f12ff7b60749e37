// The GraphQL documents of onboarding, the venue wizard and /services against the API's checked-in
// schema (api/schema.graphql), which serves the host GraphQL of docs/CONTRACTS.md "Host:
// organisation, venues, ..." (graphql/host). A document added before the API serves it goes to
// AWAITING_API: it is checked against the schema plus the contract's types there, and a second test
// fails as soon as the API serves it, so it moves to the normal list.
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, extendSchema, parse, validate } from 'graphql';
import * as onboarding from '../onboarding/onboardingApi';
import * as venueWizard from '../venue-wizard/venueWizardApi';
import * as services from './servicesApi';

const sdl = fs.readFileSync(path.resolve(__dirname, '../../../../api/schema.graphql'), 'utf8');
const schema = buildSchema(sdl);

/** docs/CONTRACTS.md "GraphQL (authenticated endpoint; graphql/host)", the parts these screens use. */
const CONTRACT = `
  type Company { legal_name: String!, coc_number: String!, address: String!, postal_code: String, city: String, place_id: String }
  type VenueTag { tag_id: Int!, name: String!, name_nl: String!, name_en: String!, importance: Int! }
  type InventoryService { venue_service_id: Int, system_service_id: Int!, system_service_key: String!, system_service_name: String!,
    system_service_type: String!, description: String, is_enabled: Boolean!, is_inventory_enabled: Boolean!, is_on_demand: Boolean!,
    max_inventory: Int, vat_rate: Int!, price: Int!, price_net: Int!, order_type: String!, is_inventory_allowed: Boolean!,
    expect_quantity: Boolean!, allow_on_demand: Boolean!, is_venue: Boolean!, is_space: Boolean!, is_mandatory: Boolean!, space_ids: [Int!]! }
  type InventoryServicePage { result: [InventoryService!]!, total: Int! }
  input InventoryLinkingInput { venue_id: Int!, system_service_id: Int!, space_ids: [Int!]!, is_enabled: Boolean!, price: Int, vat_rate: Int,
    order_type: String, is_on_demand: Boolean, is_mandatory: Boolean, is_inventory_enabled: Boolean, max_inventory: Int, description: String }
  extend type Query {
    get_companies(company_name: String!): [Company!]!
    get_all_tags: [VenueTag!]!
    inventory_services(venue_id: Int!, first: Int, skip: Int): InventoryServicePage!
  }
  extend type Mutation {
    add_venue_tags(venue_id: Int!, tag_ids: [Int!]!): [VenueTag!]!
    add_new_tag(name_nl: String!, name_en: String!, importance: Int!): VenueTag!
    inventory_bulk_spaces_linking(input: InventoryLinkingInput!): InventoryService!
  }
`;

const documents: Record<string, string> = {};
for (const mod of [onboarding, venueWizard, services]) {
  for (const [name, value] of Object.entries(mod)) {
    if (typeof value === 'string' && /_(QUERY|MUTATION)$/.test(name)) documents[name] = value;
  }
}

const AWAITING_API = new Set<string>([]);
const SERVED = [
  'GET_COMPANIES_QUERY',
  'GET_ALL_TAGS_QUERY',
  'ADD_VENUE_TAGS_MUTATION',
  'ADD_NEW_TAG_MUTATION',
  'INVENTORY_SERVICES_QUERY',
  'INVENTORY_BULK_SPACES_LINKING_MUTATION',
  'PLACES_AUTOCOMPLETE_QUERY',
];
const errorsOf = (s: typeof schema, document: string) => validate(s, parse(document)).map((e) => e.message);

test('the documents are found', () => {
  expect(Object.keys(documents).sort()).toEqual([...AWAITING_API, ...SERVED].sort());
});

test.each(Object.entries(documents).filter(([name]) => !AWAITING_API.has(name)))('%s is valid against the API schema', (_name, document) => {
  expect(errorsOf(schema, document)).toEqual([]);
});

const awaiting = Object.entries(documents).filter(([name]) => AWAITING_API.has(name));
// describe.each of an empty table is an error in jest: the block runs only while something waits
(awaiting.length ? describe.each(awaiting) : () => () => undefined)('%s', (_name: string, document: string) => {
  it('is valid against the API schema plus the contract', () => {
    // only the contract's types are added: a type the API already has would be a duplicate
    const contract = parse(CONTRACT);
    const missing = contract.definitions.filter((d) => !('name' in d && d.name && d.kind.endsWith('Definition') && schema.getType(d.name.value)));
    expect(errorsOf(extendSchema(schema, { ...contract, definitions: missing }), document)).toEqual([]);
  });
  it('still waits for the API schema', () => {
    expect(errorsOf(schema, document).some((message) => /Cannot query field|Unknown type/.test(message))).toBe(true);
  });
});
