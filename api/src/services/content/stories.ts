/**
 * Published content items (blog and how-to articles, helpdesk categories and stories) in a locale.
 * A slug is looked up in the requested locale, then in the other locale, then among old slugs; the
 * answer always carries the item's current slug per locale, so a caller can redirect (301) to it.
 * `preview`: with a verified preview token (services/content/previewToken.ts, made by the editor) the
 * version the token names is read instead, published or not; without one, preview reads the published
 * version like everyone else.
 */
import type { Knex } from 'knex';
import { ContentItem, ContentItemText, ContentSlugRedirect, ContentVersion, type ContentTexts } from '../../db/models';
import type { ContentType } from '../../domain/content/vocabulary';
import type { Locale } from '../../middleware/locale';
import type { PreviewClaims } from './previewToken';

export interface ReadOptions {
  /** the spec's preview flag */
  preview?: boolean | null;
  /** the claims of a verified preview token: the item and version it shows */
  previewOf?: PreviewClaims | null;
}

export interface Story {
  content_item_id: number;
  content_type: ContentType;
  content_key: string | null;
  parent_id: number | null;
  locale: Locale;
  slug: string;
  slugs: { nl: string | null; en: string | null };
  title: string;
  summary: string | null;
  body_html: string;
  meta_title: string | null;
  meta_description: string | null;
  published_at: string | null;
  updated_at: string;
  image_url: string | null;
}

export interface StoryPage { stories: Story[]; total: number; per_page: number; page: number }

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

export function pageArgs(pagination?: { page?: number | null; size?: number | null } | null): { page: number; size: number } {
  const page = Math.max(1, Math.floor(pagination?.page ?? 1));
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(pagination?.size ?? DEFAULT_PAGE_SIZE)));
  return { page, size };
}

const other = (locale: Locale): Locale => (locale === 'en' ? 'nl' : 'en');

/** Item + its texts -> the story in `locale` (nl when that locale has no text). */
function toStory(item: ContentItem, texts: Array<Pick<ContentItemText, 'locale'> & ContentTexts>, locale: Locale): Story | null {
  const byLocale = new Map(texts.map((t) => [t.locale, t]));
  const text = byLocale.get(locale) ?? byLocale.get('nl') ?? texts[0];
  if (!text) return null;
  return {
    content_item_id: item.content_item_id,
    content_type: item.content_type,
    content_key: item.content_key ?? null,
    parent_id: item.parent_id ?? null,
    locale: byLocale.has(locale) ? locale : (text.locale as Locale),
    slug: text.slug,
    slugs: { nl: byLocale.get('nl')?.slug ?? null, en: byLocale.get('en')?.slug ?? null },
    title: text.title,
    summary: text.summary ?? null,
    body_html: text.body_html,
    meta_title: text.meta_title ?? null,
    meta_description: text.meta_description ?? null,
    published_at: item.ts_published ? new Date(item.ts_published).toISOString() : null,
    updated_at: new Date(item.ts_updated).toISOString(),
    image_url: item.image_id ? `/api/image/${item.image_id}/` : null,
  };
}

/** Stories of published items, texts loaded in one query. */
export async function storiesOf(knex: Knex, items: ContentItem[], locale: Locale): Promise<Story[]> {
  if (items.length === 0) return [];
  const texts = await ContentItemText.query(knex).whereIn('content_item_id', items.map((i) => i.content_item_id));
  return items.map((item) => toStory(item, texts.filter((t) => t.content_item_id === item.content_item_id), locale)).filter((s): s is Story => s !== null);
}

/** The published item of `type` whose slug (any locale, or an old one) is `slug`. */
async function publishedIdBySlug(knex: Knex, type: ContentType, slug: string, locale: Locale): Promise<number | null> {
  const clean = slug.trim().toLowerCase();
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(clean) || clean.length > 120) return null;
  for (const loc of [locale, other(locale)]) {
    const hit = await ContentItemText.query(knex)
      .joinRelated('item')
      .where({ 'content_item_text.content_type': type, 'content_item_text.locale': loc, 'content_item_text.slug': clean, 'item.status': 'PUBLISHED' })
      .select('content_item_text.content_item_id')
      .first();
    if (hit) return hit.content_item_id;
  }
  const old = await ContentSlugRedirect.query(knex).where({ content_type: type, old_slug: clean })
    .orderByRaw('(locale = ?) DESC', [locale]).first();
  if (!old) return null;
  const item = await ContentItem.query(knex).findById(old.content_item_id).modify('published');
  return item ? item.content_item_id : null;
}

/** The version a verified preview token names, when `slug` is one of its slugs and the item is of `type`. */
async function previewStory(knex: Knex, type: ContentType, slug: string, locale: Locale, claims: PreviewClaims): Promise<Story | null> {
  const item = await ContentItem.query(knex).findById(claims.content_item_id).modify('ofType', type);
  if (!item) return null;
  const version = await ContentVersion.query(knex).findById(claims.content_version_id).where('content_item_id', item.content_item_id);
  if (!version) return null;
  const texts = (['nl', 'en'] as const).flatMap((loc) => (version.texts[loc] ? [{ ...version.texts[loc]!, locale: loc }] : []));
  if (!texts.some((t) => t.slug === slug.trim().toLowerCase())) return null;
  const story = toStory({ ...item, image_id: version.image_id ?? null } as ContentItem, texts, locale);
  return story && { ...story, published_at: story.published_at ?? new Date(version.ts_created).toISOString() };
}

/** One published story by slug, or null (unknown, unpublished); with a verified preview token, the version it names. */
export async function getStory(knex: Knex, type: ContentType, slug: string, locale: Locale, options: ReadOptions = {}): Promise<Story | null> {
  if (options.preview && options.previewOf) {
    const preview = await previewStory(knex, type, slug, locale, options.previewOf);
    if (preview) return preview;
  }
  const id = await publishedIdBySlug(knex, type, slug, locale);
  if (id === null) return null;
  const item = await ContentItem.query(knex).findById(id);
  if (!item) return null;
  const [story] = await storiesOf(knex, [item], locale);
  return story ?? null;
}

/** A page of published items of `type`, newest first. */
export async function listStories(knex: Knex, type: ContentType, locale: Locale, pagination?: { page?: number | null; size?: number | null } | null): Promise<StoryPage> {
  const { page, size } = pageArgs(pagination);
  const base = () => ContentItem.query(knex).modify('ofType', type).modify('published');
  const [total, items] = await Promise.all([base().resultSize(), base().modify('newestFirst').offset((page - 1) * size).limit(size)]);
  return { stories: await storiesOf(knex, items, locale), total, per_page: size, page };
}
