import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { DeleteAccountDocument, ProfileAccountDocument, SystemNotificationsDocument, UpdateNotificationPreferencesDocument, UpdateProfileDocument } from '../../generated/graphql';

const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../../api/schema.graphql'), 'utf8'));

test.each([
  ['profile', String(ProfileAccountDocument)],
  ['updateProfile', String(UpdateProfileDocument)],
  ['delete_account', String(DeleteAccountDocument)],
  ['get_system_notifications', String(SystemNotificationsDocument)],
  ['update_user_notification_preferences', String(UpdateNotificationPreferencesDocument)],
])('the %s document is valid against the API schema', (_name, document) => {
  expect(validate(schema, parse(document)).map((e) => e.message)).toEqual([]);
});
