import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { GET_CUSTOMERS_QUERY } from './usersApi';

// The API's checked-in schema (api/schema.graphql) is the contract for this document.
const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../../api/schema.graphql'), 'utf8'));

test('the get_customers document is valid against the API schema', () => {
  expect(validate(schema, parse(GET_CUSTOMERS_QUERY)).map((e) => e.message)).toEqual([]);
});
