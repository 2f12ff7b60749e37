/**
 * A small, fully known data set for the API tests (independent of the demo seed):
 * accounts of every role, two regions/cities, active venues (one with an accented name),
 * an inactive venue, highlighted spaces, paging filler, images, feedback, CMS home nl/en,
 * bookings and notifications.
 */
import type { Knex } from 'knex';

/** 1x1 transparent PNG */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export const PAGING_VENUES = 25;

export interface Fixtures {
  vendorId: number;
  bookerId: number;
  otherBookerId: number;
  adminId: number;
  memberId: number;
  organisationId: number;
  venueA: { id: number; hash: string };
  venueB: { id: number; hash: string };
  hiddenVenue: { id: number; hash: string };
  spaceA1: { id: number; reference: string };
  spaceA2: { id: number; reference: string };
  spaceB1: { id: number; reference: string };
  hiddenSpace: { id: number; reference: string };
  imageIds: number[];
  bookings: { paid: number; request: number; cancelled: number; otherBookers: number };
}

const one = async (q: Promise<Array<Record<string, number>>>, column: string): Promise<number> => (await q)[0]![column]!;

export async function insertFixtures(knex: Knex): Promise<Fixtures> {
  const account = (email: string, first: string, state: 'BOOKER' | 'VENDOR', isAdmin = false) =>
    one(knex('account').insert({ email, first_name: first, last_name: 'Test', account_state: state, is_admin: isAdmin }).returning('account_id'), 'account_id');
  const vendorId = await account('vendor@example.nl', 'Vera', 'VENDOR');
  const bookerId = await account('booker@example.nl', 'Bram', 'BOOKER');
  const otherBookerId = await account('other@example.nl', 'Olga', 'BOOKER');
  const adminId = await account('admin@example.nl', 'Ada', 'BOOKER', true);
  const memberId = await account('member@example.nl', 'Mo', 'VENDOR');

  const organisationId = await one(
    knex('organisation').insert({ account_id: vendorId, organisation_type: 'PRIVATE', organisation_name: 'Test BV' }).returning('organisation_id'),
    'organisation_id',
  );
  await knex('team_member').insert({ organisation_id: organisationId, account_id: memberId, email: 'member@example.nl', team_role: 'VENUE_MANAGER', invitation_status: 'ACCEPTED' });
  const otherOrg = await one(knex('organisation').insert({ account_id: otherBookerId, organisation_type: 'PRIVATE' }).returning('organisation_id'), 'organisation_id');

  const location = (entity_type: string, name: string, slug: string, lat: number, lng: number, parent_id: number | null) =>
    one(knex('seo_location').insert({ entity_type, name, slug, latitude: lat, longitude: lng, parent_id }).returning('location_id'), 'location_id');
  const nh = await location('REGION', 'Noord-Holland', 'noord-holland', 52.52, 4.79, null);
  const ut = await location('REGION', 'Utrecht', 'utrecht', 52.08, 5.17, null);
  const amsterdam = await location('CITY', 'Amsterdam', 'amsterdam', 52.3728, 4.8936, nh);
  const utrecht = await location('CITY', 'Utrecht', 'utrecht', 52.0908, 5.1222, ut);

  const venue = async (hash: string, name: string, city: number, region: number, lat: number, lng: number, active = true, org = organisationId) => ({
    id: await one(
      knex('venue')
        .insert({
          organisation_id: org, venue_hash: hash, venue_name: name, venue_slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          venue_description: `${name} beschrijving`, address: 'Straat 1', city_id: city, region_id: region, latitude: lat, longitude: lng,
          status: active ? 'PUBLISHED' : 'DRAFT', is_active: active,
        })
        .returning('venue_id'),
      'venue_id',
    ),
    hash,
  });
  const venueA = await venue('aaaa1111', 'Café De Zaal', amsterdam, nh, 52.3728, 4.8936);
  const venueB = await venue('bbbb2222', 'Utrechtse Vergaderhoeve', utrecht, ut, 52.0908, 5.1222);
  const hiddenVenue = await venue('cccc3333', 'Verborgen Locatie', amsterdam, nh, 52.37, 4.89, false);

  let ref = 100000;
  const space = async (venueId: number, name: string, opts: { half: number; max: number; config: string; highlight?: number; type?: string }) => {
    const reference = String(++ref);
    const id = await one(
      knex('space')
        .insert({
          venue_id: venueId, space_name: name, space_slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), space_reference: reference,
          space_description: `${name} omschrijving`, min_guests: 2, max_guests: opts.max,
          short_day_price: opts.half - 5000, half_day_price: opts.half, day_price: opts.half * 2, full_day_price: opts.half * 3,
          space_booking_type: opts.type ?? 'DIRECT', is_active: true, is_highlighted: opts.highlight != null,
          highlight_position: opts.highlight ?? null, rating: 8.5,
        })
        .returning('space_id'),
      'space_id',
    );
    await knex('space_configuration').insert({ space_id: id, configuration_type: opts.config, is_default: true, min_guests: 2, max_guests: opts.max });
    return { id, reference };
  };
  const spaceA1 = await space(venueA.id, 'Grote Zaal', { half: 30000, max: 100, config: 'theater', highlight: 2 });
  const spaceA2 = await space(venueA.id, 'Kleine Kamer', { half: 10000, max: 8, config: 'block', highlight: 1, type: 'MANUAL' });
  const spaceB1 = await space(venueB.id, 'Boardroom', { half: 20000, max: 20, config: 'u-shape', highlight: 3 });
  const hiddenSpace = await space(hiddenVenue.id, 'Geheime Kamer', { half: 5000, max: 50, config: 'block', highlight: 4 });
  for (let i = 1; i <= PAGING_VENUES; i++) {
    const v = await venue(`pg${String(i).padStart(6, '0')}`, `Paging Venue ${i}`, utrecht, ut, 52.0 + i / 100, 5.0, true, otherOrg);
    await space(v.id, `Paging Room ${i}`, { half: 15000 + i, max: 10, config: 'block' });
  }

  const weMeet = await knex('space_category').where('category_key', 'we_meet').first('category_id');
  if (weMeet) await knex('space_category_link').insert({ space_id: spaceA1.id, category_id: weMeet.category_id });
  const aircon = await knex('feature').where('feature_key', 'airconditioning').first('feature_id');
  if (aircon) await knex('space_feature').insert({ space_id: spaceA1.id, feature_id: aircon.feature_id });
  for (let day = 1; day <= 5; day++) await knex('working_time').insert({ venue_id: venueA.id, week_day: day, open_time: 480, close_time: 1440 });

  const imageIds: number[] = [];
  for (const [position, owner] of [[1, spaceA1.id], [0, spaceA1.id], [0, spaceA2.id]] as const) {
    imageIds.push(
      await one(
        knex('image').insert({ owner_type: 'SPACE', owner_id: owner, position, mime_type: 'image/png', width: 1, height: 1, byte_size: PNG_BYTES.length, data: PNG_BYTES }).returning('image_id'),
        'image_id',
      ),
    );
  }

  await knex('feedback').insert([
    { user_name: 'Bea Booker', user_role: 'Booker', feedback_nl: 'Top zaal!', feedback_en: 'Great room!', position: 2, avatar_image_id: imageIds[2] },
    { user_name: 'Bob Booker', user_role: 'Booker', feedback_nl: 'Snel geboekt.', feedback_en: 'Booked quickly.', position: 1 },
    { user_name: 'Vic Vendor', user_role: 'Vendor', feedback_nl: 'Meer boekingen.', feedback_en: 'More bookings.', position: 1, user_company_name: 'Zalen BV' },
  ]);

  for (const [locale, title, hero] of [['nl', 'Vergaderruimte huren', 'Vind je zaal'], ['en', 'Rent a meeting room', 'Find your space']] as const) {
    const pageId = await one(knex('cms_page').insert({ slug: 'home', locale, title, meta_title: title }).returning('cms_page_id'), 'cms_page_id');
    await knex('cms_block').insert([
      { cms_page_id: pageId, block_type: 'SLIDER', position: 2, data: JSON.stringify({ title: 'Top', source: 'top_spaces', limit: 4 }) },
      { cms_page_id: pageId, block_type: 'HERO', position: 1, data: JSON.stringify({ title: hero, subtitle: '' }) },
    ]);
  }

  const day = 24 * 3600 * 1000;
  const booking = (accountId: number, spaceId: number, hash: string, status: string, type: string, startInDays: number) =>
    one(
      knex('booking')
        .insert({
          booking_hash: hash, space_id: spaceId, account_id: accountId, attendees: 4, booking_status: status, booking_type: type,
          booking_start: new Date(Date.now() + startInDays * day), booking_end: new Date(Date.now() + startInDays * day + 4 * 3600 * 1000),
          meeting_name: `${status} meeting`,
        })
        .returning('booking_id'),
      'booking_id',
    );
  const bookings = {
    paid: await booking(bookerId, spaceA1.id, 'paid0001', 'PAID', 'DIRECT', 10),
    request: await booking(bookerId, spaceA2.id, 'reqs0001', 'PENDING', 'MANUAL', 12),
    cancelled: await booking(bookerId, spaceB1.id, 'canc0001', 'CANCELLED', 'DIRECT', 14),
    otherBookers: await booking(otherBookerId, spaceB1.id, 'othr0001', 'PAID', 'DIRECT', 20),
  };
  await knex('booking').insert({
    booking_hash: 'draft001', space_id: spaceB1.id, account_id: bookerId, attendees: 2, booking_status: 'DRAFT', booking_type: 'DIRECT',
    booking_start: new Date(Date.now() + 30 * day), booking_end: new Date(Date.now() + 30 * day + 3600 * 1000),
  });
  await knex('booking_order').insert({ booking_id: bookings.paid, order_status: 'PAID', order_subtotal: 30000, service_fee: 3000, vat_total: 6930, order_total: 39930 });

  await knex('notification').insert([
    { account_id: bookerId, event_name: 'ORDER_PAID', is_read: false },
    { account_id: bookerId, event_name: 'ORDER_PAID', is_read: false, venue_id: venueA.id },
    { account_id: bookerId, event_name: 'ORDER_PAID', is_read: true },
    { account_id: otherBookerId, event_name: 'ORDER_PAID', is_read: false },
  ]);

  return { vendorId, bookerId, otherBookerId, adminId, memberId, organisationId, venueA, venueB, hiddenVenue, spaceA1, spaceA2, spaceB1, hiddenSpace, imageIds, bookings };
}
