/** Durable jobs with a moving clock: a reservation expires when the clock passes its deadline, once. */
import { createTestDatabase, type TestDatabase } from '../../../test/db/createTestDatabase';
import { ManualClock } from '../../../jobs/clock';
import { startJobs, type JobRunner } from '../../../jobs/runner';
import { createBooking } from '../createBooking';
import { registerBookingJobs } from '../jobs';
import { TIMERS_JOB, timerSnapshot } from '../store';
import { nextTimerAt } from '../../../domain/booking/timers';
import { sweepDueBookings } from '../timers';
import { bookingFixture, hoursFrom, type BookingFixture } from '../testing/bookingFixture';
import { registerPaymentJobs } from '../../payments/paymentJobs';

let db: TestDatabase;
let fx: BookingFixture;
let runner: JobRunner;
const clock = new ManualClock(new Date(Date.UTC(2033, 4, 2, 6, 0, 0)));

beforeAll(async () => {
  db = await createTestDatabase({ seed: true });
  fx = await bookingFixture(db.knex);
  registerBookingJobs();
  registerPaymentJobs();
  runner = await startJobs({ knex: db.knex, connectionString: db.connectionString, clock, sweep: sweepDueBookings, pollingIntervalSeconds: 0.5, log: () => undefined });
});
afterAll(async () => {
  await runner.stop();
  await db.destroy();
});

it('a reservation is reminded, then expires when the clock moves; the slot can be booked again', async () => {
  const input = { space_id: fx.spaceId, slot_start: hoursFrom(clock.now(), 72), slot_end: hoursFrom(clock.now(), 75), attendees: 2, terms_accepted: true };
  const rec = await createBooking(db.knex, fx.guest, input, { now: clock.now() });
  // the timers job is queued in pg-boss, in the same transaction
  const jobs = await db.knex('pgboss.job').where('name', TIMERS_JOB).whereRaw(`data->>'booking_id' = ?`, [String(rec.booking_id)]);
  expect(jobs).toHaveLength(1);
  // queued before the rows were written: for the instant the stored booking calls for (its reminder)
  const due = nextTimerAt(await timerSnapshot(db.knex, rec), clock.now());
  expect(due).not.toBeNull();
  expect(jobs[0].singleton_key).toBe(`${rec.booking_id}:${due!.getTime()}`);

  clock.advance(21 * 3600_000); // 3 h before the deadline: reminder only
  await runner.runDue();
  expect(await db.knex('notification').where({ booking_id: rec.booking_id, event_name: 'reservation_expiring' }).count('* as c').first()).toMatchObject({ c: 1 });
  expect((await db.knex('booking').where('booking_id', rec.booking_id).first()).booking_status).toBe('PENDING');

  clock.advance(3 * 3600_000);
  await runner.runDue();
  expect(await runner.runDue()).toBe(0); // nothing twice
  const b = await db.knex('booking').where('booking_id', rec.booking_id).first();
  expect(b.booking_status).toBe('EXPIRED');
  const o = await db.knex('booking_order').where('booking_id', rec.booking_id).first();
  expect(o.order_state).toBe('EXPIRED');
  expect(await db.knex('notification').where({ booking_id: rec.booking_id, event_name: 'reservation_expiring' }).count('* as c').first()).toMatchObject({ c: 1 });
  // re-book the expired one: the slot is free again
  const again = await createBooking(db.knex, fx.guest, { ...input, origin_booking_id: rec.booking_id }, { now: clock.now() });
  expect(again.booking_status).toBe('PENDING');
});

it('the queued job itself runs the due work through pg-boss', async () => {
  const rec = await createBooking(db.knex, fx.guest2, { space_id: fx.spaceId, slot_start: hoursFrom(clock.now(), 200), slot_end: hoursFrom(clock.now(), 202), attendees: 2, terms_accepted: true }, { now: clock.now() });
  clock.advance(25 * 3600_000);
  await runner.scheduleJob(TIMERS_JOB, clock.now(), { booking_id: rec.booking_id }, { singletonKey: `${rec.booking_id}:now` });
  const deadline = Date.now() + 20_000;
  let status = 'PENDING';
  while (status === 'PENDING' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 300));
    status = (await db.knex('booking').where('booking_id', rec.booking_id).first()).booking_status;
  }
  expect(status).toBe('EXPIRED');
}, 30_000);
