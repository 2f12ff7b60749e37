import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import {
  CLEAR_ALL_NOTIFICATIONS_MUTATION, DELETE_NOTIFICATION_MUTATION, GET_DAY_OVERVIEW_QUERY, GET_NOTIFICATIONS_QUERY, READ_NOTIFICATION_MUTATION,
} from './notificationsApi';

// The API's checked-in schema (api/schema.graphql) is the contract for these documents.
const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../../api/schema.graphql'), 'utf8'));

test.each([
  ['get_notifications', GET_NOTIFICATIONS_QUERY],
  ['read_notification', READ_NOTIFICATION_MUTATION],
  ['clear_all_notifications', CLEAR_ALL_NOTIFICATIONS_MUTATION],
  ['delete_notification', DELETE_NOTIFICATION_MUTATION],
  ['get_day_overview', GET_DAY_OVERVIEW_QUERY],
])('the %s document is valid against the API schema', (_name, document) => {
  expect(validate(schema, parse(document)).map((e) => e.message)).toEqual([]);
});
