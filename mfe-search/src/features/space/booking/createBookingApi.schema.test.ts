import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { CreateBookingDocument } from '../../../generated/graphql';
import { draftInput } from './createBookingApi';

// The API's checked-in schema (api/schema.graphql) is the contract for the book button's mutation.
const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../../../api/schema.graphql'), 'utf8'));

test('the create_booking document is valid against the API schema', () => {
  expect(validate(schema, parse(String(CreateBookingDocument))).map((e) => e.message)).toEqual([]);
});

test('the draft input only has fields of SpaceBookingInput', () => {
  const type = schema.getType('SpaceBookingInput');
  if (!type || !('getFields' in type)) throw new Error('SpaceBookingInput missing');
  const fields = Object.keys(type.getFields());
  const input = draftInput({
    space_id: 1,
    slot_start: '2030-07-15T10:00:00.000Z',
    slot_end: '2030-07-15T14:00:00.000Z',
    attendees: 4,
    configuration_id: 2,
    services: [{ service_id: 5, quantity: 4 }],
    is_social: true,
  });
  expect(Object.keys(input).filter((k) => !fields.includes(k))).toEqual([]);
  expect(input.draft).toBe(true);
});
