/**
 * Provider links (Google, Microsoft) against the real database and a fake OAuth + calendar API on
 * 127.0.0.1: authorise URL with a single-use state, code exchange, calendar choice, busy events
 * blocking search, token refresh (expired and refused), provider errors and the failure rule.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, isoWeekDay, localDate, localMinuteToUtc } from '../../../../domain/availability/amsterdamTime';
import { startTestApp, type TestApp } from '../../../../test/api/testApp';
import { syncAllCalendars, syncCalendarLink } from '../../sync';
import { openTokens, sealTokens } from '../tokenCrypto';

let app: TestApp;
let fake: http.Server;
let base = '';

let monday = addDays(localDate(Date.now()), 14);
while (isoWeekDay(monday) !== 1) monday = addDays(monday, 1);
const at = (hhmm: string) => new Date(localMinuteToUtc(monday, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)))).toISOString();

/** The fake provider: state the tests change. */
const fakeState = {
  validTokens: new Set<string>(),
  tokenN: 0,
  refreshFails: false,
  eventsStatus: 200,
  busy: [] as Array<{ start: string; end: string }>,
  calls: [] as string[],
};
const issue = () => {
  const t = `at-${++fakeState.tokenN}`;
  fakeState.validTokens.add(t);
  return t;
};

function handle(req: http.IncomingMessage, body: string, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', base);
  const json = (status: number, v: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(v));
  };
  fakeState.calls.push(`${req.method} ${url.pathname}`);
  if (url.pathname.endsWith('/token') && req.method === 'POST') {
    const f = new URLSearchParams(body);
    if (f.get('client_secret') !== 'shh') return json(401, { error: 'invalid_client' });
    if (f.get('grant_type') === 'authorization_code') {
      if (f.get('code') !== 'good-code' || !f.get('redirect_uri')?.endsWith(`/calendar/oauth/${url.pathname.split('/')[1] === 'ms' ? 'office365' : 'google'}`)) return json(400, { error: 'invalid_grant' });
      return json(200, { access_token: issue(), refresh_token: 'rt-1', expires_in: 3600, token_type: 'Bearer' });
    }
    if (f.get('grant_type') === 'refresh_token') {
      if (fakeState.refreshFails || f.get('refresh_token') !== 'rt-1') return json(400, { error: 'invalid_grant' });
      return json(200, { access_token: issue(), expires_in: 3600, token_type: 'Bearer' });
    }
    return json(400, { error: 'unsupported_grant_type' });
  }
  const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
  if (!fakeState.validTokens.has(token)) return json(401, { error: { code: 'InvalidAuthenticationToken' } });
  // Google
  if (url.pathname === '/g/api/users/me/calendarList') {
    return json(200, { items: [{ id: 'zolder@group.calendar.google.com', summary: 'De Zolder' }, { id: 'host@example.com', summary: 'Host', primary: true }] });
  }
  if (url.pathname === '/g/api/calendars/zolder%40group.calendar.google.com/events' || url.pathname === '/g/api/calendars/zolder@group.calendar.google.com/events') {
    if (fakeState.eventsStatus !== 200) return json(fakeState.eventsStatus, { error: { code: fakeState.eventsStatus, message: 'backendError' } });
    if (!url.searchParams.get('timeMin') || url.searchParams.get('singleEvents') !== 'true') return json(400, { error: 'bad request' });
    const items = fakeState.busy.map((b, i) => ({ id: `ev${i}`, iCalUID: `ev${i}@google.com`, status: 'confirmed', start: { dateTime: b.start }, end: { dateTime: b.end } }));
    items.push({ id: 'free', iCalUID: 'free@google.com', status: 'confirmed', start: { dateTime: at('09:00') }, end: { dateTime: at('10:00') }, transparency: 'transparent' } as never);
    if (!url.searchParams.get('pageToken')) return json(200, { items: items.slice(0, 1), nextPageToken: 'p2' });
    return json(200, { items: items.slice(1) });
  }
  // Microsoft Graph
  if (url.pathname === '/ms/api/me/calendars') return json(200, { value: [{ id: 'AAMk-1', name: 'Calendar', isDefaultCalendar: true }] });
  if (url.pathname === '/ms/api/me/calendars/AAMk-1/calendarView') {
    if (!/outlook\.timezone="UTC"/.test(String(req.headers.prefer))) return json(400, { error: { code: 'no tz' } });
    return json(200, {
      value: fakeState.busy.map((b, i) => ({
        id: `m${i}`, iCalUId: `m${i}`, showAs: 'busy', isCancelled: false,
        start: { dateTime: b.start.replace('Z', '').replace(/\.000$/, '.0000000'), timeZone: 'UTC' }, end: { dateTime: b.end.replace('Z', '').replace(/\.000$/, '.0000000'), timeZone: 'UTC' },
      })),
    });
  }
  return json(404, { error: 'not found' });
}

const SEARCH = `query($input: VenueFindInput) { venue_search(input: $input) { venues { venue_spaces { space_id } } } }`;
const searchIds = async (from: string, to: string) => {
  const r = await app.graphql<{ venue_search: { venues: Array<{ venue_spaces: Array<{ space_id: number }> }> } }>(SEARCH, {
    input: { date: monday, time_preset: 'CUSTOM', time_from: from, time_to: to, size: 50 },
  });
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.venue_search.venues.flatMap((v) => v.venue_spaces.map((s) => s.space_id));
};

const LINK_FIELDS = 'calendar_link_id provider_name calendar_id calendar_name sync_status ts_last_sync last_error';
const AUTH = `mutation($p: CalendarProvider!, $s: Int!) { get_calendar_auth_code_link(provider: $p, space_id: $s) { url state_token } }`;
const CREATE = `mutation($s: Int!, $t: String!, $c: String) { create_space_calendar(space_id: $s, state_token: $t, code: $c) { ${LINK_FIELDS} } }`;
const LIST = `query($p: CalendarProvider!, $s: Int!) { external_calendars(provider: $p, space_id: $s) { calendar_id calendar_name } }`;
const SYNC = `mutation($c: String!, $s: Int!) { sync_space_calendar(calendar_id: $c, space_id: $s) { ${LINK_FIELDS} } }`;
const errKey = (r: { body: { errors?: Array<{ extensions?: Record<string, any> }> } }) => r.body.errors?.[0]?.extensions?.response.body.key;

const ENV_KEYS = ['GOOGLE', 'MICROSOFT'].flatMap((f) => ['CLIENT_ID', 'CLIENT_SECRET', 'AUTH_URL', 'TOKEN_URL', 'API_URL'].map((k) => `CALENDAR_${f}_${k}`));
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  for (const k of ENV_KEYS) saved[k] = process.env[k];
  app = await startTestApp();
  fake = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => handle(req, body, res));
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const k of ENV_KEYS) if (saved[k] === undefined) delete process.env[k]; else process.env[k] = saved[k];
  await new Promise<void>((r) => { fake.close(() => r()); fake.closeAllConnections(); });
  await app.close();
});
const configure = () => {
  Object.assign(process.env, {
    CALENDAR_GOOGLE_CLIENT_ID: 'g-client', CALENDAR_GOOGLE_CLIENT_SECRET: 'shh',
    CALENDAR_GOOGLE_AUTH_URL: `${base}/g/auth`, CALENDAR_GOOGLE_TOKEN_URL: `${base}/g/token`, CALENDAR_GOOGLE_API_URL: `${base}/g/api`,
    CALENDAR_MICROSOFT_CLIENT_ID: 'ms-client', CALENDAR_MICROSOFT_CLIENT_SECRET: 'shh',
    CALENDAR_MICROSOFT_AUTH_URL: `${base}/ms/auth`, CALENDAR_MICROSOFT_TOKEN_URL: `${base}/ms/token`, CALENDAR_MICROSOFT_API_URL: `${base}/ms/api`,
  });
};

/** get_calendar_auth_code_link -> (host consents at the provider) -> create_space_calendar with the redirect's code + state. */
async function linkProvider(provider: 'google' | 'office365', space: number, token: string) {
  const auth = await app.graphql<{ get_calendar_auth_code_link: { url: string; state_token: string } }>(AUTH, { p: provider, s: space }, { token, endpoint: 'authenticated' });
  expect(auth.body.errors).toBeUndefined();
  const { url, state_token } = auth.body.data!.get_calendar_auth_code_link;
  const u = new URL(url);
  expect(u.origin + u.pathname).toBe(`${base}/${provider === 'google' ? 'g' : 'ms'}/auth`);
  expect(u.searchParams.get('state')).toBe(state_token);
  expect(u.searchParams.get('redirect_uri')).toBe(`${app.url}/calendar/oauth/${provider}`);
  expect(u.searchParams.get('response_type')).toBe('code');
  const created = await app.graphql<{ create_space_calendar: Record<string, unknown> }>(CREATE, { s: space, t: state_token, c: 'good-code' }, { token, endpoint: 'authenticated' });
  expect(created.body.errors).toBeUndefined();
  return { state_token, link: created.body.data!.create_space_calendar };
}

describe('provider calendar links', () => {
  it('is off until configured; apple uses the ICS link', async () => {
    for (const k of ENV_KEYS) delete process.env[k];
    const token = app.token(app.fx.vendorId, 'VENDOR');
    const r = await app.graphql(AUTH, { p: 'google', s: app.fx.spaceA1.id }, { token, endpoint: 'authenticated' });
    expect(errKey(r)).toBe('calendar_provider_disabled');
    expect(errKey(await app.graphql(AUTH, { p: 'apple', s: app.fx.spaceA1.id }, { token, endpoint: 'authenticated' }))).toBe('calendar_provider_uses_ics');
    configure();
    const on = await app.graphql<{ enabled_calendar_providers: string[] }>(`{ enabled_calendar_providers }`, {}, { token, endpoint: 'authenticated' });
    expect(on.body.data!.enabled_calendar_providers).toEqual(['ics', 'apple', 'google', 'office365', 'live_connect', 'exchange']);
  });

  it('Google: link, choose the calendar, a busy event blocks the slot in venue_search; the job keeps syncing', async () => {
    configure();
    const space = app.fx.spaceA1.id;
    const token = app.token(app.fx.vendorId, 'VENDOR');
    expect(await searchIds('13:30', '14:30')).toContain(space);
    fakeState.busy = [{ start: at('13:00'), end: at('15:00') }];

    const { state_token, link } = await linkProvider('google', space, token);
    expect(link).toMatchObject({ provider_name: 'google', sync_status: 'PENDING', calendar_id: null, calendar_name: 'Host' });
    // the state is single use
    expect(errKey(await app.graphql(CREATE, { s: space, t: state_token, c: 'good-code' }, { token, endpoint: 'authenticated' }))).toBe('calendar_state_invalid');
    // tokens are sealed at rest and never in an answer
    const row = await app.db.knex('calendar_link').where('space_id', space).first();
    expect(row.provider_access_token).not.toContain('at-');
    expect(openTokens(row.provider_access_token)).toMatchObject({ refresh_token: 'rt-1' });

    const list = await app.graphql<{ external_calendars: Array<{ calendar_id: string }> }>(LIST, { p: 'google', s: space }, { token, endpoint: 'authenticated' });
    expect(list.body.data!.external_calendars.map((c) => c.calendar_id)).toEqual(['zolder@group.calendar.google.com', 'host@example.com']);
    expect(errKey(await app.graphql(SYNC, { c: 'someone-else@example.com', s: space }, { token, endpoint: 'authenticated' }))).toBe('not_found');

    const synced = await app.graphql<{ sync_space_calendar: Record<string, unknown> }>(SYNC, { c: 'zolder@group.calendar.google.com', s: space }, { token, endpoint: 'authenticated' });
    expect(synced.body.errors).toBeUndefined();
    expect(synced.body.data!.sync_space_calendar).toMatchObject({ sync_status: 'SYNCED', calendar_name: 'De Zolder', last_error: null });
    expect(synced.body.data!.sync_space_calendar.ts_last_sync).not.toBeNull();
    expect(await searchIds('13:30', '14:30')).not.toContain(space);
    expect(await searchIds('09:00', '10:00')).toContain(space); // a "free" (transparent) event does not block
    expect(await app.db.knex('space_availability').where({ space_id: space, source: 'CALENDAR' })).toHaveLength(1);

    // the periodic job (calendar.ics_import -> syncAllCalendars) syncs provider links too
    fakeState.busy = [];
    expect(await syncAllCalendars(app.db.knex, new Date())).toBeGreaterThanOrEqual(1);
    expect(await searchIds('13:30', '14:30')).toContain(space);
  });

  it('refreshes an expired token, and a token the provider refuses', async () => {
    configure();
    const space = app.fx.spaceA1.id;
    const link = await app.db.knex('calendar_link').where('space_id', space).first();
    const before = openTokens(link.provider_access_token)!;
    // expired by the clock: refreshed before the call
    await app.db.knex('calendar_link').where('calendar_link_id', link.calendar_link_id).update({ provider_access_token: sealTokens({ ...before, expires_at: Date.now() - 1000 }) });
    fakeState.busy = [{ start: at('13:00'), end: at('15:00') }];
    expect((await syncCalendarLink(app.db.knex, link.calendar_link_id, new Date())).ok).toBe(true);
    const after = openTokens((await app.db.knex('calendar_link').where('calendar_link_id', link.calendar_link_id).first()).provider_access_token)!;
    expect(after.access_token).not.toBe(before.access_token);
    expect(after.refresh_token).toBe('rt-1');
    expect(after.expires_at).toBeGreaterThan(Date.now());
    // revoked at the provider although not expired: 401 -> refresh once -> retry
    fakeState.validTokens.delete(after.access_token);
    expect((await syncCalendarLink(app.db.knex, link.calendar_link_id, new Date())).ok).toBe(true);
    expect(openTokens((await app.db.knex('calendar_link').where('calendar_link_id', link.calendar_link_id).first()).provider_access_token)!.access_token).not.toBe(after.access_token);
    expect(await searchIds('13:30', '14:30')).not.toContain(app.fx.spaceA1.id);
  });

  it('provider errors: the link fails, the space is blocked after the grace period and the host told; a refused refresh too', async () => {
    configure();
    const space = app.fx.spaceA1.id;
    const link = await app.db.knex('calendar_link').where('space_id', space).first();
    fakeState.busy = [];
    fakeState.eventsStatus = 503;
    const t0 = new Date();
    const r = await syncCalendarLink(app.db.knex, link.calendar_link_id, t0);
    expect(r).toMatchObject({ ok: false });
    expect(r.error).toContain('HTTP 503');
    expect(await app.db.knex('calendar_link').where('calendar_link_id', link.calendar_link_id).first()).toMatchObject({ sync_status: 'FAILING' });
    await syncCalendarLink(app.db.knex, link.calendar_link_id, new Date(t0.getTime() + 7 * 3_600_000));
    expect(await app.db.knex('space_availability').where({ space_id: space, source: 'SYNC_STALE' })).toHaveLength(1);
    expect(await searchIds('09:00', '10:00')).not.toContain(space);
    expect(await app.db.knex('notification').where({ account_id: app.fx.vendorId, event_name: 'calendar_sync_failed' })).toHaveLength(1);

    fakeState.eventsStatus = 200;
    expect((await syncCalendarLink(app.db.knex, link.calendar_link_id, new Date())).ok).toBe(true);
    expect(await searchIds('09:00', '10:00')).toContain(space);

    // the host revoked the app: refresh refused -> failing, with a reason
    fakeState.validTokens.clear();
    fakeState.refreshFails = true;
    const revoked = await syncCalendarLink(app.db.knex, link.calendar_link_id, new Date());
    expect(revoked.ok).toBe(false);
    expect(revoked.error).toMatch(/authorisation refused/);
    fakeState.refreshFails = false;

    // a bad code or a state of another space is refused
    const token = app.token(app.fx.vendorId, 'VENDOR');
    const auth = await app.graphql<{ get_calendar_auth_code_link: { state_token: string } }>(AUTH, { p: 'google', s: space }, { token, endpoint: 'authenticated' });
    const st = auth.body.data!.get_calendar_auth_code_link.state_token;
    expect(errKey(await app.graphql(CREATE, { s: app.fx.spaceA2.id, t: st, c: 'good-code' }, { token, endpoint: 'authenticated' }))).toBe('calendar_state_invalid');
    const auth2 = await app.graphql<{ get_calendar_auth_code_link: { state_token: string } }>(AUTH, { p: 'google', s: space }, { token, endpoint: 'authenticated' });
    expect(errKey(await app.graphql(CREATE, { s: space, t: auth2.body.data!.get_calendar_auth_code_link.state_token, c: 'bad-code' }, { token, endpoint: 'authenticated' }))).toBe('calendar_authorisation_failed');
    // another organisation cannot start a link
    expect(errKey(await app.graphql(AUTH, { p: 'google', s: space }, { token: app.token(app.fx.otherBookerId, 'VENDOR'), endpoint: 'authenticated' }))).toBe('forbidden');
  });

  it('Microsoft (office365): link + Graph calendarView; unlink removes the imported events', async () => {
    configure();
    const space = app.fx.spaceA1.id;
    const token = app.token(app.fx.vendorId, 'VENDOR');
    fakeState.busy = [{ start: at('13:00'), end: at('15:00') }];
    const { link } = await linkProvider('office365', space, token);
    expect(link).toMatchObject({ provider_name: 'office365', sync_status: 'PENDING', calendar_name: 'Calendar' });
    const synced = await app.graphql<{ sync_space_calendar: Record<string, unknown> }>(SYNC, { c: 'AAMk-1', s: space }, { token, endpoint: 'authenticated' });
    expect(synced.body.data!.sync_space_calendar).toMatchObject({ sync_status: 'SYNCED', provider_name: 'office365' });
    const rows = await app.db.knex('space_availability').where({ space_id: space, source: 'CALENDAR' });
    expect(rows.map((r) => [r.slot_from.toISOString(), r.slot_to.toISOString()])).toEqual([[at('13:00'), at('15:00')]]);
    expect(await searchIds('13:30', '14:30')).not.toContain(space);

    const r = await app.graphql(`mutation($s: Int!) { unlink_calendar(space_id: $s, has_rollback_selected: true) }`, { s: space }, { token, endpoint: 'authenticated' });
    expect(r.body.errors).toBeUndefined();
    expect(await app.db.knex('calendar_link').where('space_id', space)).toHaveLength(0);
    expect(await searchIds('13:30', '14:30')).toContain(space);
  });
});
