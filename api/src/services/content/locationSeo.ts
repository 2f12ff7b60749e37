/**
 * The SEO texts of a location page (/locations/{region} and /locations/{region}/{city}): h1, h2,
 * description, meta title and description and the SEO text (sanitised HTML) in nl and en, the video
 * and the FAQ. One save for the admin Cities tab and the content editor's locations section
 * (update_city_seo): one validation, and one version check — the save names the updated_at it loaded,
 * someone else's save in between is CONFLICT stale_version. A field left out keeps its text; an
 * empty one clears it.
 */
import type { Knex } from 'knex';
import { SeoLocation } from '../../db/models';
import { sanitizeRichText } from '../../domain/content/richText';
import { ApiError, notFound } from '../../errors/ApiError';

export interface LocationFaq { question_nl: string; answer_nl: string; question_en: string; answer_en: string }

export interface LocationSeoInput {
  h1_nl?: string | null; h1_en?: string | null;
  h2_nl?: string | null; h2_en?: string | null;
  description_nl?: string | null; description_en?: string | null;
  meta_title_nl?: string | null; meta_title_en?: string | null;
  meta_description_nl?: string | null; meta_description_en?: string | null;
  /** HTML from the rich text editor; sanitised here */
  seo_text_nl?: string | null; seo_text_en?: string | null;
  video_url?: string | null;
  faq?: LocationFaq[] | null;
}

type TextField = Exclude<keyof LocationSeoInput, 'faq' | 'video_url'>;

/** Longest text per field (characters). */
export const TEXT_LIMITS: Record<TextField, number> = {
  h1_nl: 255, h1_en: 255, h2_nl: 255, h2_en: 255, description_nl: 2000, description_en: 2000,
  meta_title_nl: 255, meta_title_en: 255, meta_description_nl: 500, meta_description_en: 500,
  seo_text_nl: 50_000, seo_text_en: 50_000,
};
export const MAX_FAQS = 20;
const FAQ_LIMITS = { question_nl: 300, question_en: 300, answer_nl: 2000, answer_en: 2000 } as const;

const clean = (v: string | null | undefined): string | null => {
  const t = (v ?? '').trim();
  return t ? t : null;
};
const iso = (d: Date | string | null | undefined) => new Date(d ?? 0).toISOString();

/** A video link the location page can embed: an https URL (YouTube and Vimeo links become embeds there). */
export function validVideoUrl(url: string | null): boolean {
  if (url === null) return true;
  if (url.length > 500 || /\s/.test(url)) return false;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Field errors of a save (field -> too_long | video_url_invalid | faq_too_long | faq_incomplete), empty when it may be saved. */
export function locationSeoErrors(input: LocationSeoInput): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, max] of Object.entries(TEXT_LIMITS)) {
    const value = clean(input[field as TextField]);
    if (value && value.length > max) errors[field] = 'too_long';
  }
  if (!validVideoUrl(clean(input.video_url))) errors.video_url = 'video_url_invalid';
  const faq = input.faq ?? [];
  if (faq.length > MAX_FAQS) errors.faq = 'faq_too_long';
  faq.forEach((entry, i) => {
    for (const [key, max] of Object.entries(FAQ_LIMITS)) {
      const value = (entry[key as keyof LocationFaq] ?? '').trim();
      if (!value) errors[`faq.${i}.${key}`] = 'faq_incomplete';
      else if (value.length > max) errors[`faq.${i}.${key}`] = 'faq_too_long';
    }
  });
  return errors;
}

/** Saves the texts of a city or province over the version the caller loaded (updated_at); in one transaction. */
export async function saveLocationSeo(knex: Knex, locationId: number, updatedAt: string, input: LocationSeoInput): Promise<void> {
  const errors = locationSeoErrors(input);
  const [field] = Object.keys(errors);
  if (field) throw new ApiError('FIELD_VALIDATION', { entity: 'city', key: errors[field], meta: { field, fields: errors } });
  await knex.transaction(async (trx) => {
    const row = await SeoLocation.query(trx).findById(locationId).whereIn('entity_type', ['CITY', 'REGION']).forUpdate();
    if (!row) throw notFound('city');
    if (Number.isNaN(Date.parse(updatedAt)) || iso(row.ts_updated) !== iso(updatedAt)) {
      throw new ApiError('CONFLICT', { entity: 'city', key: 'stale_version', meta: { updated_at: iso(row.ts_updated) } });
    }
    const patch: Record<string, unknown> = {};
    for (const f of Object.keys(TEXT_LIMITS) as TextField[]) {
      if (input[f] === undefined) continue;
      const value = clean(input[f]);
      patch[f] = f.startsWith('seo_text_') && value ? sanitizeRichText(value) : value;
    }
    if (input.video_url !== undefined) patch.video_url = clean(input.video_url);
    if (input.faq !== undefined) {
      patch.faq = (input.faq ?? []).map((f) => ({ question_nl: f.question_nl.trim(), answer_nl: f.answer_nl.trim(), question_en: f.question_en.trim(), answer_en: f.answer_en.trim() }));
    }
    await SeoLocation.query(trx).findById(locationId).patch({ ...patch, ts_updated: new Date() } as Partial<SeoLocation>);
  });
}
