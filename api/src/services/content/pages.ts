/** Block pages (home, about-us, vendor landing, security policy, hall of fame, footer) and the social links. */
import type { Knex } from 'knex';
import { CmsPage, SocialMediaLink } from '../../db/models';
import { OFFLINE_PAGES, PAGE_PATH } from '../../domain/content/pageRules';
import type { Locale } from '../../middleware/locale';
import { previewPageView, type PagePreviewClaims } from './pageEditor';

/** The block pages besides home, by the slug their route uses. */
export const BLOCK_PAGES = ['about-us', 'vendor', 'security-policy', 'hall-of-fame', 'footer'] as const;

export interface PageView {
  slug: string;
  locale: Locale;
  title: string;
  meta_title: string | null;
  meta_description: string | null;
  updated_at: string;
  blocks: { block_id: number; block_type: string; position: number; data: Record<string, unknown> }[];
}

/** A published block page with its blocks in a locale, falling back to nl; with a verified preview token, the version it names. */
export async function loadCmsPage(knex: Knex, slug: string, locale: Locale, previewOf?: PagePreviewClaims | null): Promise<PageView | null> {
  if (previewOf) {
    const preview = await previewPageView(knex, slug, locale, previewOf);
    if (preview) return preview;
  }
  for (const loc of locale === 'nl' ? (['nl'] as const) : ([locale, 'nl'] as const)) {
    const page = await CmsPage.query(knex).modify('bySlug', slug, loc).modify('published').withGraphFetched('blocks').first();
    if (!page) continue;
    const row = page as CmsPage & { ts_updated?: Date };
    return {
      slug: page.slug,
      locale: page.locale,
      title: page.title,
      meta_title: page.meta_title ?? null,
      meta_description: page.meta_description ?? null,
      updated_at: new Date(row.ts_updated ?? Date.now()).toISOString(),
      blocks: (page.blocks ?? []).map((b) => ({ block_id: b.block_id, block_type: b.block_type, position: b.position, data: b.data })),
    };
  }
  return null;
}

/** The paths of block pages taken offline in the content editor (about-us, vendor, security-policy, hall-of-fame): they answer 404. */
export async function offlinePagePaths(knex: Knex): Promise<string[]> {
  const online = new Set((await CmsPage.query(knex).modify('published').distinct('slug')).map((r) => r.slug));
  return OFFLINE_PAGES.filter((slug) => !online.has(slug)).map((slug) => PAGE_PATH[slug]);
}

export async function socialMedia(knex: Knex): Promise<{ network: string; url: string }[]> {
  return (await SocialMediaLink.query(knex).modify('ordered')).map((l) => ({ network: l.network, url: l.url }));
}
