/**
 * In production the public endpoint answers no introspection and gives no "did you mean" suggestions
 * (they map the schema for a stranger); the authenticated endpoint and development keep them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app';
import { readConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../test/db/createTestDatabase';

const SECRET = 'production-endpoint-test-secret-0123456789';
let db: TestDatabase;
const servers: http.Server[] = [];

async function start(production: boolean): Promise<string> {
  const config = { ...readConfig({}, { jwtSecret: SECRET, root: '/nonexistent-root', varDir: '/nonexistent-var' }), production };
  const server = http.createServer(createApp({ knex: db.knex, config, log: () => undefined }).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/graphql/public`;
}

const post = async (url: string, query: string, variables?: Record<string, unknown>) => {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as { data?: any; errors?: Array<{ message: string; extensions?: any }> };
};

let production: string;
let development: string;
beforeAll(async () => {
  db = await createTestDatabase();
  production = await start(true);
  development = await start(false);
});
afterAll(async () => {
  for (const s of servers) await new Promise<void>((resolve) => s.close(() => resolve()));
  await db.destroy();
});

test('introspection is refused on the public endpoint in production', async () => {
  for (const query of ['{ __schema { queryType { name } } }', '{ __type(name: "Query") { fields { name } } }']) {
    const body = await post(production, query);
    expect(body.data).toBeUndefined();
    expect(body.errors![0]!.message).toMatch(/introspection/i);
    expect(body.errors![0]!.extensions.response.body).toMatchObject({ error_type: 'VALIDATION', entity: 'graphql' });
  }
  expect((await post(development, '{ __schema { queryType { name } } }')).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  expect((await post(production, '{ __typename _health }')).data).toEqual({ __typename: 'Query', _health: true });
});

test('no "did you mean" in production, in validation and in variable errors', async () => {
  const field = await post(production, '{ _healt }');
  expect(field.errors![0]!.message).toBe('Cannot query field "_healt" on type "Query".');
  expect((await post(development, '{ _healt }')).errors![0]!.message).toMatch(/Did you mean "_health"\?/);

  const variable = 'query($input: VenueFindInput) { venue_search(input: $input) { total } }';
  const prodVar = await post(production, variable, { input: { serch: 'Utrecht' } });
  expect(prodVar.errors![0]!.message).toMatch(/serch/);
  expect(prodVar.errors![0]!.message).not.toMatch(/did you mean/i);
  expect((await post(development, variable, { input: { serch: 'Utrecht' } })).errors![0]!.message).toMatch(/Did you mean "search"/);
});
