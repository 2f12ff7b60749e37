/** Loads a published CMS page with its blocks in a locale, falling back to nl. */
import type { Knex } from 'knex';
import type { Locale } from '../../middleware/locale';

export async function loadCmsPage(knex: Knex, slug: string, locale: Locale) {
  const locales = locale === 'nl' ? ['nl'] : [locale, 'nl'];
  for (const loc of locales) {
    const page = await knex('cms_page')
      .where({ slug, locale: loc, is_published: true })
      .first('cms_page_id', 'slug', 'locale', 'title', 'meta_title', 'meta_description');
    if (!page) continue;
    const blocks = await knex('cms_block')
      .where('cms_page_id', page.cms_page_id)
      .orderBy(['position', 'block_id'])
      .select('block_id', 'block_type', 'position', 'data');
    const { cms_page_id: _id, ...fields } = page;
    return { ...fields, blocks };
  }
  return null;
}
