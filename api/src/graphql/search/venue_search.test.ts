/** venue_search on the seeded demo data (real embedded PostgreSQL): filters, sorts, paging, histogram, suggestions; favourites; places. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../app';
import { signAccessToken } from '../../auth/tokens';
import { readConfig } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../test/db/createTestDatabase';
import { RELAXABLE_FILTERS, relax, type VenueFindInput } from '../../domain/search/searchInput';
import { searchScope } from './venue_search';
import { countStatement, relaxedCountsStatement, venueSearchStatement } from '../../queries/venueSearch';
import { statementName } from '../../queries/prepared';

const SECRET = 'test-secret-for-the-discovery-tests-0123456789';
let db: TestDatabase;
let server: http.Server;
let url: string;

beforeAll(async () => {
  db = await createTestDatabase({ seed: true });
  const app = createApp({ knex: db.knex, config: readConfig({}, { jwtSecret: SECRET, root: '/nonexistent', varDir: '/nonexistent' }), log: () => undefined });
  server = http.createServer(app.callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await db.destroy();
});

async function gql(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(`${url}/api/graphql${token ? '' : '/public'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: Array<{ extensions?: any }> };
}
const SEARCH = `query($input: VenueFindInput) { venue_search(input: $input) { total total_spaces total_pages page size
  price_histogram { from to count } suggestions { kind filter count city }
  venues { venue_id min_price rating distance venue_spaces { space_id half_day_price space_size rating is_favorite } } } }`;
async function search(input: Record<string, unknown>, token?: string) {
  const body = await gql(SEARCH, { input }, token);
  expect(body.errors).toBeUndefined();
  return body.data.venue_search;
}
const spaceIds = (r: any): number[] => r.venues.flatMap((v: any) => v.venue_spaces.map((s: any) => s.space_id));
async function allSpaces(input: Record<string, unknown>): Promise<number[]> {
  const r = await search({ ...input, size: 50 });
  const ids = spaceIds(r);
  for (let page = 2; page <= r.total_pages; page++) ids.push(...spaceIds(await search({ ...input, size: 50, page })));
  return ids;
}

test('pages of 20 cover every matching venue once; histogram sums to the space count', async () => {
  const first = await search({});
  expect(first.size).toBe(20);
  const seen: number[] = [];
  for (let page = 1; page <= first.total_pages; page++) seen.push(...(await search({ page })).venues.map((v: any) => v.venue_id));
  expect(seen).toHaveLength(first.total);
  expect(new Set(seen).size).toBe(first.total);
  expect(first.price_histogram.reduce((n: number, b: any) => n + b.count, 0)).toBe(first.total_spaces);
});

test('each filter returns only spaces that satisfy it, and the histogram matches with a price range', async () => {
  const k = db.knex;
  const check = async (input: Record<string, unknown>, ok: (ids: number[]) => Promise<number[]>) => {
    const ids = await allSpaces(input);
    expect(ids.length).toBeGreaterThan(0);
    expect((await ok(ids)).sort()).toEqual([...ids].sort());
    return ids;
  };
  await check({ attendees: 100 }, (ids) => k('space_configuration').whereIn('space_id', ids).where('max_guests', '>=', 100).distinct().pluck('space_id'));
  await check({ is_direct_booking: true }, (ids) => k('space').whereIn('space_id', ids).where('space_booking_type', 'DIRECT').pluck('space_id'));
  await check({ activities: ['we_train'] }, (ids) => k('space_category_link as l').join('space_category as c', 'c.category_id', 'l.category_id').whereIn('l.space_id', ids).where('c.category_key', 'we_train').distinct().pluck('l.space_id'));
  await check({ configurations: ['theater'] }, (ids) => k('space_configuration').whereIn('space_id', ids).where('configuration_type', 'theater').distinct().pluck('space_id'));
  const priced = await check({ price_min: 10000, price_max: 19999 }, (ids) => k('space').whereIn('space_id', ids).whereBetween('half_day_price', [10000, 19999]).pluck('space_id'));
  const withPrice = await search({ price_min: 10000, price_max: 19999 });
  expect(withPrice.total_spaces).toBe(priced.length);
  const inRange = withPrice.price_histogram.filter((b: any) => b.from >= 10000 && b.to !== null && b.to <= 20000);
  expect(inRange.reduce((n: number, b: any) => n + b.count, 0)).toBe(priced.length);
});

test('sorts by price, rating and size in both directions with a stable order', async () => {
  for (const [sort, key] of [['PRICE', 'min_price'], ['RATING', 'rating']] as const) {
    for (const dir of ['ASC', 'DESC'] as const) {
      const r = await search({ sort, sort_direction: dir, size: 50 });
      const values = r.venues.map((v: any) => v[key]).filter((x: any) => x !== null);
      const sorted = [...values].sort((a: number, b: number) => (dir === 'ASC' ? a - b : b - a));
      expect(values).toEqual(sorted);
    }
  }
  const big = await search({ sort: 'SIZE', size: 50 });
  const sizes = big.venues.map((v: any) => Math.max(...v.venue_spaces.map((s: any) => s.space_size ?? 0)));
  expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
});

test('nothing matching gives suggestions whose counts are what relaxing that filter returns', async () => {
  const none = await search({ search: 'Utrecht', is_direct_booking: true, price_max: 100 });
  expect(none.total).toBe(0);
  expect(none.suggestions.length).toBeGreaterThan(0);
  expect(none.suggestions.every((s: any) => s.count > 0)).toBe(true);
  const relax = none.suggestions.find((s: any) => s.kind === 'RELAX_FILTER');
  expect(relax).toBeDefined();
  const input: Record<string, unknown> = { search: 'Utrecht', is_direct_booking: true, price_max: 100 };
  delete input[relax.filter === 'price' ? 'price_max' : relax.filter];
  expect((await search(input)).total_spaces).toBe(relax.count);
});

test('the "no results" help runs only for a query that selects suggestions', async () => {
  const input = { search: 'Utrecht', is_direct_booking: true, price_max: 100 };
  const statements: string[] = [];
  const onQuery = (q: { sql: string }) => statements.push(q.sql);
  db.knex.on('query', onQuery);
  try {
    const bare = await gql('query($input: VenueFindInput) { venue_search(input: $input) { total venues { venue_id } } }', { input });
    expect(bare.errors).toBeUndefined();
    expect(bare.data.venue_search.total).toBe(0);
    const withoutHelp = statements.length;
    statements.length = 0;
    const helped = await gql('query($input: VenueFindInput) { venue_search(input: $input) { total suggestions { kind count } } }', { input });
    expect(helped.errors).toBeUndefined();
    expect(helped.data.venue_search.suggestions.length).toBeGreaterThan(0);
    expect(withoutHelp).toBe(1); // the search statement alone
    expect(statements.length).toBeGreaterThan(1); // the search statement and the suggestions' counts
  } finally {
    db.knex.off('query', onQuery);
  }
});

test('a search without a date window (or with one around a point) runs as a prepared statement, with the same rows; others do not', async () => {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const statement = (input: Record<string, unknown>) => venueSearchStatement(db.knex, searchScope(input as VenueFindInput, { viewer: null } as never));
  const prepared = async (trx: typeof db.knex, sql: string) =>
    (await trx.raw('SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = ?', [statementName(sql)])).rows[0].n;
  const inputs: Array<Record<string, unknown>> = [
    { search: 'Utrecht' },
    { lat: 52.09, lng: 5.12, radius_km: 20, sort: 'PRICE' },
    { lat: 52.09, lng: 5.12, radius_km: 20, date: tomorrow, attendees: 10 },
    { date: tomorrow, time_preset: 'EVENING' },
    { search: 'Utrecht', date: tomorrow, time_preset: 'MORNING' },
  ];
  for (const input of inputs) {
    const { sql, bindings } = statement(input).toSQL();
    const plain = (await db.knex.raw(sql, bindings)).rows;
    await db.knex.transaction(async (trx) => {
      const runs = [];
      for (let i = 0; i < 7; i += 1) runs.push((await statement(input).transacting(trx)).rows); // past the 5 custom plans
      for (const rows of runs) expect(rows).toEqual(plain);
      expect(await prepared(trx, sql)).toBe('date' in input && !('lat' in input) ? 0 : 1);
    });
  }
});

test('the one-statement relaxed counts equal each relaxed search counted on its own', async () => {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const inputs: Array<Record<string, unknown>> = [
    { search: 'Utrecht', is_direct_booking: true, price_max: 100 },
    { search: 'Amsterdam', date: tomorrow, time_preset: 'EVENING', attendees: 400 },
    { date: tomorrow, attendees: 30, activities: ['we_celebrate'], is_social: true, price_min: 100 },
    { lat: 52.09, lng: 5.12, radius_km: 20, configurations: ['theater'], attendees: 300, features: ['waterside'] },
    { search: 'zaal', bounds: { north: 52.5, south: 51.8, east: 5.5, west: 4.5 }, facilities: ['beamer'], is_afterpay: true, date: tomorrow },
    { search: 'er', attendees: 300, is_direct_booking: true },
  ];
  for (const input of inputs) {
    const scope = searchScope(input as VenueFindInput, { viewer: null } as never);
    const relaxed = RELAXABLE_FILTERS.flatMap((f) => { const r = relax(scope.criteria, f); return r ? [r] : []; });
    const { rows } = await relaxedCountsStatement(db.knex, scope, relaxed);
    for (const [i, criteria] of relaxed.entries()) {
      const single = await countStatement(db.knex, { ...scope, criteria });
      expect([input, i, rows[0][`n${i}`]]).toEqual([input, i, single.rows[0].n]);
    }
  }
});

test('a one- or two-character text matches inside space, venue, city and province names', async () => {
  for (const q of ['er', 'ou', 'z']) {
    // from the source tables, not the search rows' copies of the names
    const { rows } = await db.knex.raw(
      `SELECT DISTINCT r.venue_id FROM space_search_row r JOIN space s ON s.space_id = r.space_id JOIN venue v ON v.venue_id = r.venue_id
         LEFT JOIN seo_location c ON c.location_id = r.city_id LEFT JOIN seo_location g ON g.location_id = r.region_id
       WHERE r.is_visible AND (zp_norm(s.space_name) LIKE ? OR zp_norm(v.venue_name) LIKE ? OR zp_norm(c.name) LIKE ? OR zp_norm(g.name) LIKE ?)`,
      Array(4).fill(`%${q}%`),
    );
    const expected = rows.map((x: { venue_id: number }) => x.venue_id).sort((a: number, b: number) => a - b);
    expect(expected.length).toBeGreaterThan(0);
    const first = await search({ search: q, size: 50 });
    const venues = [...first.venues];
    for (let page = 2; page <= first.total_pages; page++) venues.push(...(await search({ search: q, size: 50, page })).venues);
    expect([q, venues.map((v: any) => v.venue_id).sort((a: number, b: number) => a - b)]).toEqual([q, expected]);
  }
});

test('favourites: login required, favourite shows on cards, favorites_only filter', async () => {
  const account = await db.knex('account').where('account_state', 'BOOKER').first('account_id');
  const token = signAccessToken({ accountId: account.account_id, accountState: 'BOOKER', isAdmin: false }, { secret: SECRET });
  const first = await search({});
  const spaceId = first.venues[0].venue_spaces[0].space_id;
  const anon = await gql('mutation($id: Int!) { favor_space(spaceId: $id) }', { id: spaceId });
  expect(anon.errors).toBeDefined();
  const denied = await fetch(`${url}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ customer_favorite_spaces { total } }' }) });
  expect(denied.status).toBe(401);
  expect((await gql('mutation($id: Int!) { favor_space(spaceId: $id) }', { id: spaceId }, token)).data.favor_space).toBe(true);
  const favs = (await gql('{ customer_favorite_spaces { total result { space_id is_favorite } } }', {}, token)).data.customer_favorite_spaces;
  expect(favs.result.map((s: any) => s.space_id)).toContain(spaceId);
  const only = await search({ favorites_only: true }, token);
  expect(spaceIds(only)).toContain(spaceId);
  expect(only.venues.flatMap((v: any) => v.venue_spaces).every((s: any) => s.is_favorite)).toBe(true);
  const anonOnly = await gql(SEARCH, { input: { favorites_only: true } });
  expect(anonOnly.errors![0]!.extensions.response.body.error_type).toBe('UNAUTHENTICATED');
  await gql('mutation($id: Int!) { remove_space_from_favorites(spaceId: $id) }', { id: spaceId }, token);
  expect((await gql('{ customer_favorite_spaces { total } }', {}, token)).data.customer_favorite_spaces.total).toBe(favs.total - 1);
});

test('places from the bundled gazetteer with the spec statuses', async () => {
  const ac = (await gql('{ places_autocomplete(input: "utrec") { status predictions { place_id main_text } } }')).data.places_autocomplete;
  expect(ac.status).toBe('OK');
  expect(ac.predictions[0].main_text).toBe('Utrecht');
  const info = (await gql('query($id: String!) { get_place_info(place_id: $id) { status result { name latitude longitude } } }', { id: ac.predictions[0].place_id })).data.get_place_info;
  expect(info.status).toBe('OK');
  expect(info.result.latitude).toBeCloseTo(52.09, 1);
  expect((await gql('{ places_autocomplete(input: "  ") { status } }')).data.places_autocomplete.status).toBe('INVALID_REQUEST');
  expect((await gql('{ places_autocomplete(input: "qqxxzz") { status } }')).data.places_autocomplete.status).toBe('ZERO_RESULTS');
  expect((await gql('{ get_place_info(place_id: "nl:gn:1") { status } }')).data.get_place_info.status).toBe('NOT_FOUND');
  expect((await gql('{ get_geocode(address: "Zwolle, Nederland") { status results { name } } }')).data.get_geocode).toEqual({ status: 'OK', results: [{ name: 'Zwolle' }] });
});
