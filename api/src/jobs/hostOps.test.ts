/**
 * Host-ops jobs on the real queue with a moving clock: a host's decline queues rating.recompute
 * (booking services -> scheduleRatingRecompute -> pg-boss worker); the periodic run deactivates
 * coupons past expires_at; calendar.ics_import reads linked calendars and blocks a space whose
 * calendar stays unreadable past the grace period.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '../test/db/createTestDatabase';
import { bookingFixture, hoursFrom, type BookingFixture } from '../services/booking/testing/bookingFixture';
import { createBooking, declineBooking, registerBookingJobs } from '../services/booking';
import { ManualClock } from './clock';
import { handleCouponExpiry } from './handlers/couponExpiry';
import { handleIcsImport } from './handlers/icsImport';
import { queuePeriodicHostOpsJobs, registerHostOpsJobs } from './hostOps';
import { jobHandlers } from './registry';
import { startJobs, type JobRunner } from './runner';
import { registerPaymentJobs } from '../services/payments/paymentJobs';

let db: TestDatabase;
let fx: BookingFixture;
let runner: JobRunner;
const clock = new ManualClock(new Date(Date.UTC(2033, 4, 2, 6, 0, 0)));

async function waitFor(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting for the job');
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  db = await createTestDatabase({ seed: true });
  fx = await bookingFixture(db.knex);
  registerBookingJobs();
  registerPaymentJobs();
  registerHostOpsJobs();
  runner = await startJobs({ knex: db.knex, connectionString: db.connectionString, clock, pollingIntervalSeconds: 0.5, log: () => undefined });
});
afterAll(async () => {
  await runner.stop();
  await db.destroy();
});

it('registers the host-ops jobs', () => {
  expect([...jobHandlers().keys()]).toEqual(expect.arrayContaining(['calendar.ics_import', 'coupons.expiry', 'rating.recompute', 'rating.sweep']));
});

it('a host decline queues rating.recompute for the organisation and the worker runs it', async () => {
  const input = { space_id: fx.manualSpaceId, slot_start: hoursFrom(clock.now(), 72), slot_end: hoursFrom(clock.now(), 75), attendees: 2, terms_accepted: true };
  const rec = await createBooking(db.knex, fx.guest, input, { now: clock.now() });
  const host = (fx as BookingFixture & { manualHost: typeof fx.host }).manualHost;
  const { organisation_id } = await db.knex('space as s').join('venue as v', 'v.venue_id', 's.venue_id').where('s.space_id', fx.manualSpaceId).first('v.organisation_id');
  await db.knex('organisation').where('organisation_id', organisation_id).update({ ts_rating_computed: null });
  await declineBooking(db.knex, host, rec.booking_id, 'Vol', false, clock.now());
  await waitFor(async () => (await db.knex('organisation').where('organisation_id', organisation_id).first('ts_rating_computed')).ts_rating_computed != null);
  const org = await db.knex('organisation').where('organisation_id', organisation_id).first('organisation_rating', 'is_banned');
  expect(Number(org.organisation_rating)).toBe(10); // one answer: fewer than 5 counted, not judged yet
  expect(org.is_banned).toBe(false);
});

it('coupons are deactivated once the clock passes expires_at (handler and periodic queue)', async () => {
  const { venue_id } = await db.knex('space').where('space_id', fx.spaceId).first('venue_id');
  const mk = async (code: string, expiresInH: number | null) =>
    (await db.knex('coupon').insert({ venue_id, coupon_code: code, starts_from: clock.now(), expires_at: expiresInH == null ? null : new Date(clock.now().getTime() + expiresInH * 3_600_000), discount_percentage: 10, usage_limit: 1, is_active: true }).returning('coupon_id'))[0].coupon_id as number;
  const soon = await mk('JOBSOON', 1);
  const later = await mk('JOBLATER', 5);
  const never = await mk('JOBNEVER', null);
  const active = async () => Object.fromEntries((await db.knex('coupon').whereIn('coupon_id', [soon, later, never]).select('coupon_id', 'is_active')).map((c) => [c.coupon_id, c.is_active]));

  await handleCouponExpiry({}, { knex: db.knex, clock });
  expect(await active()).toEqual({ [soon]: true, [later]: true, [never]: true });
  clock.advance(2 * 3_600_000);
  await handleCouponExpiry({}, { knex: db.knex, clock });
  expect(await active()).toEqual({ [soon]: false, [later]: true, [never]: true });

  clock.advance(4 * 3_600_000); // through the queue this time
  await queuePeriodicHostOpsJobs(clock.now());
  await waitFor(async () => (await active())[later] === false);
  expect((await active())[never]).toBe(true);
});

describe('calendar.ics_import', () => {
  let server: http.Server;
  let status = 200;
  let url = '';
  const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  beforeAll(async () => {
    process.env.ZAALPLEK_FETCH_ALLOW_LOOPBACK = '1'; // the calendar server below is on 127.0.0.1 (test-only allowance)
    server = http.createServer((_req, res) => {
      const start = new Date(clock.now().getTime() + 48 * 3_600_000);
      const ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', 'BEGIN:VEVENT', 'UID:job-1@example.com', `DTSTAMP:${stamp(clock.now())}`,
        `DTSTART:${stamp(start)}`, `DTEND:${stamp(new Date(start.getTime() + 2 * 3_600_000))}`, 'SUMMARY:Bezet', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
      res.writeHead(status, { 'Content-Type': 'text/calendar' });
      res.end(status === 200 ? ics : 'down');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cal.ics`;
  });
  afterAll(() => {
    delete process.env.ZAALPLEK_FETCH_ALLOW_LOOPBACK;
    return new Promise<void>((r) => server.close(() => r()));
  });

  it('imports busy times of every linked calendar; an unreadable one blocks the space after the grace period', async () => {
    const { account_id } = await db.knex('account').where('account_id', fx.host.accountId).first('account_id');
    await db.knex('calendar_link').where('space_id', fx.spaceId).delete(); // the demo data links it to a provider
    const [{ calendar_link_id }] = await db.knex('calendar_link')
      .insert({ account_id, space_id: fx.spaceId, provider_name: 'ics', ics_url: url, calendar_name: '127.0.0.1', sync_status: 'PENDING' })
      .returning('calendar_link_id');
    const rows = (source: string) => db.knex('space_availability').where({ space_id: fx.spaceId, source }).select('slot_from', 'slot_to', 'is_opened');

    await handleIcsImport({}, { knex: db.knex, clock });
    const imported = await rows('CALENDAR');
    expect(imported).toHaveLength(1);
    expect(imported[0]).toMatchObject({ is_opened: false, slot_from: new Date(clock.now().getTime() + 48 * 3_600_000) });
    const link = await db.knex('calendar_link').where('calendar_link_id', calendar_link_id).first();
    expect(link.sync_status).toBe('SYNCED');
    expect(new Date(link.ts_last_sync).getTime()).toBe(clock.now().getTime());

    status = 500;
    clock.advance(15 * 60_000);
    await handleIcsImport({ calendar_link_id }, { knex: db.knex, clock });
    expect(await rows('SYNC_STALE')).toHaveLength(0); // within the grace period
    clock.advance(7 * 3_600_000);
    await handleIcsImport({}, { knex: db.knex, clock });
    expect(await rows('SYNC_STALE')).toHaveLength(1);
    expect((await db.knex('calendar_link').where('calendar_link_id', calendar_link_id).first('sync_status')).sync_status).toBe('FAILING');

    status = 200;
    clock.advance(15 * 60_000);
    await handleIcsImport({}, { knex: db.knex, clock });
    expect(await rows('SYNC_STALE')).toHaveLength(0);
    expect(await rows('CALENDAR')).toHaveLength(1);
  });
});
