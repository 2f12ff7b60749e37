/**
 * Helpdesk search: full-text match (websearch syntax, stemmed per language) or a title containing the
 * words, ranked, over the published stories' texts in one statement.
 * Reason for raw SQL: ts_rank over the expression index content_item_text_search (the query must
 * repeat the index expression exactly for PostgreSQL to use it), which the query builder cannot express.
 */
import type { Knex } from 'knex';
import type { Locale } from '../middleware/locale';

const DOCUMENT = `to_tsvector(CASE WHEN t.locale = 'en' THEN 'english'::regconfig ELSE 'dutch'::regconfig END,
  t.title || ' ' || coalesce(t.summary, '') || ' ' || regexp_replace(t.body_html, '<[^>]*>', ' ', 'g'))`;

export async function searchHelpdeskStoryIds(knex: Knex, term: string, locale: Locale, limit: number): Promise<number[]> {
  const config = locale === 'en' ? 'english' : 'dutch';
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await knex.raw<{ rows: { content_item_id: number }[] }>(
    `SELECT t.content_item_id
       FROM content_item_text t
       JOIN content_item i ON i.content_item_id = t.content_item_id
      WHERE t.content_type = 'HELPDESK_STORY' AND t.locale = ? AND i.status = 'PUBLISHED'
        AND (${DOCUMENT} @@ websearch_to_tsquery(?::regconfig, ?) OR t.title ILIKE ?)
      ORDER BY (t.title ILIKE ?) DESC, ts_rank(${DOCUMENT}, websearch_to_tsquery(?::regconfig, ?)) DESC, t.content_item_id
      LIMIT ?`,
    [locale, config, term, like, like, config, term, limit],
  );
  return rows.map((r) => r.content_item_id);
}
