/** The helpdesk: its five categories, the stories of a category, one story, and the search over stories. */
import type { Knex } from 'knex';
import { ContentItem } from '../../db/models';
import type { Locale } from '../../middleware/locale';
import { searchHelpdeskStoryIds } from '../../queries/helpdeskSearch';
import { getStory, storiesOf, type ReadOptions, type Story } from './stories';

export interface HelpdeskCategory extends Story { story_count: number }
export interface StoryWithCategory extends Story { category: HelpdeskCategory | null }

/** Published categories in position order, with the number of published stories in each. */
export async function helpdeskCategories(knex: Knex, locale: Locale): Promise<HelpdeskCategory[]> {
  const items = await ContentItem.query(knex).modify('ofType', 'HELPDESK_CATEGORY').modify('published').orderBy(['position', 'content_item_id']);
  const counts = await ContentItem.query(knex).modify('ofType', 'HELPDESK_STORY').modify('published')
    .whereIn('parent_id', items.map((i) => i.content_item_id)).groupBy('parent_id').select('parent_id').count('* as n') as unknown as { parent_id: number; n: number }[];
  const byParent = new Map(counts.map((c) => [c.parent_id, Number(c.n)]));
  return (await storiesOf(knex, items, locale)).map((s) => ({ ...s, story_count: byParent.get(s.content_item_id) ?? 0 }));
}

async function withCategories(knex: Knex, stories: Story[], locale: Locale): Promise<StoryWithCategory[]> {
  const categories = await helpdeskCategories(knex, locale);
  return stories.map((s) => ({ ...s, category: categories.find((c) => c.content_item_id === s.parent_id) ?? null }));
}

/** A category (by slug in either locale or an old slug) with its published stories in position order. */
export async function helpdeskCategoryStories(knex: Knex, slug: string, locale: Locale, options: ReadOptions = {}): Promise<{ category: HelpdeskCategory; stories: Story[] } | null> {
  const found = await getStory(knex, 'HELPDESK_CATEGORY', slug, locale, options);
  if (!found) return null;
  const items = await ContentItem.query(knex).modify('ofType', 'HELPDESK_STORY').modify('published').where('parent_id', found.content_item_id).orderBy(['position', 'content_item_id']);
  const stories = await storiesOf(knex, items, locale);
  return { category: { ...found, story_count: stories.length }, stories };
}

export async function helpdeskStory(knex: Knex, slug: string, locale: Locale, options: ReadOptions = {}): Promise<StoryWithCategory | null> {
  const story = await getStory(knex, 'HELPDESK_STORY', slug, locale, options);
  if (!story) return null;
  const [withCategory] = await withCategories(knex, [story], locale);
  return withCategory ?? null;
}

export const SEARCH_LIMIT = 20;

/** Published stories matching the words of `term` (title, summary and text; stemmed in the locale's language). */
export async function searchHelpdeskStories(knex: Knex, term: string, locale: Locale): Promise<StoryWithCategory[]> {
  const words = term.trim().slice(0, 200);
  if (words.length < 2) return [];
  const ids = await searchHelpdeskStoryIds(knex, words, locale, SEARCH_LIMIT);
  if (ids.length === 0) return [];
  const items = await ContentItem.query(knex).whereIn('content_item_id', ids);
  const ordered = ids.map((id) => items.find((i) => i.content_item_id === id)).filter((i): i is ContentItem => i !== undefined);
  return withCategories(knex, await storiesOf(knex, ordered, locale), locale);
}
