/** Hosts, organisations, venues, spaces, services and photos of the demo data. */
import type { Knex } from 'knex';
import { ACTIVITIES, CONFIGURATION_TYPES, ORDER_TYPES, SERVICE_BREAKS } from '../constants';
import { loadDutchGeo, type SeedCity } from './geo';
import { roomPhoto } from './images';
import { insertRows } from './insert';
import { sanitizeRichText } from '../../domain/content/richText';
import { citySeo, regionSeo, type LocationSeo } from './locationSeo';
import { slugify } from '../../domain/text/slugify';
import { Prng } from './prng';
import {
  COMPANY_WORDS, FIRST_NAMES, LAST_NAMES, SPACE_KINDS, SPACE_LABELS, STREETS, VENUE_NAMES, VENUE_TYPES,
  spaceDescription, venueDescription,
} from './words';

export const HOST_COUNT = 40;
export const VENUE_COUNT = 160;
export const HIGHLIGHTED_COUNT = 12;

/** half-day price tiers (cents); day = ~1.7x, full day = ~2.3x */
const PRICE_TIERS = [
  { name: 'budget', halfDay: [7500, 15000] },
  { name: 'standard', halfDay: [15000, 35000] },
  { name: 'premium', halfDay: [35000, 75000] },
  { name: 'exclusive', halfDay: [75000, 200000] },
] as const;

const TEAM_ROLES_EXTRA = ['CLEANER', 'FINANCE', 'KEY_MANAGER', 'SUPPORT', 'VENUE_MANAGER'] as const;

export interface MarketplaceIds {
  hostAccountIds: number[];
  organisationIds: number[];
  venueIds: number[];
  spaceIds: number[];
}

const sanitisedSeo = (seo: LocationSeo): LocationSeo => ({ ...seo, seo_text_nl: sanitizeRichText(seo.seo_text_nl), seo_text_en: sanitizeRichText(seo.seo_text_en) });

const round = (cents: number, step = 500) => Math.round(cents / step) * step;

export async function seedMarketplace(trx: Knex, prng: Prng, hostEmails: string[]): Promise<MarketplaceIds> {
  // --- geo
  const provinces = loadDutchGeo(5);
  const provinceIds = await insertRows(trx, 'seo_location', provinces.map((p) => ({
    entity_type: 'REGION', name: p.name, slug: p.slug, latitude: p.latitude, longitude: p.longitude,
    ...sanitisedSeo(regionSeo(p.name, p.slug, p.cities.map((c) => c.name))),
  })), 'location_id');
  const cities: (SeedCity & { id: number; regionId: number })[] = [];
  for (const [i, p] of provinces.entries()) {
    const ids = await insertRows(trx, 'seo_location', p.cities.map((c) => ({
      entity_type: 'CITY', name: c.name, slug: c.slug, parent_id: provinceIds[i], latitude: c.latitude, longitude: c.longitude,
      geonames_id: c.geonamesId, population: c.population,
      ...sanitisedSeo(citySeo(c.name, p.name, c.population)),
    })), 'location_id');
    p.cities.forEach((c, j) => cities.push({ ...c, id: ids[j] as number, regionId: provinceIds[i] as number }));
  }

  // --- hosts: account, organisation, bank info, collection, team
  const hostAccountIds = await insertRows(trx, 'account', hostEmails.map((email, i) => ({
    email, first_name: FIRST_NAMES[i % FIRST_NAMES.length], last_name: LAST_NAMES[(i * 7) % LAST_NAMES.length],
    phone: `+316${String(10000000 + i).slice(-8)}`, locale: i % 5 === 0 ? 'en' : 'nl', account_state: 'VENDOR',
    is_email_verified: true, is_phone_verified: true,
    permissions: i % 4 === 0 ? ['ALLOWED_TO_ACTIVATE_SPACES_WITHOUT_SYNC', 'ALLOWED_TO_SET_SPACE_BOOKING_TYPES'] : ['ALLOWED_TO_ACTIVATE_SPACES_WITHOUT_SYNC'],
  })), 'account_id');
  const orgNames = hostAccountIds.map((_, i) => `${VENUE_NAMES[i % VENUE_NAMES.length]} ${COMPANY_WORDS[i % COMPANY_WORDS.length]}`);
  const organisationIds = await insertRows(trx, 'organisation', hostAccountIds.map((accountId, i) => ({
    account_id: accountId, organisation_type: i % 6 === 5 ? 'PRIVATE' : 'PUBLIC', organisation_name: orgNames[i],
    vat_number: `NL${String(800000000 + i * 7919).padStart(9, '0')}B01`, vat_rate: 21, finance_email: `finance+${i}@example.nl`,
    coc: String(60000000 + i * 1237), address: `${prng.pick(STREETS)} ${prng.int(1, 200)}`, finance_address: `${prng.pick(STREETS)} ${prng.int(1, 200)}`,
    organisation_rating: [10, 9, 8, 7, 6, 5, 4, 3][i % 8], service_fee_rate: 10,
  })), 'organisation_id');
  await insertRows(trx, 'organisation_bank_info', organisationIds.map((organisationId, i) => ({
    organisation_id: organisationId, bank_ascription: orgNames[i], iban: `NL${String(10 + (i % 89)).padStart(2, '0')}INGB${String(1000000000 + i * 3571).slice(0, 10)}`, is_active: true,
  })));
  const usedHashes = new Set<string>();
  const hash = () => {
    let h = prng.alnum(8);
    while (usedHashes.has(h)) h = prng.alnum(8);
    usedHashes.add(h);
    return h;
  };
  const collectionIds = await insertRows(trx, 'collection', organisationIds.map((organisationId, i) => ({
    organisation_id: organisationId, name: orgNames[i], slug: `${slugify(orgNames[i] as string)}-${i + 1}`, collection_hash: hash(),
    promo_text: 'Unieke locaties voor elke gelegenheid.', about_us: `${orgNames[i]} verhuurt sfeervolle ruimtes voor zakelijke en feestelijke bijeenkomsten.`,
    website: `https://example.nl/${slugify(orgNames[i] as string)}`, social_links: JSON.stringify({ linkedin: 'https://www.linkedin.com/', instagram: 'https://www.instagram.com/' }),
    has_public_page: i % 2 === 0,
  })), 'collection_id');
  const team: object[] = [];
  organisationIds.forEach((organisationId, i) => {
    team.push({ organisation_id: organisationId, account_id: hostAccountIds[i], email: hostEmails[i], first_name: FIRST_NAMES[i % FIRST_NAMES.length], last_name: LAST_NAMES[(i * 7) % LAST_NAMES.length], team_role: 'OWNER', invitation_status: 'ACCEPTED' });
    const extra = 1 + (i % 2);
    for (let k = 0; k < extra; k++) {
      const role = TEAM_ROLES_EXTRA[(i + k) % TEAM_ROLES_EXTRA.length];
      team.push({ organisation_id: organisationId, email: `team${i + 1}-${k + 1}@example.nl`, first_name: prng.pick(FIRST_NAMES), last_name: prng.pick(LAST_NAMES), team_role: role, invitation_status: k === 0 ? 'ACCEPTED' : 'INVITED' });
    }
  });
  await insertRows(trx, 'team_member', team);

  // --- venue tags
  const tagNames: [string, string][] = [
    ['Aan het water', 'Waterside'], ['Historisch', 'Historic'], ['Industrieel', 'Industrial'], ['In het groen', 'In nature'],
    ['Centraal gelegen', 'Central'], ['Modern', 'Modern'], ['Duurzaam', 'Sustainable'], ['Met terras', 'With terrace'],
    ['Uniek', 'Unique'], ['Betaalbaar', 'Affordable'], ['Luxe', 'Luxury'], ['Creatief', 'Creative'],
  ];
  const tagIds = await insertRows(trx, 'venue_tag', tagNames.map(([nl, en], i) => ({ name_nl: nl, name_en: en, importance: 10 - (i % 10) })), 'tag_id');

  // --- venues: spread over the cities, bigger cities get more
  const weighted = [...cities].sort((a, b) => b.population - a.population);
  const venueCities = Array.from({ length: VENUE_COUNT }, (_, i) => (i < weighted.length ? weighted[i] : weighted[(i * 7) % 15]) as (typeof cities)[number]);
  const venueRows = venueCities.map((city, i) => {
    const venueName = `${VENUE_TYPES[i % VENUE_TYPES.length]} ${VENUE_NAMES[(i * 3) % VENUE_NAMES.length]}${i >= VENUE_TYPES.length * 2 ? ` ${city.name}` : ''}`.slice(0, 100);
    const orgIndex = i % HOST_COUNT;
    return {
      organisation_id: organisationIds[orgIndex], collection_id: collectionIds[orgIndex], venue_hash: hash(), venue_name: venueName,
      venue_slug: slugify(venueName), venue_description: venueDescription(prng, venueName, city.name), venue_rules: 'Roken is niet toegestaan. Laat de ruimte netjes achter.',
      venue_type: VENUE_TYPES[i % VENUE_TYPES.length], place_id: `demo-place-${i + 1}`, address: `${prng.pick(STREETS)} ${prng.int(1, 250)}`,
      postal_code: `${prng.int(1000, 9999)} ${prng.alnum(2).replace(/[0-9]/g, 'a').toUpperCase()}`, city_id: city.id, region_id: city.regionId,
      latitude: Number((city.latitude + (prng.next() - 0.5) * 0.03).toFixed(6)), longitude: Number((city.longitude + (prng.next() - 0.5) * 0.05).toFixed(6)),
      contact_name: `${prng.pick(FIRST_NAMES)} ${prng.pick(LAST_NAMES)}`, contact_phone: `+3120${prng.int(1000000, 9999999)}`, contact_email: `info+${i + 1}@example.nl`,
      allow_customer_catering: prng.chance(0.3), status: 'PUBLISHED', is_active: true,
      meta_title: `${venueName} in ${city.name}`, meta_description: `Vergaderen en vieren bij ${venueName} in ${city.name}.`,
    };
  });
  const venueIds = await insertRows(trx, 'venue', venueRows, 'venue_id');

  const hours: object[] = [];
  const venueTags: object[] = [];
  const venueFeatures: object[] = [];
  const venueFeatureIds: number[] = await trx('feature').where('feature_scope', 'VENUE').orderBy('position').pluck('feature_id');
  venueIds.forEach((venueId, i) => {
    const pattern = i % 4;
    for (let day = 1; day <= 7; day++) {
      if (day <= 5) hours.push({ venue_id: venueId, week_day: day, open_time: pattern === 0 ? 420 : 480, close_time: pattern === 1 ? 1440 : pattern === 2 ? 1380 : 1080 });
      else if (pattern !== 3) hours.push({ venue_id: venueId, week_day: day, open_time: 600, close_time: day === 6 ? 1440 : 1020 });
    }
    for (const tagId of prng.sample(tagIds, 3 + (i % 3))) venueTags.push({ venue_id: venueId, tag_id: tagId });
    for (const featureId of prng.sample(venueFeatureIds, 2 + (i % 4))) venueFeatures.push({ venue_id: venueId, feature_id: featureId });
  });
  await insertRows(trx, 'working_time', hours);
  await insertRows(trx, 'venue_tag_link', venueTags);
  await insertRows(trx, 'venue_feature', venueFeatures);

  // --- venue services: every service type and order type appears
  const services: { system_service_id: number; system_service_type: string; order_type: string; vat_rate: number }[] = await trx('system_service').orderBy('position');
  const venueServiceRows: Record<string, unknown>[] = [];
  venueIds.forEach((venueId, i) => {
    const chosen = [...prng.sample(services.filter((s) => s.system_service_type === 'CATERING'), 3), ...prng.sample(services.filter((s) => s.system_service_type === 'FACILITY'), 4), services.filter((s) => s.system_service_type === 'HUMAN_RESOURCE')[i % 2]];
    chosen.forEach((s, k) => {
      if (!s) return;
      const orderType = k === 0 ? ORDER_TYPES[i % ORDER_TYPES.length] : s.order_type;
      const price = s.system_service_type === 'FACILITY' && k % 2 === 0 ? 0 : round(prng.int(250, 4500), 50);
      venueServiceRows.push({
        venue_id: venueId, system_service_id: s.system_service_id, is_enabled: true, is_on_demand: price > 0, vat_rate: s.vat_rate,
        price, price_net: Math.round((price * 100) / (100 + s.vat_rate)), order_type: orderType, is_mandatory: k === 0 && i % 10 === 0,
        is_inventory_enabled: orderType === 'per_item', max_inventory: orderType === 'per_item' ? prng.int(2, 20) : null,
        description: price > 0 ? 'Op aanvraag beschikbaar' : 'Standaard inbegrepen',
      });
    });
  });
  const venueServiceIds = await insertRows(trx, 'venue_service', venueServiceRows, 'venue_service_id');
  const onDemand = new Map(venueServiceIds.map((id, k) => [id as number, venueServiceRows[k]!.is_on_demand === true]));
  const servicesByVenue = new Map<number, number[]>();
  venueServiceRows.forEach((row, k) => {
    const list = servicesByVenue.get(row.venue_id as number) ?? [];
    list.push(venueServiceIds[k] as number);
    servicesByVenue.set(row.venue_id as number, list);
  });

  // --- spaces: 2-4 per venue, round-robin over activities, layouts, tiers and booking types
  const spaceRows: Record<string, unknown>[] = [];
  const spaceMeta: { venueIndex: number; activities: string[]; configs: string[]; maxGuests: number }[] = [];
  let spaceCounter = 0;
  venueIds.forEach((venueId, v) => {
    const count = 2 + (v % 3);
    for (let k = 0; k < count; k++, spaceCounter++) {
      const n = spaceCounter;
      const tier = PRICE_TIERS[n % PRICE_TIERS.length] as (typeof PRICE_TIERS)[number];
      const halfDay = round(prng.int(tier.halfDay[0], tier.halfDay[1]));
      const day = round(halfDay * (1.5 + prng.next() * 0.4));
      const fullDay = round(day * (1.2 + prng.next() * 0.3));
      const maxGuests = [6, 10, 14, 20, 30, 50, 80, 120, 200][(n * 5 + k) % 9] as number;
      const size = Math.max(12, maxGuests * prng.int(2, 4));
      const activities = [ACTIVITIES[n % ACTIVITIES.length].key, ...prng.sample(ACTIVITIES.map((a) => a.key), prng.int(0, 2))].filter((a, idx, all) => all.indexOf(a) === idx);
      const configs = [CONFIGURATION_TYPES[n % CONFIGURATION_TYPES.length].key, ...prng.sample(CONFIGURATION_TYPES.map((c) => c.key), prng.int(1, 3))].filter((c, idx, all) => all.indexOf(c) === idx);
      const spaceName = `${SPACE_KINDS[(n + k) % SPACE_KINDS.length]} ${SPACE_LABELS[(n * 7) % SPACE_LABELS.length]}`;
      const direct = n % 2 === 0;
      spaceRows.push({
        venue_id: venueId, space_name: spaceName, internal_name: `${spaceName} (${v + 1}.${k + 1})`, space_slug: slugify(spaceName),
        space_reference: String(100001 + n), space_description: spaceDescription(prng, activities, maxGuests, size),
        access_instructions: 'Meld je bij de receptie op de begane grond.', space_size: size, min_guests: 2, max_guests: maxGuests,
        short_day_price: n % 3 === 0 ? round(halfDay * 0.6) : halfDay, half_day_price: halfDay, day_price: day, full_day_price: fullDay,
        vat_rate: 21, service_fee_rate: 10, space_booking_type: direct ? 'DIRECT' : 'MANUAL', cancellation_th: [24, 48, 72, 168][n % 4],
        host_approval_th: 48, book_before_min_th: [0, 2, 24][n % 3], book_before_max_th: [null, 2160, 8760][n % 3],
        preparation_time: [0, 15, 30][n % 3], service_break: SERVICE_BREAKS[n % SERVICE_BREAKS.length], booking_limit: n % 5 === 0 ? 2 : 0,
        has_discount: n % 9 === 0, discount_percentage: n % 9 === 0 ? 15 : null, discount_description: n % 9 === 0 ? 'Maatschappelijke korting' : null,
        wifi_name: `Zaalplek-${n}`, wifi_code: prng.alnum(10), is_afterpay_allowed: n % 3 !== 1, is_payment_options_selectable: n % 3 === 0,
        is_active: true, is_prospect: n % 23 === 0, is_highlighted: false, rating: Number((5 + prng.next() * 5).toFixed(1)),
        meta_title: spaceName,
      });
      spaceMeta.push({ venueIndex: v, activities, configs, maxGuests });
    }
  });
  // highlighted: spaced out over the list so different cities show up
  const step = Math.floor(spaceRows.length / HIGHLIGHTED_COUNT);
  for (let h = 0; h < HIGHLIGHTED_COUNT; h++) Object.assign(spaceRows[h * step] as object, { is_highlighted: true, highlight_position: h + 1 });
  const spaceIds = await insertRows(trx, 'space', spaceRows, 'space_id', 400);

  const categoryIds = new Map<string, number>((await trx('space_category').select('category_key', 'category_id')).map((r) => [r.category_key, r.category_id]));
  const spaceFeatureIds: number[] = await trx('feature').where('feature_scope', 'SPACE').orderBy('position').pluck('feature_id');
  const categoryLinks: object[] = [];
  const configRows: object[] = [];
  const spaceFeatures: object[] = [];
  const spaceServices: object[] = [];
  spaceIds.forEach((spaceId, i) => {
    const meta = spaceMeta[i] as (typeof spaceMeta)[number];
    meta.activities.forEach((a, k) => categoryLinks.push({ space_id: spaceId, category_id: categoryIds.get(a), has_mandatory: k === 0 }));
    meta.configs.forEach((c, k) => configRows.push({ space_id: spaceId, configuration_type: c, is_default: k === 0, configuration_price: k === 0 ? 0 : round(prng.int(0, 5000), 500), min_guests: 2, max_guests: Math.max(2, meta.maxGuests - k * 2) }));
    for (const featureId of prng.sample(spaceFeatureIds, 1 + (i % 4))) spaceFeatures.push({ space_id: spaceId, feature_id: featureId });
    const venueServices = servicesByVenue.get(venueIds[meta.venueIndex] as number) ?? [];
    // a priced service is ordered on demand, a free one is part of the space: never "included" and "on request" at once
    venueServices.forEach((venueServiceId) => spaceServices.push({ space_id: spaceId, venue_service_id: venueServiceId, is_enabled: true, is_on_demand: onDemand.get(venueServiceId) === true, is_mandatory: false }));
  });
  await insertRows(trx, 'space_category_link', categoryLinks);
  await insertRows(trx, 'space_configuration', configRows);
  await insertRows(trx, 'space_feature', spaceFeatures);
  await insertRows(trx, 'space_service', spaceServices, undefined, 1000);

  // --- photos: 3 per venue and per space
  const images: object[] = [];
  venueIds.forEach((venueId, i) => {
    for (let p = 0; p < 3; p++) images.push({ owner_type: 'VENUE', owner_id: venueId, position: p, ...roomPhoto(prng, `${venueRows[i]?.venue_name} \u2014 ${venueCities[i]?.name}`) });
  });
  spaceIds.forEach((spaceId, i) => {
    for (let p = 0; p < 3; p++) images.push({ owner_type: 'SPACE', owner_id: spaceId, position: p, ...roomPhoto(prng, String(spaceRows[i]?.space_name)) });
  });
  await insertRows(trx, 'image', images, undefined, 400);

  return { hostAccountIds, organisationIds, venueIds, spaceIds };
}
