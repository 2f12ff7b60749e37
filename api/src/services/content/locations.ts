/**
 * Provinces and cities as the geo pages show them: SEO texts in the request locale, FAQ, video,
 * the number of visible spaces, the cities of a province, the nearest cities of a city and the tag
 * pages (one per activity). A location is addressed by its path: "utrecht" or "utrecht/amersfoort".
 */
import type { Knex } from 'knex';
import { SeoLocation, SeoTag } from '../../db/models';
import type { Locale } from '../../middleware/locale';
import { visibleSpaceCounts } from '../../queries/locationCounters';
import { pageArgs } from './stories';

export type LocationType = 'REGION' | 'CITY';

export interface LocationView {
  seo_entity_id: number;
  name: string;
  slug: string;
  /** "region" or "region/city" */
  path: string;
  type: LocationType;
  counter: number;
  region_name: string | null;
  region_slug: string | null;
  latitude: number;
  longitude: number;
  video_url: string | null;
  seo: { h1: string; h2: string | null; description: string | null; language: Locale; meta_title: string | null; meta_description: string | null; seo_text: string | null };
  faqs: { question: string; answer: string }[];
  updated_at: string;
}

export interface LocationTagView {
  seo_tag_id: number;
  category_key: string;
  slug: string;
  slugs: { nl: string; en: string };
  name: string;
  /** with the city's name filled in */
  intro: string;
}

const pick = (row: SeoLocation, field: string, locale: Locale): string | null => {
  const r = row as unknown as Record<string, string | null | undefined>;
  return (locale === 'en' ? r[`${field}_en`] || r[`${field}_nl`] : r[`${field}_nl`]) ?? null;
};

function toView(row: SeoLocation, region: SeoLocation | null, counts: Map<number, number>, locale: Locale): LocationView {
  const isCity = row.entity_type === 'CITY';
  return {
    seo_entity_id: row.location_id,
    name: row.name,
    slug: row.slug,
    path: isCity && region ? `${region.slug}/${row.slug}` : row.slug,
    type: row.entity_type,
    counter: counts.get(row.location_id) ?? 0,
    region_name: isCity ? (region?.name ?? null) : null,
    region_slug: isCity ? (region?.slug ?? null) : null,
    latitude: row.latitude,
    longitude: row.longitude,
    video_url: row.video_url ?? null,
    seo: {
      h1: pick(row, 'h1', locale) ?? row.name,
      h2: pick(row, 'h2', locale),
      description: pick(row, 'description', locale),
      language: locale,
      meta_title: pick(row, 'meta_title', locale),
      meta_description: pick(row, 'meta_description', locale),
      seo_text: pick(row, 'seo_text', locale),
    },
    faqs: (row.faq ?? []).map((f) => ({ question: locale === 'en' ? f.question_en : f.question_nl, answer: locale === 'en' ? f.answer_en : f.answer_nl })),
    updated_at: new Date(row.ts_updated ?? Date.now()).toISOString(),
  };
}

async function regionsById(knex: Knex): Promise<Map<number, SeoLocation>> {
  const regions = await SeoLocation.query(knex).modify('regions');
  return new Map(regions.map((r) => [r.location_id, r]));
}

export interface LocationListArgs {
  entity_type?: LocationType | null;
  /** false (default): only locations with visible spaces */
  show_all?: boolean | null;
  pagination?: { page?: number | null; size?: number | null } | null;
  /** a province slug: only that province's cities */
  location?: string | null;
}

export async function listLocations(knex: Knex, args: LocationListArgs, locale: Locale): Promise<{ result: LocationView[]; total: number; page: number; per_page: number }> {
  const { page, size } = pageArgs(args.pagination ?? { size: 50 });
  const [counts, regions] = await Promise.all([visibleSpaceCounts(knex), regionsById(knex)]);
  const q = SeoLocation.query(knex).modify('active').orderBy([{ column: 'entity_type', order: 'desc' }, 'name']);
  if (args.entity_type) q.where('entity_type', args.entity_type);
  if (args.location) {
    const region = [...regions.values()].find((r) => r.slug === args.location);
    if (!region) return { result: [], total: 0, page, per_page: size };
    q.where('parent_id', region.location_id);
  }
  const rows = (await q).filter((row) => args.show_all || (counts.get(row.location_id) ?? 0) > 0);
  const views = rows.map((row) => toView(row, row.parent_id ? (regions.get(row.parent_id) ?? null) : null, counts, locale));
  return { result: views.slice((page - 1) * size, page * size), total: views.length, page, per_page: size };
}

/** "utrecht" -> the province, "utrecht/amersfoort" -> the city in that province; null when unknown. */
export async function findLocationRow(knex: Knex, path: string): Promise<{ row: SeoLocation; region: SeoLocation | null } | null> {
  const parts = path.trim().replace(/^\/+|\/+$/g, '').toLowerCase().split('/');
  if (parts.length < 1 || parts.length > 2 || parts.some((p) => !/^[a-z0-9-]{1,100}$/.test(p))) return null;
  const region = await SeoLocation.query(knex).modify('regions').modify('active').where('slug', parts[0]!).first();
  if (!region) return null;
  if (parts.length === 1) return { row: region, region: null };
  const city = await SeoLocation.query(knex).modify('cities').modify('active').where({ parent_id: region.location_id, slug: parts[1]! }).first();
  return city ? { row: city, region } : null;
}

export interface LocationDetail extends LocationView {
  /** a province's cities (all, with their counters) */
  cities: LocationView[];
  /** a city's nearest other cities */
  nearby: LocationView[];
  tags: LocationTagView[];
}

export const NEARBY_CITIES = 6;

export async function getLocation(knex: Knex, path: string, locale: Locale): Promise<LocationDetail | null> {
  const found = await findLocationRow(knex, path);
  if (!found) return null;
  const [counts, regions] = await Promise.all([visibleSpaceCounts(knex), regionsById(knex)]);
  const view = (row: SeoLocation) => toView(row, row.parent_id ? (regions.get(row.parent_id) ?? null) : null, counts, locale);
  const { row } = found;
  if (row.entity_type === 'REGION') {
    const cities = await SeoLocation.query(knex).modify('cities').modify('active').where('parent_id', row.location_id);
    return { ...view(row), cities: cities.map(view), nearby: [], tags: [] };
  }
  const nearby = await SeoLocation.query(knex).modify('active').where('entity_type', 'CITY').whereNot('location_id', row.location_id)
    .orderByRaw('earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(?, ?))', [row.latitude, row.longitude]).limit(NEARBY_CITIES);
  return { ...view(row), cities: [], nearby: nearby.map(view), tags: await locationTags(knex, row.name, locale) };
}

function toTag(tag: SeoTag, cityName: string, locale: Locale): LocationTagView {
  return {
    seo_tag_id: tag.seo_tag_id,
    category_key: tag.category_key,
    slug: locale === 'en' ? tag.slug_en : tag.slug_nl,
    slugs: { nl: tag.slug_nl, en: tag.slug_en },
    name: locale === 'en' ? tag.name_en : tag.name_nl,
    intro: (locale === 'en' ? tag.intro_en : tag.intro_nl).replaceAll('{city}', cityName),
  };
}

export async function locationTags(knex: Knex, cityName: string, locale: Locale): Promise<LocationTagView[]> {
  return (await SeoTag.query(knex).modify('ordered')).map((t) => toTag(t, cityName, locale));
}

/** /locations/{region}/{city}/{tag}: the city and the tag (slug in either locale), or null. */
export async function getLocationTag(knex: Knex, path: string, locale: Locale): Promise<{ location: LocationDetail; tag: LocationTagView } | null> {
  const parts = path.trim().replace(/^\/+|\/+$/g, '').toLowerCase().split('/');
  if (parts.length !== 3) return null;
  const tagSlug = parts[2]!;
  if (!/^[a-z0-9-]{1,100}$/.test(tagSlug)) return null;
  const tag = await SeoTag.query(knex).modify('bySlug', tagSlug).first();
  if (!tag) return null;
  const location = await getLocation(knex, `${parts[0]}/${parts[1]}`, locale);
  if (!location || location.type !== 'CITY') return null;
  return { location, tag: toTag(tag, location.name, locale) };
}

export const MENU_CITIES = 12;

/** The main menu: every province and the cities with the most spaces. */
export async function mainMenu(knex: Knex, locale: Locale): Promise<{ regions: LocationView[]; cities: LocationView[] }> {
  const [counts, regions, rows] = await Promise.all([visibleSpaceCounts(knex), regionsById(knex), SeoLocation.query(knex).modify('active').orderBy('name')]);
  const views = rows.map((row) => toView(row, row.parent_id ? (regions.get(row.parent_id) ?? null) : null, counts, locale));
  return {
    regions: views.filter((v) => v.type === 'REGION'),
    cities: views.filter((v) => v.type === 'CITY' && v.counter > 0).sort((a, b) => b.counter - a.counter || a.name.localeCompare(b.name)).slice(0, MENU_CITIES),
  };
}
