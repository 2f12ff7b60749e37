/**
 * Admin Cities tab (host-and-admin section 2): every city with its region and number of active
 * (publicly visible) spaces, searchable and sortable by those three columns, paged; and the SEO texts
 * the location pages show (h1, h2, description, meta title and description, SEO text in nl and en, FAQ,
 * video URL); they are saved by services/content/locationSeo.
 */
import type { Knex } from 'knex';
import { SeoLocation, Space } from '../../db/models';
import { notFound } from '../../errors/ApiError';
import { likePattern, pageWindow, paged, type PageArgs, type Paged } from './paging';

export type CitySortKey = 'NAME' | 'REGION' | 'ACTIVE_SPACES';
export interface CityFilter extends PageArgs {
  search?: string | null;
  sort?: { key: CitySortKey; direction: 'ASC' | 'DESC' } | null;
}

export interface CityFaq { question_nl: string; answer_nl: string; question_en: string; answer_en: string }

export interface AdminCity {
  location_id: number;
  name: string;
  slug: string;
  path: string;
  region_name: string | null;
  active_spaces: number;
  h1_nl: string | null; h1_en: string | null;
  h2_nl: string | null; h2_en: string | null;
  description_nl: string | null; description_en: string | null;
  meta_title_nl: string | null; meta_title_en: string | null;
  meta_description_nl: string | null; meta_description_en: string | null;
  seo_text_nl: string | null; seo_text_en: string | null;
  video_url: string | null;
  faq: CityFaq[];
  /** the version a save names (update_city_seo) */
  updated_at: string;
}

const SORT_COLUMN: Record<CitySortKey, string> = { NAME: 'city.name', REGION: 'region.name', ACTIVE_SPACES: 'active_spaces' };

/** Publicly visible spaces of a city: active space in an active, unbanned venue of an unbanned organisation. */
function activeSpacesOf(knex: Knex) {
  return Space.query(knex)
    .join('venue', 'venue.venue_id', 'space.venue_id')
    .join('organisation', 'organisation.organisation_id', 'venue.organisation_id')
    .whereColumn('venue.city_id', 'city.location_id')
    .where('space.is_active', true)
    .whereNull('space.ts_deleted')
    .where('venue.is_active', true)
    .whereNot('venue.status', 'BANNED')
    .where('organisation.is_banned', false)
    .count('*');
}

function cityQuery(knex: Knex, filter: CityFilter, types: string[] = ['CITY']) {
  const q = SeoLocation.query(knex).alias('city').leftJoin('seo_location as region', 'region.location_id', 'city.parent_id').whereIn('city.entity_type', types);
  const like = likePattern(filter.search);
  if (like) q.where((w) => w.whereILike('city.name', like).orWhereILike('region.name', like));
  return q;
}

type CityRow = SeoLocation & { region_name: string | null; region_slug: string | null; active_spaces: string | number };

function toCity(r: CityRow): AdminCity {
  return {
    location_id: r.location_id, name: r.name, slug: r.slug, path: r.region_slug ? `${r.region_slug}/${r.slug}` : r.slug,
    region_name: r.region_name, active_spaces: Number(r.active_spaces),
    h1_nl: r.h1_nl ?? null, h1_en: r.h1_en ?? null, h2_nl: r.h2_nl ?? null, h2_en: r.h2_en ?? null,
    description_nl: r.description_nl ?? null, description_en: r.description_en ?? null,
    meta_title_nl: r.meta_title_nl ?? null, meta_title_en: r.meta_title_en ?? null,
    meta_description_nl: r.meta_description_nl ?? null, meta_description_en: r.meta_description_en ?? null,
    seo_text_nl: r.seo_text_nl ?? null, seo_text_en: r.seo_text_en ?? null,
    video_url: r.video_url ?? null, faq: r.faq ?? [], updated_at: new Date(r.ts_updated ?? 0).toISOString(),
  };
}

function select(knex: Knex, filter: CityFilter, types?: string[]) {
  return cityQuery(knex, filter, types).select('city.*', 'region.name as region_name', 'region.slug as region_slug', activeSpacesOf(knex).as('active_spaces'));
}

export async function listCities(knex: Knex, filter: CityFilter): Promise<Paged<AdminCity>> {
  const { page, size, offset } = pageWindow(filter);
  const total = await cityQuery(knex, filter).resultSize();
  const sort = filter.sort ?? { key: 'NAME', direction: 'ASC' };
  const rows = (await select(knex, filter)
    .orderBy(SORT_COLUMN[sort.key], sort.direction === 'DESC' ? 'desc' : 'asc', 'last')
    .orderBy('city.name')
    .orderBy('city.location_id')
    .limit(size)
    .offset(offset)) as unknown as CityRow[];
  return paged(rows.map(toCity), total, page, size);
}

/** A city (or a province: its texts as saved by update_city_seo, no region and no spaces of its own). */
export async function loadCity(knex: Knex, locationId: number): Promise<AdminCity> {
  const row = (await select(knex, {}, ['CITY', 'REGION']).findOne('city.location_id', locationId)) as unknown as CityRow | undefined;
  if (!row) throw notFound('city');
  return toCity(row);
}
