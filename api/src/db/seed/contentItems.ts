/** Demo content: blog, how-to and helpdesk items (published version 1), block pages, social links and tag pages. */
import type { Knex } from 'knex';
import { sanitizeRichText } from '../../domain/content/richText';
import { BLOG_ARTICLES, HOW_TO_ARTICLES, type ArticleText } from './articles';
import { HELPDESK } from './helpdesk';
import { insertRows } from './insert';
import { PAGES, SEO_TAGS, SOCIAL_MEDIA } from './pages';

const DAY = 86_400_000;

interface SeedItem {
  content_type: 'BLOG_ARTICLE' | 'HOW_TO_ARTICLE' | 'HELPDESK_CATEGORY' | 'HELPDESK_STORY';
  content_key?: string;
  parent_id?: number;
  position: number;
  published: Date;
  texts: { nl: ArticleText; en: ArticleText };
}

/** One published item: the item, its first version and its published texts per locale. */
async function publishItem(trx: Knex, item: SeedItem): Promise<number> {
  const clean = (t: ArticleText) => ({ ...t, summary: t.summary || null, body_html: sanitizeRichText(t.body_html) });
  const texts = { nl: clean(item.texts.nl), en: clean(item.texts.en) };
  const [id] = await insertRows(trx, 'content_item', [{
    content_type: item.content_type, content_key: item.content_key ?? null, parent_id: item.parent_id ?? null, position: item.position,
    status: 'PUBLISHED', ts_published: item.published,
  }], 'content_item_id');
  const [versionId] = await insertRows(trx, 'content_version', [{ content_item_id: id, version_no: 1, texts: JSON.stringify(texts) }], 'content_version_id');
  await trx('content_item').where('content_item_id', id).update({ published_version_id: versionId });
  await insertRows(trx, 'content_item_text', (['nl', 'en'] as const).map((locale) => ({
    content_item_id: id, content_type: item.content_type, locale, ...texts[locale],
  })));
  return id as number;
}

export async function seedContent(trx: Knex, now = new Date()): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  for (const [i, a] of BLOG_ARTICLES.entries()) {
    await publishItem(trx, { content_type: 'BLOG_ARTICLE', position: i, published: ago(a.daysAgo), texts: a });
  }
  for (const [i, a] of HOW_TO_ARTICLES.entries()) {
    await publishItem(trx, { content_type: 'HOW_TO_ARTICLE', position: i, published: ago(a.daysAgo), texts: a });
  }
  for (const [i, category] of HELPDESK.entries()) {
    const categoryId = await publishItem(trx, { content_type: 'HELPDESK_CATEGORY', content_key: category.key, position: i, published: ago(60), texts: category });
    for (const [j, s] of category.stories.entries()) {
      await publishItem(trx, { content_type: 'HELPDESK_STORY', parent_id: categoryId, position: j, published: ago(60 - j), texts: s });
    }
  }

  for (const [slug, locales] of Object.entries(PAGES)) {
    for (const [locale, page] of Object.entries(locales)) {
      const [pageId] = await insertRows(trx, 'cms_page', [{ slug, locale, title: page.title, meta_title: page.meta_title, meta_description: page.meta_description }], 'cms_page_id');
      await insertRows(trx, 'cms_block', page.blocks.map((b, i) => ({
        cms_page_id: pageId, block_type: b.block_type, position: i + 1,
        data: JSON.stringify(b.block_type === 'TEXT' ? { ...b.data, html: sanitizeRichText(String(b.data.html ?? '')) } : b.data),
      })));
    }
  }
  await insertRows(trx, 'social_media_link', SOCIAL_MEDIA.map((s, i) => ({ ...s, position: i + 1 })));
  await insertRows(trx, 'seo_tag', SEO_TAGS.map((t, i) => ({ ...t, position: i + 1 })));
}
