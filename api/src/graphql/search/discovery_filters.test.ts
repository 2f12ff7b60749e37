/**
 * venue_search filters not covered by venue_search.test.ts (bounds, radius, organisation, features,
 * facilities, services, is_afterpay, is_social), a date-filtered search end to end (a booking in the
 * window or closed working hours make a space disappear), and the other discovery reads: get_collection,
 * get_collection_spaces, nearby_spaces, venue_spaces. Seeded demo data on the real embedded PostgreSQL.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../app';
import { readConfig } from '../../config';
import { addDays, isoWeekDay, localDate, localMinuteToUtc } from '../../domain/availability/amsterdamTime';
import { createTestDatabase, type TestDatabase } from '../../test/db/createTestDatabase';

let db: TestDatabase;
let server: http.Server;
let url: string;

beforeAll(async () => {
  db = await createTestDatabase({ seed: true });
  const app = createApp({ knex: db.knex, config: readConfig({}, { jwtSecret: 'test-secret-for-the-discovery-tests-0123456789', root: '/nonexistent', varDir: '/nonexistent' }), log: () => undefined });
  server = http.createServer(app.callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await db.destroy();
});

async function gql(query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${url}/api/graphql/public`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data?: any; errors?: Array<{ message: string; extensions?: any }> };
  return body;
}
const SEARCH = `query($input: VenueFindInput) { venue_search(input: $input) { total total_spaces total_pages
  venues { venue_id distance latitude longitude venue_spaces { space_id venue_id is_afterpay_allowed has_discount } } } }`;
async function search(input: Record<string, unknown>) {
  const body = await gql(SEARCH, { input });
  expect(body.errors).toBeUndefined();
  return body.data.venue_search;
}
const spaceIds = (r: any): number[] => r.venues.flatMap((v: any) => v.venue_spaces.map((s: any) => s.space_id));
async function allSpaces(input: Record<string, unknown>): Promise<number[]> {
  const r = await search({ ...input, size: 50 });
  const ids = spaceIds(r);
  for (let page = 2; page <= r.total_pages; page++) ids.push(...spaceIds(await search({ ...input, size: 50, page })));
  return ids.sort((a, b) => a - b);
}
/** public spaces (the visibility rule of search): active space, active not banned venue, organisation not banned */
const publicSpaces = () =>
  db.knex('space as s').join('venue as v', 'v.venue_id', 's.venue_id').join('organisation as o', 'o.organisation_id', 'v.organisation_id')
    .where('s.is_active', true).where('v.is_active', true).whereNot('v.status', 'BANNED').where('o.is_banned', false);
const sorted = (ids: number[]) => [...ids].map(Number).sort((a, b) => a - b);

test('bounds: exactly the public spaces of venues inside the map box', async () => {
  const box = { north: 52.45, south: 51.9, east: 5.3, west: 4.3 };
  const ids = await allSpaces({ bounds: box });
  const expected = await publicSpaces().whereBetween('v.latitude', [box.south, box.north]).whereBetween('v.longitude', [box.west, box.east]).pluck('s.space_id');
  expect(ids.length).toBeGreaterThan(0);
  expect(ids).toEqual(sorted(expected));
  expect(ids.length).toBeLessThan(Number((await publicSpaces().count({ n: '*' }))[0].n));
});

test('radius: only venues within radius_km of the point, nearest first on relevance', async () => {
  const centre = { lat: 52.09, lng: 5.12 };
  const r = await search({ lat: centre.lat, lng: centre.lng, radius_km: 15, size: 50 });
  expect(r.venues.length).toBeGreaterThan(0);
  const distances = r.venues.map((v: any) => v.distance);
  expect(distances.every((d: number) => d <= 15)).toBe(true);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  const ids = await allSpaces({ lat: centre.lat, lng: centre.lng, radius_km: 15 });
  const { rows } = await db.knex.raw(
    `SELECT s.space_id FROM space s JOIN venue v ON v.venue_id = s.venue_id JOIN organisation o ON o.organisation_id = v.organisation_id
     WHERE s.is_active AND v.is_active AND v.status <> 'BANNED' AND NOT o.is_banned AND v.latitude IS NOT NULL
       AND earth_distance(ll_to_earth(?, ?), ll_to_earth(v.latitude, v.longitude)) <= 15000`,
    [centre.lat, centre.lng],
  );
  expect(ids).toEqual(sorted(rows.map((x: any) => x.space_id)));
});

test('organisation: by collection slug or hash, only that organisation\'s public spaces', async () => {
  const c = await db.knex('collection as c').join('venue as v', 'v.organisation_id', 'c.organisation_id').join('space as s', 's.venue_id', 'v.venue_id')
    .where('s.is_active', true).where('v.is_active', true).first('c.slug', 'c.collection_hash', 'c.organisation_id');
  const expected = sorted(await publicSpaces().where('v.organisation_id', c.organisation_id).pluck('s.space_id'));
  expect(expected.length).toBeGreaterThan(0);
  expect(await allSpaces({ organisation: c.slug })).toEqual(expected);
  expect(await allSpaces({ organisation: c.collection_hash })).toEqual(expected);
  expect((await search({ organisation: 'no-such-organisation' })).total).toBe(0);
});

test('features (space or venue scope), facilities and services: all must match, and they do filter', async () => {
  const all = Number((await publicSpaces().count({ n: '*' }))[0].n);
  const hasFeature = async (key: string) => sorted(await publicSpaces().where((w) => w
    .whereExists(db.knex('space_feature as sf').join('feature as f', 'f.feature_id', 'sf.feature_id').whereRaw('sf.space_id = s.space_id').where('f.feature_key', key))
    .orWhereExists(db.knex('venue_feature as vf').join('feature as f', 'f.feature_id', 'vf.feature_id').whereRaw('vf.venue_id = s.venue_id').where('f.feature_key', key))).pluck('s.space_id'));
  const spaceKey = (await db.knex('space_feature as sf').join('feature as f', 'f.feature_id', 'sf.feature_id').groupBy('f.feature_key').orderByRaw('count(*) DESC').first('f.feature_key')).feature_key;
  const venueKey = (await db.knex('venue_feature as vf').join('feature as f', 'f.feature_id', 'vf.feature_id').groupBy('f.feature_key').orderByRaw('count(*) DESC').first('f.feature_key')).feature_key;
  const bySpace = await allSpaces({ features: [spaceKey] });
  expect(bySpace.length).toBeGreaterThan(0);
  expect(bySpace.length).toBeLessThan(all);
  expect(bySpace).toEqual(await hasFeature(spaceKey));
  const both = await allSpaces({ features: [spaceKey, venueKey] });
  const venueSet = new Set(await hasFeature(venueKey));
  expect(both).toEqual(bySpace.filter((id) => venueSet.has(id)));

  const hasService = async (key: string, facility: boolean) => {
    const { rows } = await db.knex.raw(
      `SELECT DISTINCT s.space_id FROM space s JOIN system_service y ON y.system_service_key = ? ${facility ? "AND y.system_service_type = 'FACILITY'" : ''}
       WHERE EXISTS (SELECT 1 FROM space_service ss JOIN venue_service vs ON vs.venue_service_id = ss.venue_service_id
                     WHERE ss.space_id = s.space_id AND ss.is_enabled AND vs.is_enabled AND vs.system_service_id = y.system_service_id)
          OR EXISTS (SELECT 1 FROM venue_service vs WHERE vs.venue_id = s.venue_id AND vs.is_enabled AND y.is_venue AND vs.system_service_id = y.system_service_id)`,
      [key],
    );
    return new Set<number>(rows.map((r: any) => r.space_id));
  };
  const common = async (type: string) => (await db.knex('space_service as ss').join('venue_service as vs', 'vs.venue_service_id', 'ss.venue_service_id')
    .join('system_service as y', 'y.system_service_id', 'vs.system_service_id').where('ss.is_enabled', true).where('y.system_service_type', type)
    .groupBy('y.system_service_key').orderByRaw('count(*) DESC').first('y.system_service_key')).system_service_key;
  const facility = await common('FACILITY');
  const catering = await common('CATERING');
  const publicIds = await publicSpaces().pluck('s.space_id');
  for (const [input, key, isFacility] of [[{ facilities: [facility] }, facility, true], [{ services: [catering] }, catering, false]] as const) {
    const ids = await allSpaces(input);
    const ok = await hasService(key, isFacility);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThan(all);
    expect(ids).toEqual(sorted(publicIds.filter((id: number) => ok.has(id))));
  }
  // a catering key is not a facility: as a facility filter nothing matches it
  expect((await search({ facilities: [catering] })).total).toBe(0);
});

test('is_afterpay and is_social keep only spaces with post-payment / a social discount', async () => {
  for (const [input, column] of [[{ is_afterpay: true }, 'is_afterpay_allowed'], [{ is_social: true }, 'has_discount']] as const) {
    const r = await search({ ...input, size: 50 });
    expect(r.total_spaces).toBe(Number((await publicSpaces().where(`s.${column}`, true).count({ n: '*' }))[0].n));
    expect(r.total_spaces).toBeGreaterThan(0);
    expect(r.total_spaces).toBeLessThan(Number((await publicSpaces().count({ n: '*' }))[0].n));
    expect(r.venues.flatMap((v: any) => v.venue_spaces).every((s: any) => s[column])).toBe(true);
  }
});

test('date search end to end: a booking in the window, or closed working hours, hide the space', async () => {
  // a weekday two weeks ahead, afternoon (12:00-16:00 Amsterdam)
  let date = addDays(localDate(Date.now()), 14);
  while (isoWeekDay(date) > 5) date = addDays(date, 1);
  const weekDay = isoWeekDay(date);
  const input = { date, time_preset: 'AFTERNOON' };
  const open = await allSpaces(input);
  const withoutExceptions = await db.knex('space as s').whereIn('s.space_id', open)
    .whereNotExists(db.knex('space_availability as a').whereRaw('a.space_id = s.space_id'))
    .whereNotExists(db.knex('booking as b').whereRaw('b.space_id = s.space_id'))
    .orderBy('s.space_id').first('s.space_id', 's.venue_id');
  expect(withoutExceptions).toBeDefined();
  const { space_id: spaceId, venue_id: venueId } = withoutExceptions;
  const venue = await db.knex('venue').where({ venue_id: venueId }).first('latitude', 'longitude');
  const box = { north: venue.latitude + 0.0005, south: venue.latitude - 0.0005, east: venue.longitude + 0.0005, west: venue.longitude - 0.0005 };
  const visible = async () => spaceIds(await search({ ...input, bounds: box, size: 50 })).includes(spaceId);
  expect(await visible()).toBe(true);

  const booker = await db.knex('account').where('account_state', 'BOOKER').first('account_id');
  const [booking] = await db.knex('booking').insert({
    booking_hash: 'srch0001', space_id: spaceId, account_id: booker.account_id, attendees: 2,
    booking_start: new Date(localMinuteToUtc(date, 13 * 60)), booking_end: new Date(localMinuteToUtc(date, 14 * 60)),
    preparation_time: 0, service_break: 0, booking_status: 'PAID', booking_type: 'DIRECT',
  }).returning('booking_id');
  expect(await visible()).toBe(false);
  // without a date the booking does not matter
  expect(spaceIds(await search({ bounds: box, size: 50 }))).toContain(spaceId);
  // a cancelled booking does not occupy the slot
  await db.knex('booking').where({ booking_id: booking.booking_id }).update({ booking_status: 'CANCELLED' });
  expect(await visible()).toBe(true);
  await db.knex('booking').where({ booking_id: booking.booking_id }).delete();

  const hours = await db.knex('working_time').where({ venue_id: venueId, week_day: weekDay });
  expect(hours.length).toBeGreaterThan(0);
  try {
    // open only in the morning: the afternoon is outside working hours
    await db.knex('working_time').where({ venue_id: venueId, week_day: weekDay }).update({ open_time: 8 * 60, close_time: 12 * 60 });
    expect(await visible()).toBe(false);
  } finally {
    await db.knex('working_time').where({ venue_id: venueId, week_day: weekDay }).delete();
    await db.knex('working_time').insert(hours.map(({ working_time_id: _id, ...row }: any) => row));
  }
  expect(await visible()).toBe(true);
});

test('get_collection by slug, hash and hash/slug, NOT_FOUND without a public page; get_collection_spaces pages its spaces', async () => {
  const c = await db.knex('collection as c').join('organisation as o', 'o.organisation_id', 'c.organisation_id').where('c.has_public_page', true).where('o.is_banned', false)
    .whereExists(db.knex('venue as v').join('space as s', 's.venue_id', 'v.venue_id').whereRaw('v.organisation_id = c.organisation_id').where('v.is_active', true).where('s.is_active', true))
    .first('c.collection_id', 'c.slug', 'c.collection_hash', 'c.organisation_id');
  const Q = `query($slug: String!) { get_collection(slug: $slug) { collection_id slug collection_hash venues { venue_id space_count } } }`;
  for (const slug of [c.slug, c.collection_hash, `${c.collection_hash}/${c.slug}`]) {
    const body = await gql(Q, { slug });
    expect(body.errors).toBeUndefined();
    expect(body.data.get_collection.collection_id).toBe(c.collection_id);
  }
  const col = (await gql(Q, { slug: c.slug })).data.get_collection;
  const expected = sorted(await publicSpaces().where('v.organisation_id', c.organisation_id).pluck('s.space_id'));
  expect(col.venues.reduce((n: number, v: any) => n + v.space_count, 0)).toBe(expected.length);

  const PAGE = `query($id: Int!, $venue: Int, $p: PaginationInput) { get_collection_spaces(collection_id: $id, venue_id: $venue, pagination: $p) { total total_pages page size result { space_id venue_id } } }`;
  const first = (await gql(PAGE, { id: c.collection_id, p: { page: 1, size: 2 } })).data.get_collection_spaces;
  expect(first.total).toBe(expected.length);
  expect(first.size).toBe(2);
  const seen: number[] = [];
  for (let page = 1; page <= first.total_pages; page++) {
    seen.push(...(await gql(PAGE, { id: c.collection_id, p: { page, size: 2 } })).data.get_collection_spaces.result.map((s: any) => s.space_id));
  }
  expect(sorted(seen)).toEqual(expected);
  const venueId = col.venues[0].venue_id;
  const oneVenue = (await gql(PAGE, { id: c.collection_id, venue: venueId })).data.get_collection_spaces;
  expect(oneVenue.total).toBe(col.venues[0].space_count);
  expect(oneVenue.result.every((s: any) => s.venue_id === venueId)).toBe(true);

  await db.knex('collection').where({ collection_id: c.collection_id }).update({ has_public_page: false });
  try {
    const hidden = await gql(Q, { slug: c.slug });
    expect(hidden.errors?.[0]?.extensions?.response?.body?.error_type).toBe('NOT_FOUND');
    const hiddenSpaces = await gql(PAGE, { id: c.collection_id });
    expect(hiddenSpaces.errors?.[0]?.extensions?.response?.body?.error_type).toBe('NOT_FOUND');
  } finally {
    await db.knex('collection').where({ collection_id: c.collection_id }).update({ has_public_page: true });
  }
});

test('nearby_spaces: other public spaces within the radius, nearest first; venue_spaces pages a venue\'s spaces', async () => {
  const space = await publicSpaces().whereNotNull('v.latitude').orderBy('s.space_id').first('s.space_id', 's.venue_id', 'v.venue_hash', 'v.latitude', 'v.longitude');
  const NEAR = `query($id: Int!, $r: Float, $n: Int) { specific_space(space_id: $id) { space_id nearby_spaces(radius_km: $r, limit: $n) { space_id distance } } }`;
  const near = (await gql(NEAR, { id: space.space_id, r: 30, n: 10 })).data.specific_space.nearby_spaces;
  expect(near.length).toBeGreaterThan(0);
  expect(near.map((s: any) => s.space_id)).not.toContain(space.space_id);
  const d = near.map((s: any) => s.distance);
  expect(d.every((x: number) => x <= 30)).toBe(true);
  expect(d).toEqual([...d].sort((a, b) => a - b));
  const { rows } = await db.knex.raw(
    `SELECT count(*)::int AS n FROM space s JOIN venue v ON v.venue_id = s.venue_id JOIN organisation o ON o.organisation_id = v.organisation_id
     WHERE s.is_active AND v.is_active AND v.status <> 'BANNED' AND NOT o.is_banned AND s.space_id <> ?
       AND earth_distance(ll_to_earth(?, ?), ll_to_earth(v.latitude, v.longitude)) <= 30000`,
    [space.space_id, space.latitude, space.longitude],
  );
  expect(near.length).toBe(Math.min(10, rows[0].n));
  expect((await gql(NEAR, { id: space.space_id, r: 30, n: 2 })).data.specific_space.nearby_spaces).toEqual(near.slice(0, 2));

  const VENUE = `query($slug: String!, $p: Int, $s: Int) { specific_instance_by_slug(instance_type: VENUE, slug: $slug) { venue { venue_id venue_spaces(page: $p, size: $s) { total total_pages page result { space_id venue_id } } } } }`;
  const expected = sorted(await publicSpaces().where('s.venue_id', space.venue_id).pluck('s.space_id'));
  const first = (await gql(VENUE, { slug: space.venue_hash, p: 1, s: 1 })).data.specific_instance_by_slug.venue.venue_spaces;
  expect(first.total).toBe(expected.length);
  const seen: number[] = [];
  for (let p = 1; p <= first.total_pages; p++) {
    seen.push(...(await gql(VENUE, { slug: space.venue_hash, p, s: 1 })).data.specific_instance_by_slug.venue.venue_spaces.result.map((s: any) => s.space_id));
  }
  expect(sorted(seen)).toEqual(expected);
});
