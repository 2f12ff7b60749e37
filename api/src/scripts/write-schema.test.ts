import fs from 'node:fs';
import { SCHEMA_FILE, schemaFileContent } from './write-schema';

test('api/schema.graphql matches the schema (run `npm run schema -w @zaalplek/api`)', () => {
  expect(fs.readFileSync(SCHEMA_FILE, 'utf8')).toBe(schemaFileContent());
});
