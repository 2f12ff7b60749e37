/**
 * The venue_search result cache against the real database: entries are dropped by the commit
 * notifications of the tables the search reads, never stored across an invalidation, not used while
 * the LISTEN connection is down; a finished mutation answers only once its own notifications were heard,
 * and leaves the cache alone when it wrote nothing the search reads.
 */
import { startTestApp, type TestApp } from '../../test/api/testApp';
import { SEARCH_CHANGED_CHANNEL } from '../../db/migrations/20261122500000_search_change_notify';
import { startSearchResultCache, type SearchResultCache } from './resultCache';

let t: TestApp;
let cache: SearchResultCache;
beforeAll(async () => {
  t = await startTestApp();
  cache = await startSearchResultCache(t.db.connectionString, () => undefined);
});
afterAll(async () => {
  await cache.close();
  await t.close();
});

const until = async (what: () => boolean | Promise<boolean>, ms = 5000): Promise<void> => {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** the cache's rows of a count statement, and whether it ran */
async function countThroughCache(): Promise<{ n: number; ran: boolean }> {
  const statement = t.db.knex.raw('SELECT count(*)::int AS n FROM space_availability WHERE space_id = ?', [t.fx.spaceA1.id]);
  let ran = false;
  const rows = await cache.rows(statement, async () => {
    ran = true;
    return (await statement).rows;
  });
  return { n: rows[0].n as number, ran };
}

test('a repeated statement is served from the cache until a table it reads changes', async () => {
  const first = await countThroughCache();
  expect(first.ran).toBe(true);
  expect(await countThroughCache()).toEqual({ n: first.n, ran: false });

  const before = cache.stats().invalidations;
  await t.db.knex('space_availability').insert({ space_id: t.fx.spaceA1.id, is_opened: false, slot_from: new Date('2031-01-06T09:00:00Z'), slot_to: new Date('2031-01-06T10:00:00Z') });
  await until(() => cache.stats().invalidations > before);
  expect(await countThroughCache()).toEqual({ n: first.n + 1, ran: true });
});

test('every table the search reads notifies at commit, and only at commit', async () => {
  const writes: Array<() => Promise<unknown>> = [
    () => t.db.knex('space').where('space_id', t.fx.spaceA2.id).update({ space_name: 'Kleine Zaal' }), // rewrites its search row
    () => t.db.knex('booking').where('booking_hash', 'reqs0001').update({ booking_status: 'PENDING' }),
    () => t.db.knex('image').where('owner_id', -1).delete(),
    () => t.db.knex('seo_location').where('location_id', -1).update({ name: 'x' }),
    () => t.db.knex('collection').where('collection_id', -1).delete(),
  ];
  for (const write of writes) {
    await countThroughCache();
    const before = cache.stats().invalidations;
    await write();
    await until(() => cache.stats().invalidations > before);
  }
  // inside an open transaction nothing is announced yet
  await countThroughCache();
  const before = cache.stats().invalidations;
  const trx = await t.db.knex.transaction();
  await trx('space_availability').where('space_id', t.fx.spaceA1.id).delete();
  await new Promise((r) => setTimeout(r, 200));
  expect(cache.stats().invalidations).toBe(before);
  expect((await countThroughCache()).ran).toBe(false);
  await trx.commit();
  await until(() => cache.stats().invalidations > before);
  expect(await countThroughCache()).toEqual({ n: 0, ran: true });
});

test('a result computed across an invalidation is not stored', async () => {
  const statement = t.db.knex.raw('SELECT 41 + 1 AS n');
  let runs = 0;
  const compute = async () => {
    runs += 1;
    cache.invalidate(); // e.g. a commit's notification arrives while the statement runs
    return (await statement).rows;
  };
  await cache.rows(statement, compute);
  await cache.rows(statement, compute);
  expect(runs).toBe(2);
});

test('while the LISTEN connection is down the cache is not used; after the reconnect it starts empty', async () => {
  await countThroughCache();
  expect((await countThroughCache()).ran).toBe(false);
  await t.db.knex.raw(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN "search_data_changed"'`);
  await until(async () => (await countThroughCache()).ran); // bypassed: runs every time
  expect((await countThroughCache()).ran).toBe(true);
  await until(async () => {
    await countThroughCache();
    return !(await countThroughCache()).ran; // cached again once reconnected
  }, 8000);
});

test('settle returns once every notification committed before it was heard', async () => {
  const notify = (payload: string) => t.db.knex.raw('SELECT pg_notify(?, ?)', [SEARCH_CHANGED_CHANNEL, payload]);
  for (let i = 0; i < 5; i += 1) {
    await countThroughCache();
    const before = cache.stats().invalidations;
    await t.db.knex('space_availability').insert({ space_id: t.fx.spaceA1.id, is_opened: false, slot_from: new Date(`2031-02-0${i + 1}T09:00:00Z`), slot_to: new Date(`2031-02-0${i + 1}T10:00:00Z`) });
    await cache.settle(notify);
    expect(cache.stats().invalidations).toBeGreaterThan(before); // no waiting: heard before settle returned
    expect((await countThroughCache()).ran).toBe(true);
  }
  // nothing written: settle leaves the entries
  await countThroughCache();
  const before = cache.stats().invalidations;
  await cache.settle(notify);
  expect(cache.stats().invalidations).toBe(before);
  expect((await countThroughCache()).ran).toBe(false);
  // a marker that never comes back: the entries are dropped instead
  await cache.settle(async () => undefined, 50);
  expect(cache.stats().invalidations).toBe(before + 1);
});

test('a GraphQL mutation that writes nothing the search reads leaves the cache as it is, a failing anonymous one too', async () => {
  await countThroughCache();
  expect((await countThroughCache()).ran).toBe(false);
  const before = cache.stats().invalidations;
  const profile = await t.graphql('mutation { updateProfile(input: { firstName: "Bram" }) { firstName } }', {}, { token: t.token(t.fx.bookerId), endpoint: 'authenticated' });
  expect(profile.body.errors).toBeUndefined();
  const refresh = await t.graphql('mutation($r: String!) { refresh_token(refresh_token: $r) { access_token } }', { r: 'x'.repeat(40) });
  expect(refresh.body.errors?.[0]?.extensions?.response?.body?.key).toBe('invalid_refresh_token');
  await new Promise((r) => setTimeout(r, 200));
  expect(cache.stats().invalidations).toBe(before);
  expect((await countThroughCache()).ran).toBe(false);
});

test('a GraphQL mutation that writes what the search reads has dropped the cache when it answers', async () => {
  await countThroughCache();
  expect((await countThroughCache()).ran).toBe(false);
  const before = cache.stats().invalidations;
  const features = (await t.db.knex('space_feature').where('space_id', t.fx.spaceA1.id).pluck('feature_id')) as number[];
  const { body } = await t.graphql('mutation($s: Int!, $f: [Int!]!) { bulk_create_space_features(space_id: $s, feature_ids: $f) }', { s: t.fx.spaceA1.id, f: features }, { token: t.token(t.fx.vendorId, 'VENDOR'), endpoint: 'authenticated' });
  expect(body.errors).toBeUndefined();
  expect(cache.stats().invalidations).toBeGreaterThan(before); // the features' rewrite of the search row notified, heard before the response
  expect((await countThroughCache()).ran).toBe(true);
});

test('venue_search answers from the cache and sees a new booking at once', async () => {
  const date = new Date(Date.now() + 9 * 86_400_000);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1); // venue A opens on weekdays
  const day = date.toISOString().slice(0, 10);
  const QUERY = `query($input: VenueFindInput) { venue_search(input: $input) { total_spaces venues { venue_spaces { space_id } } } }`;
  const search = async () => {
    const { body } = await t.graphql<{ venue_search: { venues: Array<{ venue_spaces: Array<{ space_id: number }> }> } }>(QUERY, { input: { date: day, time_preset: 'AFTERNOON', attendees: 1 } });
    expect(body.errors).toBeUndefined();
    return body.data!.venue_search.venues.flatMap((v) => v.venue_spaces.map((s) => s.space_id));
  };
  const first = await search();
  expect(first).toContain(t.fx.spaceA1.id);
  const hits = cache.stats().hits;
  expect(await search()).toEqual(first);
  expect(cache.stats().hits).toBeGreaterThan(hits);

  const before = cache.stats().invalidations;
  await t.db.knex('booking').insert({
    booking_hash: 'cache001', space_id: t.fx.spaceA1.id, account_id: t.fx.bookerId, attendees: 2, booking_status: 'PAID', booking_type: 'DIRECT',
    booking_start: new Date(`${day}T11:00:00Z`), booking_end: new Date(`${day}T15:00:00Z`),
  });
  await until(() => cache.stats().invalidations > before);
  expect(await search()).not.toContain(t.fx.spaceA1.id);
});
