/**
 * ICS calendar sync against the real database and a local ICS server: an imported busy event
 * removes the slot from venue_search and from space_availability; an unreadable calendar blocks
 * the space after the grace period and tells the host; the export feed holds the space's bookings.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, isoWeekDay, localDate, localMinuteToUtc } from '../../../domain/availability/amsterdamTime';
import { startTestApp, type TestApp } from '../../../test/api/testApp';
import { syncCalendarLink } from '../sync';

let app: TestApp;
let ics = '';
let icsStatus = 200;
let icsServer: http.Server;
let icsUrl = '';

// a Monday two weeks ahead (venue A works Mon-Fri 08:00-24:00)
let monday = addDays(localDate(Date.now()), 14);
while (isoWeekDay(monday) !== 1) monday = addDays(monday, 1);
const utc = (hhmm: string) => new Date(localMinuteToUtc(monday, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)))).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

const busyIcs = () =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', 'BEGIN:VEVENT', 'UID:busy-1@example.com', `DTSTAMP:${utc('08:00')}`,
    `DTSTART:${utc('13:00')}`, `DTEND:${utc('15:00')}`, 'SUMMARY:Privé', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');

const SEARCH = `query($input: VenueFindInput) { venue_search(input: $input) { venues { venue_spaces { space_id } } } }`;
const searchIds = async (from: string, to: string) => {
  const r = await app.graphql<{ venue_search: { venues: Array<{ venue_spaces: Array<{ space_id: number }> }> } }>(SEARCH, {
    input: { date: monday, time_preset: 'CUSTOM', time_from: from, time_to: to, size: 50 },
  });
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.venue_search.venues.flatMap((v) => v.venue_spaces.map((s) => s.space_id));
};
const FREE = `query($id: Int!, $date: String!) { space_availability(space_id: $id, date: $date) { free_slots { slot_start slot_end } } }`;

beforeAll(async () => {
  // the ICS server of these tests runs on 127.0.0.1: the explicit test-only allowance (refused in production)
  process.env.ZAALPLEK_FETCH_ALLOW_LOOPBACK = '1';
  app = await startTestApp();
  icsServer = http.createServer((_req, res) => {
    res.writeHead(icsStatus, { 'Content-Type': 'text/calendar' });
    res.end(icsStatus === 200 ? ics : 'nope');
  });
  await new Promise<void>((r) => icsServer.listen(0, '127.0.0.1', r));
  icsUrl = `http://127.0.0.1:${(icsServer.address() as AddressInfo).port}/cal.ics`;
});
afterAll(async () => {
  delete process.env.ZAALPLEK_FETCH_ALLOW_LOOPBACK;
  await new Promise<void>((r) => icsServer.close(() => r()));
  await app.close();
});

const LINK = `mutation($space: Int!, $url: String!) { link_ics_calendar(space_id: $space, url: $url) { calendar_link_id sync_status ts_last_sync provider_name } }`;

describe('ICS import', () => {
  it('an imported busy event removes the slot from search and availability', async () => {
    const space = app.fx.spaceA1.id;
    expect(await searchIds('13:30', '14:30')).toContain(space);
    ics = busyIcs();
    const r = await app.graphql<{ link_ics_calendar: { sync_status: string; ts_last_sync: string; provider_name: string } }>(LINK, { space, url: icsUrl }, { token: app.token(app.fx.vendorId, 'VENDOR'), endpoint: 'authenticated' });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.link_ics_calendar).toMatchObject({ sync_status: 'SYNCED', provider_name: 'ics' });
    expect(r.body.data!.link_ics_calendar.ts_last_sync).not.toBeNull();

    expect(await searchIds('13:30', '14:30')).not.toContain(space);
    expect(await searchIds('09:00', '12:00')).toContain(space); // the rest of the day stays bookable
    const free = await app.graphql<{ space_availability: { free_slots: Array<{ slot_start: string; slot_end: string }> } }>(FREE, { id: space, date: monday });
    const busyStart = localMinuteToUtc(monday, 13 * 60);
    const busyEnd = localMinuteToUtc(monday, 15 * 60);
    const slots = free.body.data!.space_availability.free_slots.map((s) => [Date.parse(s.slot_start), Date.parse(s.slot_end)]);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.some(([a, b]) => a! < busyEnd && b! > busyStart)).toBe(false);

    // the event is gone from the calendar: the next sync frees the slot
    ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', 'END:VCALENDAR', ''].join('\r\n');
    const link = await app.db.knex('calendar_link').where('space_id', space).first();
    expect((await syncCalendarLink(app.db.knex, link.calendar_link_id, new Date())).ok).toBe(true);
    expect(await searchIds('13:30', '14:30')).toContain(space);
  });

  it('an unreadable calendar blocks the space after the grace period and notifies the host', async () => {
    const space = app.fx.spaceA1.id;
    const link = await app.db.knex('calendar_link').where('space_id', space).first();
    icsStatus = 500;
    const t0 = new Date();
    expect((await syncCalendarLink(app.db.knex, link.calendar_link_id, t0)).ok).toBe(false);
    expect(await searchIds('13:30', '14:30')).toContain(space); // within the grace period
    await syncCalendarLink(app.db.knex, link.calendar_link_id, new Date(t0.getTime() + 7 * 3_600_000));
    expect(await searchIds('13:30', '14:30')).not.toContain(space);
    const notes = await app.db.knex('notification').where({ account_id: app.fx.vendorId, event_name: 'calendar_sync_failed' });
    expect(notes).toHaveLength(1);
    icsStatus = 200;
    expect((await syncCalendarLink(app.db.knex, link.calendar_link_id, new Date())).ok).toBe(true);
    expect(await searchIds('13:30', '14:30')).toContain(space);
  });

  it('unlink keeps or removes the imported events; other organisations are refused', async () => {
    const space = app.fx.spaceA1.id;
    const other = await app.graphql(LINK, { space, url: icsUrl }, { token: app.token(app.fx.otherBookerId, 'VENDOR'), endpoint: 'authenticated' });
    expect(other.body.errors![0]!.extensions!.response.body.key).toBe('forbidden');
    ics = busyIcs();
    const token = app.token(app.fx.vendorId, 'VENDOR');
    await app.graphql(LINK, { space, url: icsUrl }, { token, endpoint: 'authenticated' });
    const r = await app.graphql(`mutation($s: Int!) { unlink_calendar(space_id: $s, has_rollback_selected: false) }`, { s: space }, { token, endpoint: 'authenticated' });
    expect(r.body.errors).toBeUndefined();
    expect(await app.db.knex('space_availability').where({ space_id: space, source: 'MANUAL' }).count('* as n').first()).toEqual({ n: 1 });
    expect(await searchIds('13:30', '14:30')).not.toContain(space); // kept as the host's own closure
  });
});

describe('ICS link: no requests to internal addresses', () => {
  const linkError = async (url: string) => {
    const r = await app.graphql(LINK, { space: app.fx.spaceA2.id, url }, { token: app.token(app.fx.vendorId, 'VENDOR'), endpoint: 'authenticated' });
    expect(r.body.data ?? null).toBeNull();
    return r.body.errors![0]!.extensions!.response.body;
  };

  it('loopback is refused by default, with the one generic answer and nothing linked', async () => {
    delete process.env.ZAALPLEK_FETCH_ALLOW_LOOPBACK;
    try {
      ics = busyIcs();
      icsStatus = 200;
      const before = await app.db.knex('calendar_link').where('space_id', app.fx.spaceA2.id).count('* as n').first();
      const readable = await linkError(icsUrl); // a real calendar, but on 127.0.0.1
      const closedPort = await linkError('http://127.0.0.1:1/cal.ics');
      const metadata = await linkError('http://169.254.169.254/latest/meta-data/');
      const mapped = await linkError(icsUrl.replace('127.0.0.1', '[::ffff:127.0.0.1]'));
      const named = await linkError(icsUrl.replace('127.0.0.1', 'localhost'));
      for (const body of [readable, closedPort, metadata, mapped, named]) {
        expect(body).toEqual({ error_type: 'VALIDATION', entity: 'calendar_link', key: 'calendar_unreadable', meta: null, status_code: 400 });
      }
      expect(await app.db.knex('calendar_link').where('space_id', app.fx.spaceA2.id).count('* as n').first()).toEqual(before);
    } finally {
      process.env.ZAALPLEK_FETCH_ALLOW_LOOPBACK = '1';
    }
  });

  it('a failing calendar stores only the generic reason', async () => {
    const space = app.fx.spaceA2.id;
    ics = busyIcs();
    icsStatus = 200;
    const r = await app.graphql(LINK, { space, url: icsUrl }, { token: app.token(app.fx.vendorId, 'VENDOR'), endpoint: 'authenticated' });
    expect(r.body.errors).toBeUndefined();
    await app.db.knex('calendar_link').where('space_id', space).update({ ics_url: 'http://127.0.0.1:1/cal.ics' });
    const link = await app.db.knex('calendar_link').where('space_id', space).first();
    expect(await syncCalendarLink(app.db.knex, link.calendar_link_id, new Date())).toMatchObject({ ok: false, error: 'calendar_unreadable' });
    expect((await app.db.knex('calendar_link').where('space_id', space).first()).last_error).toBe('calendar_unreadable');
    await app.graphql(`mutation($s: Int!) { unlink_calendar(space_id: $s, has_rollback_selected: true) }`, { s: space }, { token: app.token(app.fx.vendorId, 'VENDOR'), endpoint: 'authenticated' });
  });
});

describe('ICS export', () => {
  it('the secret feed contains the space bookings and rotates', async () => {
    const token = app.token(app.fx.vendorId, 'VENDOR');
    const q = `query($v: Int!) { space_calendars(venue_id: $v) { space_id export_url } }`;
    const r = await app.graphql<{ space_calendars: Array<{ space_id: number; export_url: string }> }>(q, { v: app.fx.venueA.id }, { token, endpoint: 'authenticated' });
    expect(r.body.errors).toBeUndefined();
    const spaceId = app.fx.spaceA1.id;
    const url = r.body.data!.space_calendars.find((s) => s.space_id === spaceId)!.export_url;
    const path = new URL(url, app.url).pathname;
    const occupying = await app.db.knex('booking').where('space_id', spaceId).whereIn('booking_status', ['PENDING', 'PAYMENT_PROCESSING', 'PAID'])
      .where('booking_end', '>', new Date(Date.now() - 30 * 86_400_000)).select('booking_id');
    expect(occupying.length).toBeGreaterThan(0);
    const feed = await app.request(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const body = await feed.text();
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    for (const b of occupying) expect(body).toContain(`UID:booking-${b.booking_id}@zaalplek.nl`);
    expect(body.match(/BEGIN:VEVENT/g)?.length).toBe(occupying.length);

    const rot = await app.graphql<{ rotate_calendar_export_secret: { export_url: string } }>(`mutation($s: Int!) { rotate_calendar_export_secret(space_id: $s) { export_url } }`, { s: spaceId }, { token, endpoint: 'authenticated' });
    expect(rot.body.data!.rotate_calendar_export_secret.export_url).not.toBe(url);
    expect((await app.request(path)).status).toBe(404);
  });
});
