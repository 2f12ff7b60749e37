import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { asSent } from '../testing/asSent';
import * as sync from '../calendar-sync/calendarSyncApi';
import * as availability from './availabilityApi';

// The API's checked-in schema (api/schema.graphql) is the contract for these documents, checked as sent (generated, with fragments).
const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../../api/schema.graphql'), 'utf8'));
const documents = (Object.entries({ ...availability, ...sync }) as Array<[string, unknown]>).filter(
  (entry): entry is [string, string] => typeof entry[1] === 'string' && /_(QUERY|MUTATION)$/.test(entry[0]),
);

test('the availability and calendar sync documents are found', () => {
  expect(documents.map(([name]) => name).sort()).toEqual([
    'ENABLED_CALENDAR_PROVIDERS_QUERY',
    'GET_CALENDAR_AUTH_CODE_LINK_MUTATION',
    'GET_SPACES_CALENDAR_DATA_QUERY',
    'LINK_ICS_CALENDAR_MUTATION',
    'MANAGE_SPACES_AVAILABILITY_MUTATION',
    'ROTATE_CALENDAR_EXPORT_SECRET_MUTATION',
    'SPACE_CALENDARS_QUERY',
    'UNLINK_CALENDAR_MUTATION',
  ]);
});

test.each(documents)('%s is valid against the API schema', (_name, document) => {
  expect(validate(schema, parse(asSent(document))).map((e) => e.message)).toEqual([]);
});
