import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import * as collection from '../host-profile/collectionApi';
import * as coupons from '../coupons/couponsApi';
import * as customers from '../customers/customersApi';
import * as payout from '../payout/payoutApi';
import * as rating from '../rating/ratingApi';
import * as team from '../team/teamApi';
import * as bookings from './vendorBookingsApi';

// The API's checked-in schema (packages/api/schema.graphql) is the contract for these documents.
const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../../api/schema.graphql'), 'utf8'));

const documents: Record<string, string> = {};
for (const mod of [bookings, customers, coupons, team, payout, rating, collection]) {
  for (const [name, value] of Object.entries(mod)) {
    if (typeof value === 'string' && /_(QUERY|MUTATION)$/.test(name)) documents[name] = value;
  }
}

test('the host back-office documents are found', () => {
  expect(Object.keys(documents).length).toBeGreaterThanOrEqual(20);
});

// Operations of docs/CONTRACTS.md whose API part has not reached schema.graphql yet (issue 6 API in progress).
// This list must shrink: the second test fails as soon as one of them becomes valid, so it moves to the first.
const AWAITING_API = new Set([
  'GET_VENDOR_BOOKINGS_QUERY',
  'CUSTOMERS_QUERY',
  'CUSTOMER_QUERY',
  'HOST_RATING_QUERY',
  'CREATE_COLLECTION_MUTATION',
  'UPDATE_COLLECTION_MUTATION',
  'USER_COLLECTION_QUERY',
]);
const errorsOf = (document: string) => validate(schema, parse(document)).map((e) => e.message);

test.each(Object.entries(documents).filter(([name]) => !AWAITING_API.has(name)))('%s is valid against the API schema', (_name, document) => {
  expect(errorsOf(document)).toEqual([]);
});

test.each(Object.entries(documents).filter(([name]) => AWAITING_API.has(name)))('%s still waits for the API schema', (_name, document) => {
  expect(errorsOf(document).some((message) => /Cannot query field|Unknown type/.test(message))).toBe(true);
});
