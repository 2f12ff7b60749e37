/** Venue API: every venue rule of host-and-admin section 5 (key, field, nl/en message), life cycle, permissions. */
import type { TestApp } from '../../../test/api/testApp';
import { call, json, messages, startHostApp, uploadPhoto, validSpace, validVenue } from '../testkit/hostApi';

let app: Awaited<ReturnType<typeof startHostApp>>;
beforeAll(async () => {
  app = await startHostApp();
});
afterAll(() => app.close());

const long = (n: number) => 'a'.repeat(n);
const day = (d: number, open: number | string, close: number | string) => ({ week_day: d, open_time: open, close_time: close });

// [what, change, field, key, English text from the spec (when it gives one)]
const RULES: Array<[string, Record<string, unknown>, string, string, string?]> = [
  ['name missing', { venue_name: '' }, 'venue_name', 'name_empty'],
  ['name too short', { venue_name: 'ab' }, 'venue_name', 'name_too_short'],
  ['name too long', { venue_name: long(101) }, 'venue_name', 'name_too_long'],
  ['description missing', { venue_description: ' ' }, 'venue_description', 'description_empty'],
  ['description too short', { venue_description: 'ab' }, 'venue_description', 'description_too_short'],
  ['description too long', { venue_description: long(3001) }, 'venue_description', 'description_too_long'],
  ['rules too long', { venue_rules: long(3001) }, 'venue_rules', 'rules_too_long'],
  ['no address', { place_id: '', address: '' }, 'place_id', 'address_empty'],
  ['typed address, not chosen', { place_id: '', address: 'Damrak 1' }, 'place_id', 'address_not_selected'],
  ['unknown place', { place_id: 'nl:seo:99999999' }, 'place_id', 'address_not_found', 'Venue address not found'],
  ['contact name missing', { contact_name: '' }, 'contact_name', 'contact_name_empty'],
  ['contact name too short', { contact_name: 'Jo' }, 'contact_name', 'contact_name_too_short'],
  ['contact name too long', { contact_name: long(81) }, 'contact_name', 'contact_name_too_long'],
  ['contact phone missing', { contact_phone: '' }, 'contact_phone', 'contact_phone_empty'],
  ['contact phone format', { contact_phone: '020-1234' }, 'contact_phone', 'phone_format_incorrect', 'Phone format is incorrect'],
  ['contact e-mail missing', { contact_email: '' }, 'contact_email', 'contact_email_empty'],
  ['contact e-mail invalid', { contact_email: 'jan@' }, 'contact_email', 'invalid_email'],
  ['contact e-mail too long', { contact_email: `${long(95)}@ex.nl` }, 'contact_email', 'contact_email_too_long'],
  ['no working day', { working_time: [] }, 'working_time', 'working_time_empty'],
  ['open after close', { working_time: [day(1, 600, 600)] }, 'working_time', 'working_time_invalid'],
  ['overlapping rows', { working_time: [day(1, 480, 720), day(1, 700, 1000)] }, 'working_time', 'working_time_conflict'],
  ['previous day closes after midnight', { working_time: [day(1, 1200, 120), day(2, 60, 600)] }, 'working_time', 'working_time_conflict'],
  ['open less than 4 hours', { working_time: [day(1, 480, 700)] }, 'working_time', 'working_time_min_hours', 'Venue must be open for a minimum of 4 hours'],
];

// every row gets 5 values (jest would pass `done` to a shorter row)
test.each(RULES.map((r) => [r[0], r[1], r[2], r[3], r[4] ?? '']))('venue rule: %s', async (_what, change, field, key, english) => {
  const res = await call(app, 'POST', '/api/venue/', app.vendor, { ...validVenue(app.placeId), ...change });
  const body = await json(res);
  expect(res.status).toBe(400);
  expect(body).toMatchObject({ error_type: 'FIELD_VALIDATION', entity: 'venue', key, meta: { field }, status_code: 400 });
  expect(messages.nl[`errors.${key}`]).toBeTruthy();
  expect(messages.en[`errors.${key}`]).toBeTruthy();
  if (english) expect(messages.en[`errors.${key}`]).toBe(english);
});

test('a valid venue is created as DRAFT with its working time (close 00:00 = 1440), and PATCH rechecks the merged venue', async () => {
  const res = await call(app, 'POST', '/api/venue/', app.vendor, { ...validVenue(app.placeId), working_time: [day(5, '18:00', '00:00'), day(1, 480, 1080)] });
  const venue = await json(res);
  expect(res.status).toBe(201);
  expect(venue).toMatchObject({ status: 'DRAFT', is_active: false, city: 'Amsterdam', contact_phone: { formatted_number: '+31201234567' } });
  expect(venue.working_time).toEqual([day(1, 480, 1080), day(5, 1080, 1440)]);
  const bad = await call(app, 'PATCH', `/api/venue/${venue.venue_id}`, app.vendor, { venue_name: 'x' });
  expect(await json(bad)).toMatchObject({ key: 'name_too_short' });
  const ok = await call(app, 'PATCH', `/api/venue/${venue.venue_id}`, app.member, { venue_name: 'Nieuwe naam' });
  expect(ok.status).toBe(200);
  expect((await json(ok)).working_time).toHaveLength(2);
});

test("another organisation's venue is not found; anonymous is 401; a team member cannot add or delete spaces", async () => {
  const venue = await json(await call(app, 'POST', '/api/venue/', app.vendor, validVenue(app.placeId)));
  expect((await call(app, 'GET', `/api/venue/${venue.venue_id}/`, app.other)).status).toBe(404);
  expect((await call(app, 'PATCH', `/api/venue/${venue.venue_id}`, app.other, { venue_name: 'Overname' })).status).toBe(404);
  expect((await call(app, 'GET', `/api/venue/${venue.venue_id}/`, undefined)).status).toBe(401);
  expect((await call(app, 'GET', `/api/venue/${venue.venue_id}/`, app.member)).status).toBe(200);
  const memberSpace = await call(app, 'POST', '/api/space/', app.member, validSpace(venue.venue_id));
  expect(memberSpace.status).toBe(403);
  const space = await json(await call(app, 'POST', '/api/space/', app.vendor, validSpace(venue.venue_id)));
  expect((await call(app, 'DELETE', `/api/space/${space.space_id}/`, app.member)).status).toBe(403);
  expect((await call(app, 'DELETE', `/api/space/${space.space_id}/`, app.other)).status).toBe(404);
  expect((await call(app, 'DELETE', `/api/space/${space.space_id}/`, app.vendor)).status).toBe(204);
});

async function photos(a: TestApp, token: string, owner: 'VENUE' | 'SPACE', n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push((await json(await uploadPhoto(a, token, owner))).image_id);
  return ids;
}

test('venue life cycle: needs a space and 3..10 photos to go live; deactivate hides it; removal refused while bookings are active', async () => {
  const venue = await json(await call(app, 'POST', '/api/venue/', app.vendor, validVenue(app.placeId)));
  const id = venue.venue_id;
  expect(await json(await call(app, 'POST', `/api/venue/${id}/activate/`, app.vendor))).toMatchObject({ error_type: 'VALIDATION', key: 'venue_needs_space' });
  await call(app, 'POST', '/api/space/', app.vendor, validSpace(id));
  expect(await json(await call(app, 'POST', `/api/venue/${id}/activate/`, app.vendor))).toMatchObject({ key: 'photos_min' });

  const ids = await photos(app, app.vendor, 'VENUE', 3);
  const two = await call(app, 'POST', `/api/image/venue/${id}/bulk/`, app.vendor, { images_ids: ids.slice(0, 2) });
  expect(await json(two)).toMatchObject({ key: 'photos_min', meta: { field: 'images_ids' } });
  expect(await json(await call(app, 'POST', `/api/image/venue/${id}/bulk/`, app.vendor, { images_ids: Array.from({ length: 11 }, (_, i) => i + 1) }))).toMatchObject({ key: 'photos_max' });
  expect(messages.en['errors.photos_min']).toBeTruthy();
  const linked = await json(await call(app, 'POST', `/api/image/venue/${id}/bulk/`, app.vendor, { images_ids: [ids[2], ids[0], ids[1]] }));
  expect(linked.map((i: { image_id: number }) => i.image_id)).toEqual([ids[2], ids[0], ids[1]]);
  // another organisation cannot take these photos
  expect((await call(app, 'POST', `/api/image/venue/${id}/bulk/`, app.other, { images_ids: ids })).status).toBe(404);

  const live = await json(await call(app, 'POST', `/api/venue/${id}/activate/`, app.vendor));
  expect(live).toMatchObject({ status: 'PUBLISHED', is_active: true });
  expect(await json(await call(app, 'POST', `/api/venue/${id}/deactivate/`, app.vendor))).toMatchObject({ is_active: false });

  const spaceId = live.venue_spaces[0].space_id;
  await app.db.knex('booking').insert({
    booking_hash: 'hostdel1', space_id: spaceId, account_id: app.fx.bookerId, attendees: 2, booking_status: 'PAID', booking_type: 'DIRECT',
    booking_start: new Date(Date.now() + 86_400_000), booking_end: new Date(Date.now() + 90_000_000),
  });
  expect(await json(await call(app, 'DELETE', `/api/venue/${id}/`, app.vendor))).toMatchObject({ error_type: 'CONFLICT', key: 'delete_rejected_active_bookings' });
  await app.db.knex('booking').where('booking_hash', 'hostdel1').update({ booking_status: 'CANCELLED' });
  expect((await call(app, 'DELETE', `/api/venue/${id}/`, app.vendor)).status).toBe(204);
  expect((await call(app, 'GET', `/api/venue/${id}/`, app.vendor)).status).toBe(404);
  expect((await json(await call(app, 'GET', '/api/venue/', app.vendor))).some((v: { venue_id: number }) => v.venue_id === id)).toBe(false);
});

test("venue catering set in the venue wizard is offered on the venue's spaces (existing and created later), as the space page lists it", async () => {
  const venue = await json(await call(app, 'POST', '/api/venue/', app.vendor, validVenue(app.placeId)));
  const before = await json(await call(app, 'POST', '/api/space/', app.vendor, validSpace(venue.venue_id)));
  const lunch = await app.db.knex('system_service').where({ system_service_type: 'CATERING', system_service_key: 'lunch' }).first('system_service_id');
  const saved = await call(app, 'POST', '/api/venue/services/bulk/', app.vendor, { venue_id: venue.venue_id, venue_services: [{ system_service_id: lunch.system_service_id, is_enabled: true, price: 1750 }] });
  expect(saved.status).toBe(200);
  const after = await json(await call(app, 'POST', '/api/space/', app.vendor, validSpace(venue.venue_id)));
  expect((await call(app, 'POST', '/api/space/facility/bulk/', app.vendor, { space_id: after.space_id, facilities: [] })).status).toBe(200);

  // what the space offers (space_service_balance of the space page lists the enabled links of enabled venue services)
  const offered = async (spaceId: number) =>
    ((await json(await call(app, 'GET', `/api/space/${spaceId}/facility/`, app.vendor))) as Array<{ system_service_key: string; service_type: string; is_enabled: boolean }>)
      .filter((s) => s.is_enabled)
      .map((s) => `${s.service_type}:${s.system_service_key}`);
  expect(await offered(before.space_id)).toContain('CATERING:lunch');
  expect(await offered(after.space_id)).toContain('CATERING:lunch');
  // switched off for one space: saving the venue's services again does not switch it back on
  await app.db.knex('space_service').where('space_id', before.space_id).update({ is_enabled: false });
  await call(app, 'POST', '/api/venue/services/bulk/', app.vendor, { venue_id: venue.venue_id, venue_services: [{ system_service_id: lunch.system_service_id, is_enabled: true, price: 1750 }] });
  expect(await offered(before.space_id)).not.toContain('CATERING:lunch');
});
