import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { asSent } from '../testing/asSent';
import * as changeRequests from '../change-requests/hostChangeRequestsApi';
import * as reviews from '../reviews/hostReviewsApi';
import * as collection from '../host-profile/collectionApi';
import * as coupons from '../coupons/couponsApi';
import * as customers from '../customers/customersApi';
import * as payout from '../payout/payoutApi';
import * as rating from '../rating/ratingApi';
import * as team from '../team/teamApi';
import * as bookings from './vendorBookingsApi';

// The API's checked-in schema (api/schema.graphql) is the contract for these documents, checked as sent (generated, with fragments).
const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../../api/schema.graphql'), 'utf8'));

const documents: Record<string, string> = {};
for (const mod of [bookings, customers, coupons, team, payout, rating, collection, changeRequests, reviews]) {
  for (const [name, value] of Object.entries(mod)) {
    if (typeof value === 'string' && /_(QUERY|MUTATION)$/.test(name)) documents[name] = value;
  }
}

test('the host back-office documents are found', () => {
  expect(Object.keys(documents).length).toBeGreaterThanOrEqual(20);
});

const errorsOf = (document: string) => validate(schema, parse(asSent(document))).map((e) => e.message);

test.each(Object.entries(documents))('%s is valid against the API schema', (_name, document) => {
  expect(errorsOf(document)).toEqual([]);
});
