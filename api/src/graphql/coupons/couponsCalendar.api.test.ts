/**
 * Coupons and the availability calendar over HTTP (docs/CONTRACTS.md "Coupons", "Availability
 * calendar"): every coupon rule of host-and-admin section 5 with its key; week/month data,
 * non-working days editable only in week view, at least one space.
 */
import { addDays } from '../../domain/availability/amsterdamTime';
import { isoWeekMonday } from '../../domain/calendar/calendarDays';
import { startTestApp, type TestApp } from '../../test/api/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await app.db.knex('account').where('account_id', app.fx.otherBookerId).update({ account_state: 'VENDOR' }); // host of another organisation
});
afterAll(() => app.close());

type Gql = { body: { data?: any; errors?: Array<{ extensions?: Record<string, any> }> } };
const errBody = (r: Gql) => r.body.errors?.[0]?.extensions?.response?.body;
const as = (accountId: number) => ({ token: app.token(accountId, 'VENDOR'), endpoint: 'authenticated' as const });

const FIELDS = 'coupon_id venue_id coupon_code coupon_description expires_at discount_percentage usage_limit times_used is_active space { space_id space_name }';
const ADD = `mutation($i: CouponInput!) { add_coupon(input: $i) { ${FIELDS} } }`;
const add = (input: Record<string, unknown>, accountId = app.fx.vendorId) =>
  app.graphql<any>(ADD, { i: { venue_id: app.fx.venueA.id, discount_percentage: 10, ...input } }, as(accountId));

describe('coupons', () => {
  it('adds a coupon with defaults: usage limit 1, no end date, every space', async () => {
    const r = await add({ coupon_code: 'ZOMER25', discount_percentage: 25 });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.add_coupon).toMatchObject({ coupon_code: 'ZOMER25', usage_limit: 1, expires_at: null, discount_percentage: 25, is_active: true, space: null });
  });

  it('applies every form rule with its key and field', async () => {
    const cases: Array<[Record<string, unknown>, string, string, Record<string, unknown>?]> = [
      [{ coupon_code: 'X'.repeat(51) }, 'coupon_code', 'max_length', { max: 50 }],
      [{ coupon_code: '' }, 'coupon_code', 'required'],
      [{ coupon_code: 'DESC', coupon_description: 'd'.repeat(501) }, 'coupon_description', 'max_length', { max: 500 }],
      [{ coupon_code: 'ZERO', discount_percentage: 0 }, 'discount_percentage', 'discount_out_of_range', { min: 1, max: 100 }],
      [{ coupon_code: 'MAX', discount_percentage: 101 }, 'discount_percentage', 'discount_out_of_range', { min: 1, max: 100 }],
      [{ coupon_code: 'LIMIT', usage_limit: 0 }, 'usage_limit', 'min_integer'],
      [{ coupon_code: 'PAST', starts_from: new Date(Date.now() - 86_400_000).toISOString() }, 'starts_from', 'starts_from_in_past'],
      [{ coupon_code: 'ORDER', starts_from: new Date(Date.now() + 2 * 86_400_000).toISOString(), expires_at: new Date(Date.now() + 86_400_000).toISOString() }, 'expires_at', 'expires_before_start'],
    ];
    for (const [input, field, key, meta] of cases) {
      const body = errBody(await add(input));
      expect({ input: Object.keys(input), type: body?.error_type, key: body?.key, field: body?.meta?.field }).toEqual({ input: Object.keys(input), type: 'FIELD_VALIDATION', key, field });
      if (meta) expect(body.meta).toMatchObject(meta);
    }
    // the edges are accepted
    expect((await add({ coupon_code: 'Y'.repeat(50), coupon_description: 'd'.repeat(500), discount_percentage: 100, usage_limit: 3, expires_at: new Date(Date.now() + 86_400_000).toISOString() })).body.errors).toBeUndefined();
    expect((await add({ coupon_code: 'ONE', discount_percentage: 1 })).body.errors).toBeUndefined();
  });

  it('codes are case-sensitive and unique per organisation (across its venues)', async () => {
    expect((await add({ coupon_code: 'zomer25' })).body.errors).toBeUndefined();
    const dup = await add({ coupon_code: 'ZOMER25' });
    expect(errBody(dup)).toMatchObject({ error_type: 'CONFLICT', key: 'coupon_code_exists', meta: { field: 'coupon_code' } });
    const otherVenue = await app.graphql<any>(ADD, { i: { venue_id: app.fx.venueB.id, coupon_code: 'ZOMER25', discount_percentage: 10 } }, as(app.fx.vendorId));
    expect(errBody(otherVenue)).toMatchObject({ key: 'coupon_code_exists' });
  });

  it('a coupon for one space of the venue; a space of another venue is refused', async () => {
    const r = await add({ coupon_code: 'SPACE1', space_id: app.fx.spaceA1.id });
    expect(r.body.data.add_coupon.space).toMatchObject({ space_id: app.fx.spaceA1.id });
    const foreign = await add({ coupon_code: 'SPACEB', space_id: app.fx.spaceB1.id });
    expect(errBody(foreign)).toMatchObject({ key: 'not_found', meta: { field: 'space_id' } });
  });

  it('edit keeps the rules; delete only deactivates (idempotent); lists newest first with inactive ones', async () => {
    const created = (await add({ coupon_code: 'EDITME' })).body.data.add_coupon;
    const edit = await app.graphql<any>(`mutation($id: Int!, $i: CouponInput!) { edit_coupon(coupon_id: $id, input: $i) { ${FIELDS} } }`,
      { id: created.coupon_id, i: { venue_id: app.fx.venueA.id, coupon_code: 'EDITED', discount_percentage: 15, usage_limit: 5 } }, as(app.fx.vendorId));
    expect(edit.body.errors).toBeUndefined();
    expect(edit.body.data.edit_coupon).toMatchObject({ coupon_code: 'EDITED', discount_percentage: 15, usage_limit: 5 });
    const DEACT = `mutation($id: Int!) { deactivate_coupon(coupon_id: $id) { coupon_id is_active } }`;
    for (let i = 0; i < 2; i++) {
      const d = await app.graphql<any>(DEACT, { id: created.coupon_id }, as(app.fx.vendorId));
      expect(d.body.data.deactivate_coupon).toEqual({ coupon_id: created.coupon_id, is_active: false });
    }
    expect(await app.db.knex('coupon').where('coupon_id', created.coupon_id).first('coupon_id')).toBeDefined();
    const list = await app.graphql<any>(`query($v: Int!) { coupons(venue_id: $v) { coupon_id is_active } }`, { v: app.fx.venueA.id }, as(app.fx.memberId)); // team member
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.coupons[0]).toEqual({ coupon_id: created.coupon_id, is_active: false });
  });

  it('a host of another organisation is refused', async () => {
    const r = await add({ coupon_code: 'HACK' }, app.fx.otherBookerId);
    expect(errBody(r)).toMatchObject({ error_type: 'FORBIDDEN', key: 'forbidden' });
    const list = await app.graphql<any>(`query($v: Int!) { coupons(venue_id: $v) { coupon_id } }`, { v: app.fx.venueA.id }, as(app.fx.otherBookerId));
    expect(errBody(list)).toMatchObject({ key: 'forbidden' });
  });
});

describe('availability calendar', () => {
  const year = new Date().getUTCFullYear() + 1;
  const monday = isoWeekMonday(year, 10); // venue A works Mon-Fri 08:00-24:00
  const saturday = addDays(monday, 5);
  const DATA = `query($v: Int!, $w: Int, $m: [Int!], $y: Int!, $s: [Int!]) { get_spaces_calendar_data(venue_id: $v, week: $w, months: $m, year: $y, space_ids: $s, edit_mode: true) {
    date_from date_to spaces { space_id days { date state is_working_day is_editable opening { slot_start slot_end } exceptions { is_opened source } } } } }`;
  const MANAGE = `mutation($i: ManageSpacesAvailabilityInput!) { manage_spaces_availability(input: $i) { spaces { space_id days { date state } } } }`;

  it('week and month data for every space of the venue, with working and non-working days', async () => {
    const week = await app.graphql<any>(DATA, { v: app.fx.venueA.id, w: 10, y: year }, as(app.fx.vendorId));
    expect(week.body.errors).toBeUndefined();
    const data = week.body.data.get_spaces_calendar_data;
    expect(data).toMatchObject({ date_from: monday, date_to: addDays(monday, 6) });
    expect(data.spaces.map((s: { space_id: number }) => s.space_id).sort()).toEqual([app.fx.spaceA1.id, app.fx.spaceA2.id].sort());
    const days = data.spaces[0].days;
    expect(days).toHaveLength(7);
    expect(days[0]).toMatchObject({ date: monday, state: 'OPEN', is_working_day: true, is_editable: true });
    expect(days[5]).toMatchObject({ date: saturday, state: 'CLOSED', is_working_day: false });

    const month = await app.graphql<any>(DATA, { v: app.fx.venueA.id, m: [3], y: year, s: [app.fx.spaceA1.id] }, as(app.fx.vendorId));
    expect(month.body.errors).toBeUndefined();
    expect(month.body.data.get_spaces_calendar_data.spaces).toHaveLength(1);
    expect(month.body.data.get_spaces_calendar_data.spaces[0].days).toHaveLength(31);
    expect(month.body.data.get_spaces_calendar_data).toMatchObject({ date_from: `${year}-03-01`, date_to: `${year}-03-31` });
  });

  it('needs at least one space; non-working days only in week view; closes and re-opens', async () => {
    const none = await app.graphql<any>(MANAGE, { i: { venue_id: app.fx.venueA.id, view: 'WEEK', changes: [{ space_ids: [], date: monday, is_opened: false }] } }, as(app.fx.vendorId));
    expect(errBody(none)).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'at_least_one_space', meta: { field: 'space_ids' } });

    const monthView = await app.graphql<any>(MANAGE, { i: { venue_id: app.fx.venueA.id, view: 'MONTH', changes: [{ space_ids: [app.fx.spaceA1.id], date: saturday, is_opened: true, time_from: '10:00', time_to: '14:00' }] } }, as(app.fx.vendorId));
    expect(errBody(monthView)).toMatchObject({ error_type: 'VALIDATION', key: 'non_working_days_week_view_only' });

    const weekView = await app.graphql<any>(MANAGE, { i: { venue_id: app.fx.venueA.id, view: 'WEEK', changes: [{ space_ids: [app.fx.spaceA1.id], date: saturday, is_opened: true, time_from: '10:00', time_to: '14:00' }] } }, as(app.fx.vendorId));
    expect(weekView.body.errors).toBeUndefined();
    expect(weekView.body.data.manage_spaces_availability.spaces[0].days[0]).toMatchObject({ date: saturday, state: 'OPEN' }) // a non-working day with an opening is no longer CLOSED;

    const close = await app.graphql<any>(MANAGE, { i: { venue_id: app.fx.venueA.id, view: 'MONTH', changes: [{ space_ids: [app.fx.spaceA1.id, app.fx.spaceA2.id], date: monday, is_opened: false }] } }, as(app.fx.vendorId));
    expect(close.body.errors).toBeUndefined();
    expect(close.body.data.manage_spaces_availability.spaces.map((s: { days: Array<{ state: string }> }) => s.days[0]!.state)).toEqual(['CLOSED', 'CLOSED']);

    const badTime = await app.graphql<any>(MANAGE, { i: { venue_id: app.fx.venueA.id, view: 'WEEK', changes: [{ space_ids: [app.fx.spaceA1.id], date: monday, is_opened: false, time_from: '14:00', time_to: '10:00' }] } }, as(app.fx.vendorId));
    expect(errBody(badTime)).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'invalid_time_range' });

    const other = await app.graphql<any>(MANAGE, { i: { venue_id: app.fx.venueA.id, view: 'WEEK', changes: [{ space_ids: [app.fx.spaceA1.id], date: monday, is_opened: false }] } }, as(app.fx.otherBookerId));
    expect(errBody(other)).toMatchObject({ key: 'forbidden' });
  });
});
