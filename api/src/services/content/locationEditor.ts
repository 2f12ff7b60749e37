/**
 * The content editor's view of the SEO texts of provinces and cities: h1, h2, description, search
 * texts and the SEO text (sanitised HTML) per locale, the video and the FAQ. They are saved with
 * update_city_seo (services/content/locationSeo), the same save as the admin Cities tab.
 */
import type { Knex } from 'knex';
import { SeoLocation } from '../../db/models';
import { notFound } from '../../errors/ApiError';

type Locale = 'nl' | 'en';
const TEXT_FIELDS = ['h1', 'h2', 'description', 'meta_title', 'meta_description', 'seo_text'] as const;

export type LocationTexts = Record<(typeof TEXT_FIELDS)[number], string | null>;
export interface LocationFaq { question_nl: string; answer_nl: string; question_en: string; answer_en: string }

export interface EditorLocationSummary { seo_entity_id: number; name: string; type: 'REGION' | 'CITY'; path: string; region_name: string | null; updated_at: string }
export interface EditorLocation extends EditorLocationSummary { video_url: string | null; nl: LocationTexts; en: LocationTexts; faqs: LocationFaq[] }

const iso = (d: Date | string | null | undefined) => new Date(d ?? 0).toISOString();

async function regionsById(knex: Knex): Promise<Map<number, SeoLocation>> {
  return new Map((await SeoLocation.query(knex).where('entity_type', 'REGION')).map((r) => [r.location_id, r]));
}

function summary(row: SeoLocation, regions: Map<number, SeoLocation>): EditorLocationSummary {
  const region = row.parent_id ? regions.get(row.parent_id) : undefined;
  return {
    seo_entity_id: row.location_id,
    name: row.name,
    type: row.entity_type as 'REGION' | 'CITY',
    path: row.entity_type === 'CITY' && region ? `${region.slug}/${row.slug}` : row.slug,
    region_name: region?.name ?? null,
    updated_at: iso(row.ts_updated),
  };
}

/** Every province and city, provinces first, by name. */
export async function listEditorLocations(knex: Knex): Promise<EditorLocationSummary[]> {
  const [rows, regions] = await Promise.all([SeoLocation.query(knex).orderBy([{ column: 'entity_type', order: 'desc' }, 'name']), regionsById(knex)]);
  return rows.map((r) => summary(r, regions));
}

export async function loadEditorLocation(knex: Knex, id: number): Promise<EditorLocation> {
  const row = await SeoLocation.query(knex).findById(id);
  if (!row) throw notFound('location');
  const texts = (locale: Locale): LocationTexts =>
    Object.fromEntries(TEXT_FIELDS.map((f) => [f, (row[`${f}_${locale}` as keyof SeoLocation] as string | null | undefined) ?? null])) as LocationTexts;
  return { ...summary(row, await regionsById(knex)), video_url: row.video_url ?? null, nl: texts('nl'), en: texts('en'), faqs: Array.isArray(row.faq) ? row.faq : [] };
}
