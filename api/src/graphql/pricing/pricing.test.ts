/** get_booking_preliminary_calculation and space_service_balance on the public endpoint, real PostgreSQL. */
import type { Knex } from 'knex';
import { startTestApp, type TestApp } from '../../test/api/testApp';

let t: TestApp;
let ids: { lunch: number; flip: number; tech: number; coffee: number; whiteboard: number; flipA2: number };

// Tuesday 5 March 2030, 09:00-15:00 Europe/Amsterdam (CET, UTC+1): 6 hours
const START = '2030-03-05T08:00:00.000Z';
const END = '2030-03-05T14:00:00.000Z';

async function venueService(knex: Knex, venueId: number, key: string, row: Record<string, unknown>): Promise<number> {
  const sys = await knex('system_service').where('system_service_key', key).first('system_service_id');
  const [r] = await knex('venue_service').insert({ venue_id: venueId, system_service_id: sys.system_service_id, ...row }).returning('venue_service_id');
  return r.venue_service_id;
}
async function link(knex: Knex, spaceId: number, venueServiceId: number, row: Record<string, unknown> = {}): Promise<number> {
  const [r] = await knex('space_service').insert({ space_id: spaceId, venue_service_id: venueServiceId, is_on_demand: true, ...row }).returning('space_service_id');
  return r.space_service_id;
}
async function bookingWithItems(knex: Knex, args: { spaceId: number; hash: string; status: string; start: string; end: string; items: Array<[number, number]> }) {
  const [b] = await knex('booking')
    .insert({ booking_hash: args.hash, space_id: args.spaceId, account_id: t.fx.bookerId, attendees: 4, booking_status: args.status, booking_type: 'DIRECT', booking_start: args.start, booking_end: args.end })
    .returning('booking_id');
  const [o] = await knex('booking_order').insert({ booking_id: b.booking_id, order_status: args.status === 'CANCELLED' ? 'CANCELLED' : 'PAID' }).returning('order_id');
  for (const [spaceServiceId, quantity] of args.items) {
    await knex('booking_order_item').insert({ order_id: o.order_id, item_type: 'SERVICE', space_service_id: spaceServiceId, name: 'x', quantity, unit_price: 750, vat_rate: 21, total_net: 0, total_vat: 0, total: 0 });
  }
}

beforeAll(async () => {
  t = await startTestApp();
  const knex = t.db.knex;
  const venueId = t.fx.venueA.id;
  await knex('space').where('space_id', t.fx.spaceA1.id).update({ has_discount: true, discount_percentage: 10, is_afterpay_allowed: true, booking_limit: 1 });
  const lunch = await venueService(knex, venueId, 'lunch', { order_type: 'per_person', price: 1908, price_net: 1750, vat_rate: 9, is_on_demand: true });
  const flip = await venueService(knex, venueId, 'flipover', { order_type: 'per_item', price: 908, price_net: 750, vat_rate: 21, is_on_demand: true, is_inventory_enabled: true, max_inventory: 5 });
  const tech = await venueService(knex, venueId, 'technician', { order_type: 'per_hour', price: 5445, price_net: 4500, vat_rate: 21, is_on_demand: true });
  const coffee = await venueService(knex, venueId, 'self_service_beverages', { order_type: 'per_person', price: 382, price_net: 350, vat_rate: 9, is_on_demand: true });
  const whiteboard = await venueService(knex, venueId, 'whiteboard', { order_type: 'static', price: 0, price_net: 0, vat_rate: 21 });
  const disabled = await venueService(knex, venueId, 'beamer', { order_type: 'static', price: 2420, price_net: 2000, vat_rate: 21, is_enabled: false });
  ids = {
    lunch: await link(knex, t.fx.spaceA1.id, lunch),
    flip: await link(knex, t.fx.spaceA1.id, flip),
    tech: await link(knex, t.fx.spaceA1.id, tech),
    coffee: await link(knex, t.fx.spaceA1.id, coffee, { is_mandatory: true }),
    whiteboard: await link(knex, t.fx.spaceA1.id, whiteboard, { is_on_demand: false }),
    flipA2: await link(knex, t.fx.spaceA2.id, flip),
  };
  await link(knex, t.fx.spaceA1.id, disabled);
  // the venue's flip-overs are shared: 2 are used in the other room during the window, a cancelled booking does not count
  await bookingWithItems(knex, { spaceId: t.fx.spaceA2.id, hash: 'flip0001', status: 'PAID', start: '2030-03-05T09:00:00Z', end: '2030-03-05T11:00:00Z', items: [[ids.flipA2, 2]] });
  await bookingWithItems(knex, { spaceId: t.fx.spaceA2.id, hash: 'flip0002', status: 'CANCELLED', start: '2030-03-05T09:00:00Z', end: '2030-03-05T11:00:00Z', items: [[ids.flipA2, 3]] });
  // and 1 more on a later day, outside the window
  await bookingWithItems(knex, { spaceId: t.fx.spaceA2.id, hash: 'flip0003', status: 'PAID', start: '2030-03-06T09:00:00Z', end: '2030-03-06T11:00:00Z', items: [[ids.flipA2, 1]] });
  // spaceA1 has booking_limit 1 and one paid booking on Thursday 7 March
  await bookingWithItems(knex, { spaceId: t.fx.spaceA1.id, hash: 'limit001', status: 'PAID', start: '2030-03-07T15:00:00Z', end: '2030-03-07T17:00:00Z', items: [] });
  const day = 24 * 3600 * 1000;
  await knex('coupon').insert([
    { venue_id: venueId, coupon_code: 'ZOMER25', discount_percentage: 25, usage_limit: 10, starts_from: new Date(Date.now() - day) },
    { venue_id: venueId, coupon_code: 'GRATIS', discount_percentage: 100, usage_limit: 10, starts_from: new Date(Date.now() - day) },
    { venue_id: venueId, coupon_code: 'OUD10', discount_percentage: 10, usage_limit: 10, starts_from: new Date(Date.now() - 10 * day), expires_at: new Date(Date.now() - day) },
  ]);
});
afterAll(() => t.close());

const PREVIEW = `query ($input: BookingPreliminaryCalculationInput!) {
  get_booking_preliminary_calculation(input: $input) {
    space_id duration_minutes price_tier space_price space_price_with_fee configuration_price
    order_items { order_item_id order_item_type reference_id service_name service_type order_type is_mandatory quantity hours
      order_item_price order_item_subtotal discount service_fee order_item_total_vat_excl vat_rate vat order_item_total }
    total_excl_vat vat_21 vat_9 vat_total total_incl_vat discount social_discount coupon_discount coupon_percentage
    service_fee_rate is_free is_reservation_limit_reached reservation_limit
    totals { order_subtotal discount_total service_fee service_fee_vat service_fee_total vat_total order_total_vat_excl order_total payout_total }
  }
}`;

const preview = (input: Record<string, unknown>, opts: { locale?: string; token?: string } = {}) =>
  t.graphql<{ get_booking_preliminary_calculation: any }>(PREVIEW, { input: { space_id: t.fx.spaceA1.id, slot_start: START, slot_end: END, attendees: 10, ...input } }, opts);

describe('get_booking_preliminary_calculation', () => {
  test('prices the space for 6 hours plus the mandatory coffee, without login', async () => {
    const { status, body } = await preview({});
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const p = body.data!.get_booking_preliminary_calculation;
    // half day 300.00, day 600.00: 6 h = 300 + 300 x 2/4 = 450.00; fee 10 %
    expect(p).toMatchObject({
      space_id: t.fx.spaceA1.id, duration_minutes: 360, price_tier: 'HALF_DAY_TO_DAY',
      space_price: 45000, space_price_with_fee: 49500, configuration_price: 0,
      total_excl_vat: 53350, vat_21: 10395, vat_9: 347, vat_total: 10742, total_incl_vat: 64092,
      discount: 0, coupon_percentage: null, service_fee_rate: 10, is_free: false,
      is_reservation_limit_reached: false, reservation_limit: 1,
    });
    expect(p.order_items).toEqual([
      { order_item_id: null, order_item_type: 'SPACE', reference_id: t.fx.spaceA1.id, service_name: 'Grote Zaal', service_type: null, order_type: null, is_mandatory: true, quantity: 1, hours: 6,
        order_item_price: 45000, order_item_subtotal: 45000, discount: 0, service_fee: 4500, order_item_total_vat_excl: 49500, vat_rate: 21, vat: 10395, order_item_total: 59895 },
      { order_item_id: null, order_item_type: 'SERVICE', reference_id: ids.coffee, service_name: 'Koffie en thee (zelfbediening)', service_type: 'CATERING', order_type: 'PER_PERSON', is_mandatory: true, quantity: 10, hours: null,
        order_item_price: 350, order_item_subtotal: 3500, discount: 0, service_fee: 350, order_item_total_vat_excl: 3850, vat_rate: 9, vat: 347, order_item_total: 4197 },
    ]);
    expect(p.totals).toEqual({
      order_subtotal: 48500, discount_total: 0, service_fee: 4850, service_fee_vat: 977, service_fee_total: 5827,
      vat_total: 10742, order_total_vat_excl: 53350, order_total: 64092, payout_total: 58265,
    });
  });

  test('chosen services, social discount and a coupon; totals are sums of the lines', async () => {
    const { body } = await preview({
      services: [{ service_id: ids.lunch, quantity: 1 }, { service_id: ids.flip, quantity: 3 }, { service_id: ids.tech, quantity: 1 }, { service_id: ids.whiteboard, quantity: 1 }],
      is_social: true, coupon_code: 'ZOMER25',
    }, { locale: 'EN' });
    expect(body.errors).toBeUndefined();
    const p = body.data!.get_booking_preliminary_calculation;
    // space 450.00 - 10 % social (45.00) - 25 % coupon of 405.00 (101.25) = 303.75, fee 30.38 (30.375)
    expect(p).toMatchObject({ space_price: 30375, space_price_with_fee: 33413, coupon_percentage: 25, social_discount: 4500 });
    expect(p.order_items.map((l: any) => [l.service_name, l.quantity, l.order_item_subtotal])).toEqual([
      ['Grote Zaal', 1, 45000],
      ['Flip chart', 3, 2250],
      ['Whiteboard', 1, 0],
      ['Self-service beverages', 10, 3500],
      ['Lunch', 10, 17500],
      ['Technician', 1, 27000],
    ]);
    const sum = (f: string) => p.order_items.reduce((a: number, l: any) => a + l[f], 0);
    expect(p.total_incl_vat).toBe(sum('order_item_total'));
    expect(p.vat_total).toBe(p.vat_21 + p.vat_9);
    expect(p.discount).toBe(sum('discount'));
    expect(p.order_items.find((l: any) => l.service_name === 'Technician').service_fee).toBe(0);
  });

  test('a 100 % coupon makes the booking free; afterpay moves the fee to the host', async () => {
    const free = (await preview({ coupon_code: 'GRATIS' })).body.data!.get_booking_preliminary_calculation;
    expect(free).toMatchObject({ is_free: true, total_incl_vat: 0, vat_total: 0, discount: 48500 });
    const after = (await preview({ is_afterpay: true })).body.data!.get_booking_preliminary_calculation;
    expect(after).toMatchObject({ total_excl_vat: 48500, vat_21: 9450, vat_9: 315, total_incl_vat: 58265 });
    expect(after.order_items.every((l: any) => l.service_fee === 0)).toBe(true);
    // the guest pays no fee; the host is charged 10 % of 485.00 with 21 % VAT: 48.50 + 10.19 (9.45 + 0.735)
    expect(after.totals).toMatchObject({ service_fee: 4850, service_fee_vat: 1019, order_total: 58265, payout_total: 58265 - 4850 - 1019 });
  });

  test('flags a reached daily booking limit on the Amsterdam day of the slot', async () => {
    const { body } = await preview({ slot_start: '2030-03-07T08:00:00Z', slot_end: '2030-03-07T12:00:00Z' });
    expect(body.data!.get_booking_preliminary_calculation).toMatchObject({ is_reservation_limit_reached: true, reservation_limit: 1, price_tier: 'HALF_DAY', space_price: 30000 });
  });

  const expectError = async (input: Record<string, unknown>, shape: Record<string, unknown>) => {
    const { body } = await preview(input);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.response?.body).toMatchObject(shape);
  };

  test.each<[string, () => Record<string, unknown>, Record<string, unknown>]>([
    ['end before start', () => ({ slot_end: '2030-03-05T07:00:00Z' }), { error_type: 'FIELD_VALIDATION', key: 'invalid_time_range', meta: { field: 'slot_end' }, status_code: 400 }],
    ['an unparseable start', () => ({ slot_start: 'morgen' }), { error_type: 'FIELD_VALIDATION', key: 'invalid_time_range', meta: { field: 'slot_start' } }],
    ['attendees above the configuration maximum', () => ({ attendees: 101 }), { error_type: 'FIELD_VALIDATION', entity: 'booking_calculation', key: 'attendees_above_configuration_max', meta: { field: 'attendees', max_guests: 100 } }],
    ['0 attendees', () => ({ attendees: 0 }), { error_type: 'FIELD_VALIDATION', key: 'attendees_required' }],
    ['an unknown configuration', () => ({ configuration_id: 999999 }), { error_type: 'FIELD_VALIDATION', key: 'unknown_configuration' }],
    ['an unknown service', () => ({ services: [{ service_id: 999999, quantity: 1 }] }), { error_type: 'FIELD_VALIDATION', key: 'unknown_service', meta: { service_id: 999999 } }],
    ['another space\'s service', () => ({ services: [{ service_id: ids.flipA2, quantity: 1 }] }), { key: 'unknown_service' }],
    ['a disabled service', () => ({ services: [{ service_id: ids.whiteboard + 2, quantity: 1 }] }), { key: 'unknown_service' }],
    ['quantity 0', () => ({ services: [{ service_id: ids.flip, quantity: 0 }] }), { error_type: 'FIELD_VALIDATION', key: 'invalid_quantity' }],
    ['more flip-overs than remain in the window', () => ({ services: [{ service_id: ids.flip, quantity: 4 }] }), { error_type: 'VALIDATION', key: 'inventory_limits_violated', meta: { remaining_inventory: 3 } }],
    ['an unknown coupon', () => ({ coupon_code: 'NOPE' }), { error_type: 'FIELD_VALIDATION', entity: 'coupon', key: 'unknown_coupon_code' }],
    ['a coupon in the wrong case', () => ({ coupon_code: 'zomer25' }), { key: 'unknown_coupon_code' }],
    ['an expired coupon', () => ({ coupon_code: 'OUD10' }), { key: 'unknown_coupon_code' }],
    ['a coupon code over 50 characters', () => ({ coupon_code: 'X'.repeat(51) }), { key: 'unknown_coupon_code' }],
    ['an unknown space', () => ({ space_id: 999999 }), { error_type: 'NOT_FOUND', entity: 'space', status_code: 404 }],
    ['an inactive space', () => ({ space_id: t.fx.hiddenSpace.id, attendees: 2 }), { error_type: 'VALIDATION', key: 'space_not_active', meta: null }],
    ['afterpay where not allowed', () => ({ space_id: t.fx.spaceB1.id, is_afterpay: true }), { error_type: 'FIELD_VALIDATION', key: 'afterpay_not_allowed' }],
  ])('refuses %s', async (_name, input, shape) => {
    await expectError(input(), shape);
  });

  test('allows exactly the remaining inventory', async () => {
    const { body } = await preview({ services: [{ service_id: ids.flip, quantity: 3 }] });
    expect(body.errors).toBeUndefined();
  });
});

const BALANCE = `query ($space_id: Int!, $booking_start: String, $booking_end: String, $first: Int, $skip: Int) {
  space_service_balance(space_id: $space_id, booking_start: $booking_start, booking_end: $booking_end, first: $first, skip: $skip, booking_edit_mode: false) {
    total
    result { service_id venue_service_id system_service_key service_name service_type description order_type price vat_rate
      is_mandatory is_on_demand is_venue is_space is_inventory_enabled max_inventory remaining_inventory }
  }
}`;

describe('space_service_balance', () => {
  const balance = (vars: Record<string, unknown>, opts: { token?: string } = {}) =>
    t.graphql<{ space_service_balance: { total: number; result: any[] } }>(BALANCE, { space_id: t.fx.spaceA1.id, ...vars }, opts);

  test('lists the enabled services with price excl. VAT and the inventory left in the window', async () => {
    const { body } = await balance({ booking_start: START, booking_end: END });
    expect(body.errors).toBeUndefined();
    const { total, result } = body.data!.space_service_balance;
    expect(total).toBe(5);
    expect(result.map((s) => s.system_service_key)).toEqual(['flipover', 'whiteboard', 'self_service_beverages', 'lunch', 'technician']);
    expect(result[0]).toMatchObject({ service_id: ids.flip, order_type: 'PER_ITEM', price: 750, vat_rate: 21, is_inventory_enabled: true, max_inventory: 5, remaining_inventory: 3, is_on_demand: true, is_mandatory: false });
    expect(result[1]).toMatchObject({ service_id: ids.whiteboard, price: 0, is_on_demand: false, remaining_inventory: null });
    expect(result[2]).toMatchObject({ service_id: ids.coffee, is_mandatory: true, service_type: 'CATERING', order_type: 'PER_PERSON', price: 350, vat_rate: 9, is_venue: true });
  });

  test.each([
    ['the next day (1 booked)', '2030-03-06T08:00:00Z', '2030-03-06T10:00:00Z', 4],
    ['a window touching the booking end', '2030-03-05T11:00:00Z', '2030-03-05T12:00:00Z', 5],
    ['no window', null, null, 5],
  ])('remaining flip-overs for %s', async (_name, start, end, remaining) => {
    const { body } = await balance({ booking_start: start, booking_end: end });
    expect(body.data!.space_service_balance.result.find((s) => s.service_id === ids.flip).remaining_inventory).toBe(remaining);
  });

  test('pages with first and skip', async () => {
    const { body } = await balance({ first: 2, skip: 1 });
    expect(body.data!.space_service_balance.total).toBe(5);
    expect(body.data!.space_service_balance.result.map((s) => s.system_service_key)).toEqual(['whiteboard', 'self_service_beverages']);
  });

  test('hides an inactive space from visitors, not from an admin', async () => {
    const anonymous = await balance({ space_id: t.fx.hiddenSpace.id });
    expect(anonymous.body.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'NOT_FOUND', entity: 'space' });
    const admin = await balance({ space_id: t.fx.hiddenSpace.id }, { token: t.token(t.fx.adminId, 'BOOKER', true) });
    expect(admin.body.errors).toBeUndefined();
    expect(admin.body.data!.space_service_balance).toEqual({ total: 0, result: [] });
  });

  test.each([
    [{ booking_start: START, booking_end: START }, 'booking_end', 'invalid_time_range'],
    [{ booking_start: 'x', booking_end: END }, 'booking_start', 'invalid_time_range'],
    [{ first: 500 }, 'first', 'max_integer'],
    [{ skip: -1 }, 'skip', 'min_integer'],
  ])('refuses %p', async (vars, field, key) => {
    const { body } = await balance(vars);
    expect(body.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'FIELD_VALIDATION', key, meta: { field } });
  });
});
