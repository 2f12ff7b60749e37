/**
 * A new booking adds its occupied time to the space's search row (migration 20261128063000_booking_insert_occupied):
 * after any mix of inserts the row holds what a full recompute (zp_ssr_occupied) gives, a draft leaves the row
 * untouched, and a booking that ended before occupied_since is left out as the recompute leaves it out.
 */
import { createTestDatabase, type TestDatabase } from '../../test/db/createTestDatabase';
import { insertBareSpace } from '../../test/db/bareSpace';

let db: TestDatabase;
let spaceId: number;
let otherSpaceId: number;
let bookerId: number;
let n = 0;

beforeAll(async () => {
  db = await createTestDatabase({ seed: false });
  ({ bookerId, spaceId } = await insertBareSpace(db.knex, 'occins', { preparation_time: 30, service_break: 30 }));
  ({ spaceId: otherSpaceId } = await insertBareSpace(db.knex, 'occother'));
});
afterAll(() => db.destroy());

const row = (space: number, start: string, end: string, status = 'PAID') => ({
  booking_hash: `oi${String(++n).padStart(6, '0')}`, space_id: space, account_id: bookerId, attendees: 2,
  booking_start: new Date(start), booking_end: new Date(end), booking_status: status, booking_type: 'DIRECT', preparation_time: space === spaceId ? 30 : 0, service_break: space === spaceId ? 30 : 0,
});
const searchRow = async (space: number) => db.knex('space_search_row').where('space_id', space)
  .first(db.knex.raw('occupied::text AS occupied'), db.knex.raw('xmin::text AS version'));
/** what a full recompute gives, without changing the row (rolled back) */
async function recomputed(space: number): Promise<string> {
  let value = '';
  await db.knex.transaction(async (trx) => {
    await trx.raw('SELECT zp_ssr_occupied(ARRAY[?]::int[])', [space]);
    value = (await trx('space_search_row').where('space_id', space).first(trx.raw('occupied::text AS occupied'))).occupied;
    await trx.rollback();
  }).catch(() => undefined);
  return value;
}

test('one and several new bookings: the row equals the recompute, ranges merged', async () => {
  await db.knex('booking').insert(row(spaceId, '2031-05-01T09:00:00Z', '2031-05-01T11:00:00Z'));
  expect((await searchRow(spaceId)).occupied).toBe('{["2031-05-01 08:30:00+00","2031-05-01 11:30:00+00")}');
  // two spaces and an adjacent booking in one statement
  await db.knex('booking').insert([
    row(spaceId, '2031-05-01T12:00:00Z', '2031-05-01T13:00:00Z', 'PENDING'),
    row(spaceId, '2031-05-03T09:00:00Z', '2031-05-03T10:00:00Z', 'PAYMENT_PROCESSING'),
    row(otherSpaceId, '2031-05-01T09:00:00Z', '2031-05-01T10:00:00Z'),
  ]);
  expect((await searchRow(spaceId)).occupied).toBe('{["2031-05-01 08:30:00+00","2031-05-01 13:30:00+00"),["2031-05-03 08:30:00+00","2031-05-03 10:30:00+00")}');
  expect((await searchRow(spaceId)).occupied).toBe(await recomputed(spaceId));
  expect((await searchRow(otherSpaceId)).occupied).toBe('{["2031-05-01 09:00:00+00","2031-05-01 10:00:00+00")}');
  expect((await searchRow(otherSpaceId)).occupied).toBe(await recomputed(otherSpaceId));
});

test('a draft does not occupy the slot and leaves the row as it is', async () => {
  const before = await searchRow(spaceId);
  await db.knex('booking').insert(row(spaceId, '2031-06-01T09:00:00Z', '2031-06-01T11:00:00Z', 'DRAFT'));
  expect(await searchRow(spaceId)).toEqual(before);
});

test('a booking that ended before occupied_since is left out, like the recompute leaves it out', async () => {
  await db.knex.raw('SELECT zp_ssr_occupied(ARRAY[?]::int[])', [spaceId]); // occupied_since = now - 2 days
  const before = (await searchRow(spaceId)).occupied;
  await db.knex('booking').insert(row(spaceId, '2020-01-01T09:00:00Z', '2020-01-01T11:00:00Z'));
  expect((await searchRow(spaceId)).occupied).toBe(before);
  expect(await recomputed(spaceId)).toBe(before);
});
