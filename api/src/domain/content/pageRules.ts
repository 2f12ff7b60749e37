/**
 * What the editor may save on a block page: the pages it edits, per locale a title (search texts
 * optional) and at most MAX_BLOCKS blocks of the known types, each with an object of data of bounded
 * size. Pure: no database.
 */
import { CMS_BLOCK_TYPES } from '../../db/constants';

/** The block pages the editor edits (the slug of their cms_page rows). */
export const EDITABLE_PAGES = ['home', 'about-us', 'vendor', 'security-policy', 'hall-of-fame', 'footer'] as const;
export type EditablePage = (typeof EDITABLE_PAGES)[number];
export const isEditablePage = (slug: string): slug is EditablePage => (EDITABLE_PAGES as readonly string[]).includes(slug);

/** The pages that can be taken offline (an offline page answers 404); home and the footer always show. */
export const OFFLINE_PAGES = ['about-us', 'vendor', 'security-policy', 'hall-of-fame'] as const;
export const canTakeOffline = (slug: string): boolean => (OFFLINE_PAGES as readonly string[]).includes(slug);

/** The path a page is shown on (footer: on every page, shown with home). */
export const PAGE_PATH: Record<EditablePage, string> = {
  home: '/', 'about-us': '/about-us', vendor: '/vendor', 'security-policy': '/security-policy', 'hall-of-fame': '/hall-of-fame', footer: '/',
};

export const MAX_BLOCKS = 40;
export const MAX_BLOCK_DATA_CHARS = 50_000;

export interface PageLocaleInput {
  title: string;
  meta_title?: string | null;
  meta_description?: string | null;
  blocks: { block_type: string; data: unknown }[];
}

/** field path (e.g. "en.blocks.2") -> error key */
export function validatePage(content: Record<'nl' | 'en', PageLocaleInput>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const locale of ['nl', 'en'] as const) {
    const page = content[locale];
    const title = page.title.trim();
    if (!title) errors[`${locale}.title`] = 'required';
    else if (title.length > 255) errors[`${locale}.title`] = 'too_long';
    if ((page.meta_title ?? '').length > 255) errors[`${locale}.meta_title`] = 'too_long';
    if ((page.meta_description ?? '').length > 500) errors[`${locale}.meta_description`] = 'too_long';
    if (page.blocks.length > MAX_BLOCKS) errors[`${locale}.blocks`] = 'too_many';
    page.blocks.forEach((block, i) => {
      if (!(CMS_BLOCK_TYPES as readonly string[]).includes(block.block_type)) errors[`${locale}.blocks.${i}`] = 'invalid_block_type';
      else if (typeof block.data !== 'object' || block.data === null || Array.isArray(block.data)) errors[`${locale}.blocks.${i}`] = 'invalid_value';
      else if (JSON.stringify(block.data).length > MAX_BLOCK_DATA_CHARS) errors[`${locale}.blocks.${i}`] = 'too_long';
    });
  }
  return errors;
}
