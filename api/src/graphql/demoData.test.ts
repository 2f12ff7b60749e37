/** The GraphQL operations against the real demo seed (db/seed): the pages rely on these. */
import { createApp } from '../app';
import { readConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../test/db/createTestDatabase';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

let db: TestDatabase;
let server: http.Server;
let url: string;

beforeAll(async () => {
  db = await createTestDatabase({ seed: true });
  server = http.createServer(createApp({ knex: db.knex, config: readConfig({}, { root: '/nonexistent' }), log: () => undefined }).callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/graphql/public`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await db.destroy();
});

const gql = async (query: string, locale = 'NL') => {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Locale': locale }, body: JSON.stringify({ query }) });
  const body = (await res.json()) as { data?: any; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
};

test('home has blocks in nl and in en', async () => {
  const nl = await gql('{ home { locale title blocks { block_type data } } }');
  const en = await gql('{ home { locale title blocks { block_type data } } }', 'EN');
  expect(nl.home.locale).toBe('nl');
  expect(en.home.locale).toBe('en');
  expect(JSON.stringify(nl.home.blocks)).not.toBe(JSON.stringify(en.home.blocks)); // translated content
  expect(nl.home.blocks.map((b: any) => b.block_type)).toContain('HERO');
});

test('at least 4 top spaces with images, and testimonials for both roles', async () => {
  const data = await gql('{ get_top_spaces { space_id image_url } b: get_all_feedbacks(user_role: Booker) { feedback_id } v: get_all_feedbacks(user_role: Vendor) { feedback_id } }');
  expect(data.get_top_spaces.length).toBeGreaterThanOrEqual(4);
  for (const card of data.get_top_spaces.slice(0, 4)) expect(card.image_url).toMatch(/^\/api\/image\/\d+\/$/);
  expect(data.b.length).toBeGreaterThan(0);
  expect(data.v.length).toBeGreaterThan(0);
});

test('venue_search pages through the demo venues', async () => {
  const data = await gql('{ venue_search(input: { page: 1 }) { total venues { venue_id venue_spaces { space_id } } } }');
  expect(data.venue_search.total).toBeGreaterThanOrEqual(100);
  expect(data.venue_search.venues).toHaveLength(20);
  for (const venue of data.venue_search.venues) expect(venue.venue_spaces.length).toBeGreaterThan(0);
});
