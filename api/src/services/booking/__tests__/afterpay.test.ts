/**
 * Post-payment (afterpay) end to end with a moving clock: the host confirms the request, the final
 * invoice job is queued for within 24 h after the meeting, the invoice falls due 14 days after
 * the end with an "upcoming" reminder 3 days before and an "overdue" one at the due time, and 14
 * days overdue (persistent non-payment) blocks the guest's account; a blocked guest cannot book.
 * Paying in time stops all of it.
 */
import { createTestDatabase, type TestDatabase } from '../../../test/db/createTestDatabase';
import { ManualClock } from '../../../jobs/clock';
import { startJobs, type JobRunner } from '../../../jobs/runner';
import { handleFinalInvoice } from '../../../jobs/handlers/finalInvoice';
import { approveBooking } from '../actions';
import { createBooking } from '../createBooking';
import { registerBookingJobs } from '../jobs';
import { applyPaymentResult } from '../payments';
import { FINAL_INVOICE_JOB, sweepDueBookings } from '../timers';
import { bookingFixture, hoursFrom, type BookingFixture } from '../testing/bookingFixture';
import { registerPaymentJobs } from '../../payments/paymentJobs';

let db: TestDatabase;
let fx: BookingFixture;
let runner: JobRunner;
const clock = new ManualClock(new Date(Date.UTC(2033, 6, 4, 6, 0, 0)));
const DAY = 86400_000;
const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

beforeAll(async () => {
  db = await createTestDatabase({ seed: true });
  fx = await bookingFixture(db.knex);
  registerBookingJobs();
  registerPaymentJobs();
  runner = await startJobs({ knex: db.knex, connectionString: db.connectionString, clock, sweep: sweepDueBookings, pollingIntervalSeconds: 30, log: () => undefined });
});
afterAll(async () => {
  await runner.stop();
  await db.destroy();
  warn.mockRestore();
});

const AFTERPAY = { payment_option: 'POST_PAYMENT' as const, organisation_name: 'Acme BV', coc: '12345678', billing_address: 'Straat 1, 3511 AA Utrecht', attendees: 4, terms_accepted: true };
const order = (bookingId: number) => db.knex('booking_order').where({ booking_id: bookingId, order_kind: 'BOOKING' }).first();
const booking = (bookingId: number) => db.knex('booking').where({ booking_id: bookingId }).first();
const notes = (bookingId: number, event: string) => db.knex('notification').where({ booking_id: bookingId, event_name: event }).select('account_id', 'payload');
const labels = async (bookingId: number) => (await db.knex('booking_history').where({ booking_id: bookingId }).orderBy('booking_history_id').pluck('history_label')) as string[];

async function confirmedAfterpay(guest = fx.guest, startH = 48) {
  const rec = await createBooking(db.knex, guest, { space_id: fx.spaceId, slot_start: hoursFrom(clock.now(), startH), slot_end: hoursFrom(clock.now(), startH + 4), ...AFTERPAY }, { now: clock.now() });
  expect(rec).toMatchObject({ booking_status: 'PENDING', order_state: 'HOST_APPROVAL', payment_method: 'AFTERPAY' });
  const approved = await approveBooking(db.knex, fx.host, rec.booking_id, clock.now());
  expect(approved).toMatchObject({ booking_status: 'PENDING', order_state: 'PAYMENT_PENDING' });
  return approved;
}

it('host confirms; final invoice within 24 h after the meeting; upcoming and overdue reminders; 14 days overdue blocks the account', async () => {
  const rec = await confirmedAfterpay();
  const id = rec.booking_id;
  expect(await labels(id)).toEqual(['AWAITS_CONFIRMATION', 'POST_PAYMENT_CONFIRMED_BY_HOST']);
  // no payment deadline before the meeting: nothing expires
  clock.set(new Date(new Date(rec.booking_end).getTime() - 60_000));
  await runner.runDue();
  expect(await booking(id)).toMatchObject({ booking_status: 'PENDING' });

  // meeting over: PASSED, invoice due in 14 days, final invoice job queued for at most 24 h after the end
  const end = new Date(rec.booking_end);
  clock.set(new Date(end.getTime() + 60_000));
  await runner.runDue();
  expect(await booking(id)).toMatchObject({ booking_status: 'PASSED' });
  const o = await order(id);
  expect(o.order_state).toBe('PAYMENT_PENDING');
  expect(new Date(o.ts_invoice_due).getTime()).toBe(end.getTime() + 14 * DAY);
  const jobs = await db.knex('pgboss.job').where('name', FINAL_INVOICE_JOB).whereRaw(`data->>'booking_id' = ?`, [String(id)]).select('start_after');
  expect(jobs).toHaveLength(1);
  // pg-boss runs on real time: the moved clock's instant (end + 1 h) was translated to real now + 1 h
  const delay = new Date(jobs[0].start_after).getTime() - Date.now();
  expect(delay).toBeGreaterThan(0);
  expect(delay).toBeLessThanOrEqual(DAY);
  await handleFinalInvoice({ booking_id: id }, { knex: db.knex, clock });
  const invoice = await db.knex('finance_document').where({ booking_id: id, invoice_type: 'INVOICE' }).first('amount', 'paid', 'status');
  expect(invoice).toEqual({ amount: o.order_total, paid: 0, status: 'PENDING' });

  // 4 days before due: nothing yet; 3 days before: "upcoming" once
  clock.set(new Date(end.getTime() + 10 * DAY - 60_000));
  await runner.runDue();
  expect(await notes(id, 'post_payment_overdue')).toHaveLength(0);
  clock.set(new Date(end.getTime() + 11 * DAY + 60_000));
  await runner.runDue();
  await runner.runDue();
  const upcoming = await notes(id, 'post_payment_overdue');
  expect(upcoming.length).toBeGreaterThan(0);
  expect(upcoming.every((n) => n.payload.stage === 'upcoming')).toBe(true);
  expect(upcoming.some((n) => n.account_id === fx.guest.accountId)).toBe(true);
  const upcomingCount = upcoming.length;

  // due time: "overdue" once; the account is not blocked yet
  clock.set(new Date(end.getTime() + 14 * DAY + 60_000));
  await runner.runDue();
  await runner.runDue();
  const all = await notes(id, 'post_payment_overdue');
  expect(all.filter((n) => n.payload.stage === 'overdue')).toHaveLength(upcomingCount);
  expect((await db.knex('account').where('account_id', fx.guest.accountId).first('is_blocked')).is_blocked).toBe(false);

  // 14 days overdue: blocked; a blocked guest cannot book any more
  clock.set(new Date(end.getTime() + 28 * DAY + 60_000));
  await runner.runDue();
  expect((await db.knex('account').where('account_id', fx.guest.accountId).first('is_blocked')).is_blocked).toBe(true);
  await expect(createBooking(db.knex, fx.guest, { space_id: fx.spaceId, slot_start: hoursFrom(clock.now(), 48), slot_end: hoursFrom(clock.now(), 50), attendees: 2, terms_accepted: true }, { now: clock.now() }))
    .rejects.toMatchObject({ errorType: 'FORBIDDEN', key: 'account_blocked' });
  expect(await runner.runDue()).toBe(0);
});

it('paying the post-payment invoice before the due date: no reminders, no block, payout pending', async () => {
  const rec = await confirmedAfterpay(fx.guest2, 24 * 40);
  const end = new Date(rec.booking_end);
  clock.set(new Date(end.getTime() + 60_000));
  await runner.runDue();
  expect(await booking(rec.booking_id)).toMatchObject({ booking_status: 'PASSED' });
  const o = await order(rec.booking_id);
  await db.knex.transaction((trx) => applyPaymentResult(trx, { orderId: o.order_id, paymentId: 'p1', result: 'COMPLETED', amount: o.order_total }, clock.now()));
  expect(await order(rec.booking_id)).toMatchObject({ order_state: 'PAYOUT_PENDING', total_paid: o.order_total });
  // the host's payout is queued (48 h after the meeting)
  expect(await db.knex('pgboss.job').where('name', 'payments.payout').whereRaw(`data->>'booking_id' = ?`, [String(rec.booking_id)]).count('* as c')).toEqual([{ c: 1 }]);
  clock.set(new Date(end.getTime() + 30 * DAY));
  await runner.runDue();
  expect(await notes(rec.booking_id, 'post_payment_overdue')).toHaveLength(0);
  expect((await db.knex('account').where('account_id', fx.guest2.accountId).first('is_blocked')).is_blocked).toBe(false);
});
