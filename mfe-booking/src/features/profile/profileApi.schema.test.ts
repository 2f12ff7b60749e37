import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import {
  DELETE_ACCOUNT_MUTATION,
  PROFILE_ACCOUNT_QUERY,
  SYSTEM_NOTIFICATIONS_QUERY,
  UPDATE_NOTIFICATION_PREFERENCES_MUTATION,
  UPDATE_PROFILE_MUTATION,
} from './profileApi';

const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../../api/schema.graphql'), 'utf8'));

test.each([
  ['profile', PROFILE_ACCOUNT_QUERY],
  ['updateProfile', UPDATE_PROFILE_MUTATION],
  ['delete_account', DELETE_ACCOUNT_MUTATION],
  ['get_system_notifications', SYSTEM_NOTIFICATIONS_QUERY],
  ['update_user_notification_preferences', UPDATE_NOTIFICATION_PREFERENCES_MUTATION],
])('the %s document is valid against the API schema', (_name, document) => {
  expect(validate(schema, parse(document)).map((e) => e.message)).toEqual([]);
});
