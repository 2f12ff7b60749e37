/**
 * The content editor's work on the SEO texts of provinces and cities: h1, h2, description, search
 * texts and the SEO text (sanitised HTML) per locale, the video and the FAQ. A save names the
 * updated_at the editor loaded; someone else's save in between is CONFLICT stale_version.
 */
import type { Knex } from 'knex';
import { SeoLocation } from '../../db/models';
import { sanitizeRichText } from '../../domain/content/richText';
import { ApiError, notFound } from '../../errors/ApiError';

type Locale = 'nl' | 'en';
const TEXT_FIELDS = ['h1', 'h2', 'description', 'meta_title', 'meta_description', 'seo_text'] as const;
const LIMITS: Record<(typeof TEXT_FIELDS)[number], number> = { h1: 255, h2: 255, description: 2000, meta_title: 255, meta_description: 500, seo_text: 50_000 };
export const MAX_FAQS = 20;

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

export interface SaveLocationInput { updated_at: string; video_url?: string | null; nl: Partial<LocationTexts>; en: Partial<LocationTexts>; faqs: LocationFaq[] }

/** Field errors of a location save (empty when it may be saved). */
export function locationErrors(input: SaveLocationInput): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const locale of ['nl', 'en'] as const) {
    if (!input[locale].h1?.trim()) errors[`${locale}.h1`] = 'required';
    for (const f of TEXT_FIELDS) if ((input[locale][f] ?? '').length > LIMITS[f]) errors[`${locale}.${f}`] = 'too_long';
  }
  if (input.video_url && !/^https:\/\/\S+$/.test(input.video_url.trim())) errors.video_url = 'invalid_url';
  if (input.faqs.length > MAX_FAQS) errors.faqs = 'too_many';
  input.faqs.forEach((faq, i) => {
    for (const key of ['question_nl', 'answer_nl', 'question_en', 'answer_en'] as const) {
      if (!faq[key]?.trim()) errors[`faqs.${i}.${key}`] = 'required';
      else if (faq[key].length > 2000) errors[`faqs.${i}.${key}`] = 'too_long';
    }
  });
  return errors;
}

export async function saveEditorLocation(knex: Knex, id: number, input: SaveLocationInput): Promise<EditorLocation> {
  const errors = locationErrors(input);
  if (Object.keys(errors).length) throw new ApiError('FIELD_VALIDATION', { entity: 'location', key: Object.values(errors)[0], meta: { field: Object.keys(errors)[0], fields: errors } });
  await knex.transaction(async (trx) => {
    const row = await SeoLocation.query(trx).findById(id).forUpdate();
    if (!row) throw notFound('location');
    if (iso(row.ts_updated) !== iso(input.updated_at)) {
      throw new ApiError('CONFLICT', { entity: 'location', key: 'stale_version', meta: { updated_at: iso(row.ts_updated) } });
    }
    const patch: Record<string, unknown> = {
      video_url: input.video_url?.trim() || null,
      faq: input.faqs.map((f) => ({ question_nl: f.question_nl.trim(), answer_nl: f.answer_nl.trim(), question_en: f.question_en.trim(), answer_en: f.answer_en.trim() })),
    };
    for (const locale of ['nl', 'en'] as const) {
      for (const f of TEXT_FIELDS) {
        const value = input[locale][f]?.trim() || null;
        patch[`${f}_${locale}`] = f === 'seo_text' && value ? sanitizeRichText(value) : value;
      }
    }
    await SeoLocation.query(trx).findById(id).patch(patch as Partial<SeoLocation>); // ts_updated moves on (trigger)
  });
  return loadEditorLocation(knex, id);
}
