/**
 * space_search_row.occupied (migration 20261122400000_search_occupied_open_hours): the booking triggers keep it equal to
 * the space's occupying bookings, and the search answers windows before occupied_since (past days, left out
 * of `occupied`) from the booking table itself.
 */
import { createTestDatabase, type TestDatabase } from '../../test/db/createTestDatabase';
import { insertBareSpace } from '../../test/db/bareSpace';
import { countStatement } from '../../queries/venueSearch';
import { normalizeSearchInput } from '../../domain/search/searchInput';
import { HOUR_MS, localMinuteToUtc } from '../../domain/availability/amsterdamTime';

let db: TestDatabase;
let spaceId: number;
let bookerId: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: false });
  const k = db.knex;
  let venueId: number;
  ({ bookerId, venueId, spaceId } = await insertBareSpace(k, 'occ', { preparation_time: 30 }));
  await k('working_time').insert([1, 2, 3, 4, 5, 6, 7].map((d) => ({ venue_id: venueId, week_day: d, open_time: 0, close_time: 1440 })));
});
afterAll(() => db.destroy());
beforeEach(() => db.knex('booking').where('space_id', spaceId).delete());

const day = (offsetDays: number): string => new Date(Date.now() + offsetDays * 24 * HOUR_MS).toISOString().slice(0, 10);

/** is the space found for date's 12:00-16:00, searched at `now` */
async function bookable(date: string, now: number): Promise<boolean> {
  const window = { date, start: localMinuteToUtc(date, 720), end: localMinuteToUtc(date, 960) };
  const { rows } = await countStatement(db.knex, { criteria: { ...normalizeSearchInput({}), window }, viewerId: null, now });
  return rows[0].n === 1;
}

async function book(date: string, fromMinute: number, toMinute: number, status = 'PAID'): Promise<number> {
  const [{ booking_id }] = await db.knex('booking').insert({
    booking_hash: `o${Math.random().toString(36).slice(2, 9)}`, space_id: spaceId, account_id: bookerId, attendees: 2,
    booking_start: new Date(localMinuteToUtc(date, fromMinute)), booking_end: new Date(localMinuteToUtc(date, toMinute)),
    booking_status: status, booking_type: 'DIRECT',
  }).returning('booking_id');
  return booking_id;
}

const occupied = async (): Promise<string> => (await db.knex('space_search_row').where('space_id', spaceId).first('occupied')).occupied;

test('insert, status change, move and delete of a booking update the search at once', async () => {
  const date = day(10);
  const now = Date.now();
  expect(await bookable(date, now)).toBe(true);
  const id = await book(date, 600, 700); // ends 11:40; the space's 30 min preparation reaches back to 11:30
  expect(await bookable(date, now)).toBe(false);
  await db.knex('booking').where('booking_id', id).update({ booking_status: 'CANCELLED' });
  expect(await bookable(date, now)).toBe(true);
  expect(await occupied()).toBe('{}');
  await db.knex('booking').where('booking_id', id).update({ booking_status: 'PENDING' });
  expect(await bookable(date, now)).toBe(false);
  await db.knex('booking').where('booking_id', id).update({ booking_end: new Date(localMinuteToUtc(date, 680)) }); // ends 11:20
  expect(await bookable(date, now)).toBe(true);
  await db.knex('booking').where('booking_id', id).update({ booking_end: new Date(localMinuteToUtc(date, 1000)) });
  expect(await bookable(date, now)).toBe(false);
  await db.knex('booking').where('booking_id', id).delete();
  expect(await bookable(date, now)).toBe(true);
});

test('bookings that ended days ago are left out of occupied, and such past windows still see them', async () => {
  const past = day(-20);
  const future = day(5);
  await book(past, 780, 840);
  await book(future, 780, 840);
  const stored = await occupied();
  expect(stored).toContain(future.slice(0, 4));
  expect(stored.match(/\[/g)).toHaveLength(1); // only the future booking's range
  const before = localMinuteToUtc(past, 0) - 48 * HOUR_MS; // searching "then", two days before
  expect(await bookable(past, before)).toBe(false);
  await db.knex('booking').where({ space_id: spaceId, booking_start: new Date(localMinuteToUtc(past, 780)) }).update({ booking_status: 'CANCELLED' });
  expect(await bookable(past, before)).toBe(true);
  expect(await bookable(future, Date.now())).toBe(false);
});
