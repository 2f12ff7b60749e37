/**
 * 50 parallel create_booking calls for overlapping times on one space: exactly one wins, every other gets
 * timeslot_not_available. 20 rounds. And one guest's parallel reservations on free slots stop at the unpaid limit.
 */
import { BOOKING_POLICY } from '../../../domain/booking/policy';
import { ApiError } from '../../../errors/ApiError';
import type { Viewer } from '../../../auth/tokens';
import { createTestDatabase, type TestDatabase } from '../../../test/db/createTestDatabase';
import { createBooking } from '../createBooking';
import { bookingFixture, hoursFrom, type BookingFixture } from '../testing/bookingFixture';

let db: TestDatabase;
let fx: BookingFixture;
let guests: Viewer[];
const base = new Date(Date.UTC(2032, 2, 1, 0, 0, 0));

beforeAll(async () => {
  db = await createTestDatabase({ seed: true });
  fx = await bookingFixture(db.knex);
  const ids = await db.knex('account').insert(Array.from({ length: 1000 }, (_, i) => ({ email: `race-${i}@example.nl`, first_name: 'R', last_name: 'Ace' }))).returning('account_id');
  guests = ids.map((r: { account_id: number }) => ({ accountId: r.account_id, accountState: 'BOOKER', isAdmin: false }));
});
afterAll(() => db.destroy());

it('exactly one of 50 overlapping attempts succeeds, 20 times over', async () => {
  for (let round = 0; round < 20; round++) {
    const day = round * 24;
    const results = await Promise.allSettled(guests.slice(round * 50, round * 50 + 50).map((g, i) =>
      createBooking(db.knex, g, { space_id: fx.spaceId, slot_start: hoursFrom(base, day + 8 + (i % 5) * 0.25), slot_end: hoursFrom(base, day + 11 + (i % 3) * 0.5), attendees: 2, terms_accepted: true })));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const keys = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => (r.reason instanceof ApiError ? r.reason.key : String(r.reason)));
    expect(ok).toHaveLength(1);
    expect(new Set(keys)).toEqual(new Set(['timeslot_not_available']));
  }
  const held = await db.knex('booking').where('space_id', fx.spaceId).where('booking_status', 'PENDING').where('booking_start', '>=', base).count('* as c').first();
  expect(held).toMatchObject({ c: 20 });
}, 180_000);

it("one guest's parallel reservations on free slots: exactly the unpaid limit succeeds, the rest get unpaid_reservations", async () => {
  const guest = guests[guests.length - 1]!;
  const day = 20 * 24; // after the days above, one slot a day in opening hours
  const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) =>
    createBooking(db.knex, guest, { space_id: fx.spaceId, slot_start: hoursFrom(base, day + i * 24 + 8), slot_end: hoursFrom(base, day + i * 24 + 10), attendees: 2, terms_accepted: true })));
  const keys = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => (r.reason instanceof ApiError ? r.reason.key : String(r.reason)));
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(BOOKING_POLICY.maxUnpaidReservations);
  expect(keys).toEqual(Array(10 - BOOKING_POLICY.maxUnpaidReservations).fill('unpaid_reservations'));
  // a draft is not a reservation to pay: it is still allowed
  await expect(createBooking(db.knex, guest, { space_id: fx.spaceId, slot_start: hoursFrom(base, day + 10 * 24 + 8), slot_end: hoursFrom(base, day + 10 * 24 + 10), attendees: 2, draft: true }))
    .resolves.toMatchObject({ booking_status: 'DRAFT' });
}, 60_000);
