/** Space API: every space rule of host-and-admin section 5 (key, field, nl/en message), pricing warning, activation rules. */
import { call, json, messages, startHostApp, uploadPhoto, validSpace, validVenue } from '../../venue/testkit/hostApi';

let app: Awaited<ReturnType<typeof startHostApp>>;
let venueId: number;
beforeAll(async () => {
  app = await startHostApp();
  venueId = (await json(await call(app, 'POST', '/api/venue/', app.vendor, validVenue(app.placeId)))).venue_id;
});
afterAll(() => app.close());

const RULES: Array<[string, Record<string, unknown>, string, string]> = [
  ['name missing', { space_name: '' }, 'space_name', 'name_empty'],
  ['name too long', { space_name: 'a'.repeat(101) }, 'space_name', 'name_too_long'],
  ['description missing', { space_description: '' }, 'space_description', 'description_empty'],
  ['description too short', { space_description: 'ab' }, 'space_description', 'description_too_short'],
  ['description too long', { space_description: 'a'.repeat(1001) }, 'space_description', 'description_too_long'],
  ['no activity', { categories: [] }, 'categories', 'categories_empty'],
  ['no configuration', { configurations: [] }, 'configurations', 'configurations_empty'],
  ['configuration without max attendees', { configurations: [{ configuration_type: 'block' }] }, 'configurations', 'max_guests_required'],
  ['size missing', { space_size: null }, 'space_size', 'size_required'],
  ['size too large', { space_size: 100001 }, 'space_size', 'size_too_large'],
  ['half day price missing', { half_day_price: null }, 'half_day_price', 'half_day_price_required'],
  ['day price missing', { day_price: null }, 'day_price', 'day_price_required'],
  ['day plus evening price missing', { full_day_price: null }, 'full_day_price', 'full_day_price_required'],
  ['day below half day', { day_price: 15000 }, 'day_price', 'day_price_below_half_day'],
  ['day plus evening below day', { full_day_price: 30000 }, 'full_day_price', 'full_day_price_below_day'],
  ['short price above half day', { short_day_price: 25000 }, 'short_day_price', 'short_day_price_above_half_day'],
  ['discount without description', { has_discount: true, discount_percentage: 10 }, 'discount_description', 'discount_description_required'],
  ['discount of 0 percent', { has_discount: true, discount_percentage: 0, discount_description: 'Goede doelen' }, 'discount_percentage', 'discount_percentage_required'],
  ['service break not in the list', { service_break: 45 }, 'service_break', 'service_break_invalid'],
  ['negative booking limit', { booking_limit: -1 }, 'booking_limit', 'booking_limit_invalid'],
  ['booking type without permission', { space_booking_type: 'DIRECT' }, 'space_booking_type', 'booking_type_not_allowed'],
];

test.each(RULES)('space rule: %s', async (_what, change, field, key) => {
  const res = await call(app, 'POST', '/api/space/', app.vendor, { ...validSpace(venueId), ...change });
  expect(res.status).toBe(400);
  expect(await json(res)).toMatchObject({ error_type: 'FIELD_VALIDATION', entity: 'space', key, meta: { field } });
  expect(messages.nl[`errors.${key}`]).toBeTruthy();
  expect(messages.en[`errors.${key}`]).toBeTruthy();
});

test('wifi name and code are required when wifi is offered', async () => {
  const space = await json(await call(app, 'POST', '/api/space/', app.vendor, validSpace(venueId)));
  const res = await call(app, 'POST', '/api/space/facility/bulk/', app.vendor, { space_id: space.space_id, facilities: [], has_wifi: true, wifi_name: 'Gasten' });
  expect(await json(res)).toMatchObject({ key: 'wifi_code_required', meta: { field: 'wifi_code' } });
  const ok = await call(app, 'POST', '/api/space/facility/bulk/', app.vendor, { space_id: space.space_id, facilities: [{ system_service_id: 1, is_on_demand: true, price: 1500 }], has_wifi: true, wifi_name: 'Gasten', wifi_code: 'geheim123' });
  expect(ok.status).toBe(200);
  const facilities = await json(await call(app, 'GET', `/api/space/${space.space_id}/facility/`, app.vendor));
  expect(facilities).toEqual([expect.objectContaining({ system_service_id: 1, is_on_demand: true, price: 1500, is_enabled: true })]);
});

test('defaults and the pricing warning: short price falls back to half day, booking_limit 0, warning (not an error) above twice the half day', async () => {
  const res = await call(app, 'POST', '/api/space/', app.vendor, { ...validSpace(venueId), day_price: 45000, full_day_price: 50000 });
  const space = await json(res);
  expect(res.status).toBe(201);
  expect(space).toMatchObject({ short_day_price: 20000, booking_limit: 0, discount_percentage: null, review_status: 'PENDING', is_active: false, space_booking_type: 'MANUAL', max_guests: 12 });
  expect(space.warnings).toEqual([{ field: 'day_price', key: 'day_price_above_double_half_day' }]);
  expect(messages.en['errors.day_price_above_double_half_day']).toBeTruthy();
});

test('activation: staff review, organisation allowed, linked calendar unless permitted, photos; deactivation switches the calendar off', async () => {
  const { knex } = app.db;
  const space = await json(await call(app, 'POST', '/api/space/', app.vendor, validSpace(venueId)));
  const activate = () => call(app, 'POST', `/api/space/${space.space_id}/activate/`, app.vendor).then(json);
  await knex('organisation').where('organisation_id', app.fx.organisationId).update({ is_activation_allowed: false });
  expect(await activate()).toMatchObject({ error_type: 'VALIDATION', key: 'space_activation_not_allowed' });
  await knex('organisation').where('organisation_id', app.fx.organisationId).update({ is_activation_allowed: true });
  expect(await activate()).toMatchObject({ key: 'space_in_review' });
  await knex('space').where('space_id', space.space_id).update({ review_status: 'APPROVED' });
  expect(await activate()).toMatchObject({ key: 'calendar_sync_required' });
  await knex('calendar_link').insert({ account_id: app.fx.vendorId, space_id: space.space_id, provider_name: 'google', calendar_id: 'c1', sync_status: 'SYNCED', is_synchronized: true });
  expect(await activate()).toMatchObject({ key: 'photos_min' });
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) ids.push((await json(await uploadPhoto(app, app.vendor, 'SPACE'))).image_id);
  expect((await call(app, 'POST', `/api/image/space/${space.space_id}/bulk/`, app.vendor, { images_ids: ids })).status).toBe(200);
  expect(await activate()).toMatchObject({ is_active: true, has_calendar: true });
  const off = await json(await call(app, 'POST', `/api/space/${space.space_id}/deactivate/`, app.vendor));
  expect(off).toMatchObject({ is_active: false, has_calendar: false });
  expect(await knex('calendar_link').where('space_id', space.space_id).first('is_synchronized', 'sync_status')).toEqual({ is_synchronized: false, sync_status: 'UNSUBSCRIBED' });
  // without a calendar, the account permission lets the host activate
  await knex('account').where('account_id', app.fx.vendorId).update({ permissions: ['ALLOWED_TO_ACTIVATE_SPACES_WITHOUT_SYNC'] });
  expect(await activate()).toMatchObject({ is_active: true });
});

test('photos are checked by content and served as resized WebP variants with cache headers', async () => {
  const text = await uploadPhoto(app, app.vendor, 'SPACE', Buffer.from('not an image'));
  expect(await json(text)).toMatchObject({ key: 'image_unavailable_format' });
  const up = await json(await uploadPhoto(app, app.vendor, 'SPACE'));
  const variant = await app.request(`/api/image/${up.image_id}/thumb.webp`);
  expect(variant.status).toBe(200);
  expect(variant.headers.get('content-type')).toBe('image/webp');
  expect(variant.headers.get('cache-control')).toContain('immutable');
  const bytes = Buffer.from(await variant.arrayBuffer());
  expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
  expect(bytes.readUInt16LE(26) & 0x3fff).toBe(320); // VP8 frame width
  const w = await app.request(`/api/image/${up.image_id}/?w=600`);
  expect(w.headers.get('content-type')).toBe('image/webp');
  const original = await app.request(`/api/image/${up.image_id}/`);
  expect(original.headers.get('content-type')).toBe('image/png');
});
