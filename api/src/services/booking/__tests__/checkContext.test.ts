/**
 * create_booking's one-statement check read (checkContext.ts) gives exactly what the separate loaders give
 * (loadSpaceRules, loadSpace, loadConfigurations, loadServices, loadOpening, countBookingsOnDay): the same
 * values and types through its json columns, with services booked in the window, exceptions and the day's bookings.
 */
import { createTestDatabase, type TestDatabase } from '../../../test/db/createTestDatabase';
import { countBookingsOnDay, loadConfigurations, loadServices, loadSpace } from '../../pricing/load';
import { loadBookingCheckContext } from '../checkContext';
import { createBooking } from '../createBooking';
import { loadOpening, loadSpaceRules } from '../spaceRules';
import { bookingFixture, hoursFrom, type BookingFixture } from '../testing/bookingFixture';

let db: TestDatabase;
let fx: BookingFixture;
const base = new Date(Date.UTC(2033, 3, 4, 0, 0, 0));

beforeAll(async () => {
  db = await createTestDatabase({ seed: true });
  fx = await bookingFixture(db.knex);
});
afterAll(() => db.destroy());

test.each(['nl', 'en'] as const)('the same rules, prices, configurations, services, opening and day count as the loaders (%s)', async (locale) => {
  const k = db.knex;
  const services = await k('space_service').where('space_id', fx.spaceId).where('is_enabled', true).select('space_service_id');
  expect(services.length).toBeGreaterThan(0);
  // a booking with a service in the window, one more that day, an opening exception around it
  const day = locale === 'nl' ? 0 : 96; // days apart: each case sees only its own exception (read a day around the window)
  await createBooking(k, fx.guest, { space_id: fx.spaceId, slot_start: hoursFrom(base, day + 9), slot_end: hoursFrom(base, day + 11), attendees: 3, terms_accepted: true,
    services: [{ service_id: services[0]!.space_service_id, quantity: 2 }] });
  await createBooking(k, fx.guest2, { space_id: fx.spaceId, slot_start: hoursFrom(base, day + 14), slot_end: hoursFrom(base, day + 15), attendees: 3, terms_accepted: true });
  await k('space_availability').insert({ space_id: fx.spaceId, is_opened: false, slot_from: hoursFrom(base, day + 18), slot_to: hoursFrom(base, day + 20) });
  const start = new Date(hoursFrom(base, day + 10));
  const end = new Date(hoursFrom(base, day + 12));

  const ctx = await loadBookingCheckContext(k, { space_id: fx.spaceId, account_id: fx.guest.accountId, origin_booking_id: null, start, end, locale });
  const rules = await loadSpaceRules(k, fx.spaceId);
  expect(ctx?.rules).toEqual(rules);
  expect(ctx?.account_blocked).toBe(false);
  expect(ctx?.origin_status).toBeNull();
  expect(ctx?.quote).toEqual({
    space: await loadSpace(k, fx.spaceId),
    configurations: await loadConfigurations(k, fx.spaceId, locale),
    services: await loadServices(k, fx.spaceId, { start, end }, locale),
    opening: await loadOpening(k, rules!, start, end),
    bookings_on_day: await countBookingsOnDay(k, fx.spaceId, start),
  });
  expect(ctx?.quote.bookings_on_day).toBe(2);
  expect(ctx?.quote.opening.exceptions).toHaveLength(1);
  expect(ctx?.quote.services.find((s) => s.service_id === services[0]!.space_service_id)).toBeDefined();
});

test("the rebooked booking's status only for the guest's own booking; no row for an unknown space", async () => {
  const k = db.knex;
  const rec = await createBooking(k, fx.guest, { space_id: fx.spaceId, slot_start: hoursFrom(base, 100), slot_end: hoursFrom(base, 102), attendees: 2, terms_accepted: true });
  const q = { space_id: fx.spaceId, origin_booking_id: rec.booking_id, start: new Date(hoursFrom(base, 100)), end: new Date(hoursFrom(base, 102)), locale: 'nl' as const };
  expect((await loadBookingCheckContext(k, { ...q, account_id: fx.guest.accountId }))?.origin_status).toBe(rec.booking_status);
  expect((await loadBookingCheckContext(k, { ...q, account_id: fx.guest2.accountId }))?.origin_status).toBeNull();
  expect(await loadBookingCheckContext(k, { ...q, space_id: 987654, account_id: fx.guest.accountId })).toBeNull();
});
