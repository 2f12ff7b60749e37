import { ACTIVITIES, CONFIGURATION_TYPES, ORDER_TYPES, SERVICE_TYPES } from '../constants';
import { seedDemoData } from '../seed';
import { Space, CmsPage, Venue } from '../models';
import { createTestDatabase, type TestDatabase } from '../../test/db/createTestDatabase';

const count = async (db: TestDatabase, table: string, where: Record<string, unknown> = {}) =>
  Number((await db.knex(table).where(where).count<{ count: number }[]>('* as count'))[0]?.count);

describe('demo data', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
  });
  afterAll(() => db.destroy());

  it('is idempotent: a second call changes nothing', async () => {
    const before = await Promise.all(['account', 'venue', 'space', 'booking', 'image'].map((t) => count(db, t)));
    expect(await seedDemoData(db.knex)).toEqual({ seeded: false });
    expect(await Promise.all(['account', 'venue', 'space', 'booking', 'image'].map((t) => count(db, t)))).toEqual(before);
  });

  it('has the 12 provinces and at least 40 real cities inside the Netherlands', async () => {
    const regions = await db.knex('seo_location').where('entity_type', 'REGION').pluck('slug');
    expect(regions.sort()).toEqual([
      'drenthe', 'flevoland', 'friesland', 'gelderland', 'groningen', 'limburg', 'noord-brabant', 'noord-holland',
      'overijssel', 'utrecht', 'zeeland', 'zuid-holland',
    ]);
    const cities = await db.knex('seo_location').where('entity_type', 'CITY');
    expect(cities.length).toBeGreaterThanOrEqual(40);
    for (const c of cities) {
      expect(c.latitude).toBeGreaterThan(50.75);
      expect(c.latitude).toBeLessThan(53.7);
      expect(c.longitude).toBeGreaterThan(3.2);
      expect(c.longitude).toBeLessThan(7.25);
      expect(c.parent_id).not.toBeNull();
    }
    const amsterdam = cities.find((c) => c.slug === 'amsterdam');
    expect(amsterdam.latitude).toBeCloseTo(52.37, 1);
    expect(amsterdam.longitude).toBeCloseTo(4.89, 1);
    const province = await db.knex('seo_location').where('location_id', amsterdam.parent_id).first();
    expect(province.name).toBe('Noord-Holland');
  });

  it('has enough venues and spaces covering every activity, layout, booking type, tier and service type', async () => {
    expect(await count(db, 'venue', { is_active: true })).toBeGreaterThanOrEqual(150);
    expect(await count(db, 'space', { is_active: true })).toBeGreaterThanOrEqual(400);
    const venuesWithoutHours = await db.knex('venue').whereNotExists(db.knex('working_time').whereRaw('working_time.venue_id = venue.venue_id'));
    expect(venuesWithoutHours).toEqual([]);
    expect((await db.knex('space_category_link').join('space_category', 'space_category.category_id', 'space_category_link.category_id').distinct('category_key').pluck('category_key')).sort())
      .toEqual(ACTIVITIES.map((a) => a.key).sort());
    expect((await db.knex('space_configuration').distinct('configuration_type').pluck('configuration_type')).sort())
      .toEqual(CONFIGURATION_TYPES.map((c) => c.key).sort());
    expect((await db.knex('space').distinct('space_booking_type').pluck('space_booking_type')).sort()).toEqual(['DIRECT', 'MANUAL']);
    expect((await db.knex('venue_service').distinct('order_type').pluck('order_type')).sort()).toEqual([...ORDER_TYPES].sort());
    expect((await db.knex('venue_service').join('system_service', 'system_service.system_service_id', 'venue_service.system_service_id').distinct('system_service_type').pluck('system_service_type')).sort())
      .toEqual([...SERVICE_TYPES].sort());
    const prices: number[] = await db.knex('space').pluck('half_day_price');
    expect(Math.min(...prices)).toBeLessThan(15000);
    expect(Math.max(...prices)).toBeGreaterThan(75000);
    expect(await db.knex('space').whereRaw('day_price < half_day_price OR full_day_price < day_price')).toEqual([]);
  });

  it('never offers a space service as included and on request at once: priced ones are on demand, free ones part of the space', async () => {
    const rows = await db.knex('space_service as ss').join('venue_service as vs', 'vs.venue_service_id', 'ss.venue_service_id')
      .select('ss.is_on_demand', 'vs.price', 'vs.description');
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.is_on_demand).toBe(r.price > 0);
      expect(r.description).toBe(r.price > 0 ? 'Op aanvraag beschikbaar' : 'Standaard inbegrepen');
    }
  });

  it('has hosts with organisations and team members, guests and one admin', async () => {
    expect(await db.knex('account').where('is_admin', true).pluck('email')).toEqual(['admin@zaalplek.nl']);
    expect(await count(db, 'account', { account_state: 'VENDOR' })).toBeGreaterThanOrEqual(40);
    expect(await count(db, 'account', { account_state: 'BOOKER' })).toBeGreaterThanOrEqual(30);
    expect(await count(db, 'team_member', { team_role: 'OWNER' })).toBe(await count(db, 'organisation'));
  });

  it('has highlighted spaces in position order with photos of at least 641x427', async () => {
    const top = await Space.query(db.knex).modify('highlighted').withGraphFetched('[venue, space_images(meta)]');
    expect(top.length).toBeGreaterThanOrEqual(8);
    expect(top.map((s) => s.highlight_position)).toEqual(top.map((_, i) => i + 1));
    for (const space of top) {
      expect(space.space_url).toBe(`/space/${space.venue?.venue_hash}/${space.space_slug}/${space.space_reference}`);
      expect(space.space_images?.length).toBeGreaterThanOrEqual(3);
      for (const img of space.space_images ?? []) {
        expect(img.width).toBeGreaterThanOrEqual(641);
        expect(img.height).toBeGreaterThanOrEqual(427);
        expect(img.width / img.height).toBeGreaterThanOrEqual(1.3);
        expect(img.width / img.height).toBeLessThanOrEqual(1.8);
      }
    }
    const photo = await db.knex('image').where('owner_type', 'SPACE').first('data', 'byte_size');
    expect(photo.data.toString('utf8')).toMatch(/^<svg /);
    expect(photo.data.length).toBe(photo.byte_size);
    const venue = await Venue.query(db.knex).first().withGraphFetched('venue_images(meta)');
    expect(venue?.venue_images?.length).toBe(3);
  });

  it('has testimonials for both roles and the home page in nl and en', async () => {
    for (const role of ['Booker', 'Vendor']) expect(await count(db, 'feedback', { user_role: role })).toBeGreaterThanOrEqual(3);
    for (const locale of ['nl', 'en']) {
      const page = await CmsPage.query(db.knex).modify('bySlug', 'home', locale).first().withGraphFetched('blocks');
      const types = page?.blocks?.map((b) => b.block_type);
      expect(types).toEqual(expect.arrayContaining(['HERO', 'WHAT_WE_DO', 'INFO']));
      const whatWeDo = page?.blocks?.find((b) => b.block_type === 'WHAT_WE_DO')?.data as { items: { icon: string }[] };
      expect(whatWeDo.items.map((i) => i.icon)).toEqual(['connect', 'account', 'no_double_booking', 'book_directly']);
      const info = page?.blocks?.find((b) => b.block_type === 'INFO')?.data as { items: unknown[] };
      expect(info.items).toHaveLength(4);
    }
  });

  it('has the demo content in nl and en: blog, how-to, the five helpdesk categories with stories, pages and location SEO', async () => {
    const published = async (type: string, locale: string) =>
      Number((await db.knex('content_item_text as t').join('content_item as i', 'i.content_item_id', 't.content_item_id')
        .where({ 't.content_type': type, 't.locale': locale, 'i.status': 'PUBLISHED' }).count<{ c: string }[]>('* as c'))[0]!.c);
    for (const locale of ['nl', 'en']) {
      expect(await published('BLOG_ARTICLE', locale)).toBeGreaterThanOrEqual(6);
      expect(await published('HOW_TO_ARTICLE', locale)).toBeGreaterThanOrEqual(4);
      expect(await published('HELPDESK_CATEGORY', locale)).toBe(5);
      for (const page of ['about-us', 'vendor', 'security-policy', 'hall-of-fame', 'footer']) {
        expect(await CmsPage.query(db.knex).modify('bySlug', page, locale).resultSize()).toBe(1);
      }
    }
    const perCategory = await db.knex('content_item').where('content_type', 'HELPDESK_STORY').groupBy('parent_id').select('parent_id').count<{ count: number }[]>('* as count');
    expect(perCategory).toHaveLength(5);
    for (const row of perCategory) expect(Number(row.count)).toBeGreaterThanOrEqual(3);
    // the booking flow links to the general conditions by this slug
    expect(await db.knex('content_item_text').where({ content_type: 'HELPDESK_CATEGORY', locale: 'nl', slug: 'algemene-voorwaarden' }).first()).toBeDefined();
    const locations = await db.knex('seo_location').select('name', 'seo_text_nl', 'seo_text_en', 'h1_nl', 'h1_en', 'faq');
    for (const l of locations) {
      expect(l.seo_text_nl).toContain(l.name);
      expect(l.seo_text_en).toContain(l.name);
      expect(l.h1_nl && l.h1_en).toBeTruthy();
      expect(l.faq.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives the demo accounts bookings and notifications', async () => {
    const guest = await db.knex('account').where('email', 'gast@zaalplek.nl').first();
    expect(await count(db, 'booking', { account_id: guest.account_id })).toBeGreaterThanOrEqual(5);
    expect(await count(db, 'notification', { account_id: guest.account_id })).toBeGreaterThanOrEqual(2);
    const host = await db.knex('account').where('email', 'host@zaalplek.nl').first();
    expect(host.account_state).toBe('VENDOR');
    expect(await count(db, 'notification', { account_id: host.account_id })).toBeGreaterThanOrEqual(2);
  });

  it('ties every payout, finance document, coupon and booking chat to the organisation of the booked space', async () => {
    const k = db.knex;
    const orgOfBooking = (alias: string) => k.raw(`(SELECT v.organisation_id FROM booking b JOIN space s ON s.space_id = b.space_id JOIN venue v ON v.venue_id = s.venue_id WHERE b.booking_id = ${alias}.booking_id)`);
    const wrongPayouts = await k('payout as p').whereRaw('p.organisation_id IS DISTINCT FROM ?', [orgOfBooking('p')]).count<{ c: string }[]>('* as c');
    expect(Number(wrongPayouts[0]!.c)).toBe(0);
    const payoutIbans = await k('payout as p').join('organisation_bank_info as bi', (j) => j.on('bi.organisation_id', 'p.organisation_id').andOn('bi.iban', 'p.iban_number'))
      .count<{ c: string }[]>('* as c');
    expect(Number(payoutIbans[0]!.c)).toBe(await count(db, 'payout', {}));
    expect(await count(db, 'payout', {})).toBeGreaterThan(0);
    const wrongDocs = await k('finance_document as d').whereNotNull('d.booking_id').whereRaw('d.organisation_id IS DISTINCT FROM ?', [orgOfBooking('d')]).count<{ c: string }[]>('* as c');
    expect(Number(wrongDocs[0]!.c)).toBe(0);
    const wrongChats = await k('chat_channel as c').whereNotNull('c.booking_id').whereRaw('c.organisation_id IS DISTINCT FROM ?', [orgOfBooking('c')]).count<{ c: string }[]>('* as c');
    expect(Number(wrongChats[0]!.c)).toBe(0);
    const wrongCoupons = await k('booking as b').join('coupon as c', 'c.coupon_id', 'b.coupon_id').join('space as s', 's.space_id', 'b.space_id')
      .whereRaw('c.venue_id <> s.venue_id').count<{ c: string }[]>('* as c');
    expect(Number(wrongCoupons[0]!.c)).toBe(0);
  });
});
