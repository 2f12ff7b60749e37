/**
 * Every public page for /sitemap.xml, in one ordered list that can be paged: a UNION over regions,
 * cities, venues, spaces and public organisation pages is set-based SQL (one round trip, stable order
 * by kind and id, LIMIT/OFFSET per sitemap file) rather than five model queries merged in memory.
 * A location's or organisation's lastmod is the last change of it or of a venue in it (what its page lists);
 * articles, helpdesk pages and tag pages carry their English path beside the Dutch one.
 */
import type { Knex } from 'knex';

export interface SitemapRow {
  path: string;
  /** the English page's path when its slug differs (articles, tag pages); else `path` */
  path_en?: string | null;
  lastmod: Date | null;
}

/** A content item's path in a locale (the Dutch slug where the locale has none); helpdesk stories sit under their category. */
function contentPath(locale: 'nl' | 'en'): string {
  const own = locale === 'nl' ? 't_nl.slug' : 'coalesce(t_en.slug, t_nl.slug)';
  const parent = locale === 'nl' ? 'p_nl.slug' : 'coalesce(p_en.slug, p_nl.slug)';
  return `CASE i.content_type WHEN 'BLOG_ARTICLE' THEN '/blog/' || ${own} WHEN 'HOW_TO_ARTICLE' THEN '/how-to/' || ${own}
            WHEN 'HELPDESK_CATEGORY' THEN '/helpdesk/' || ${own} ELSE '/helpdesk/' || ${parent} || '/' || ${own} END`;
}

const PUBLIC_PAGES_SQL = `
  SELECT 1 AS kind, r.location_id AS id, '/locations/' || r.slug AS path, NULL::text AS path_en,
         greatest(r.ts_updated, (SELECT max(v.ts_updated) FROM venue v WHERE v.region_id = r.location_id)) AS lastmod
    FROM seo_location r WHERE r.entity_type = 'REGION' AND r.is_active
  UNION ALL
  SELECT 2, c.location_id, '/locations/' || r.slug || '/' || c.slug, NULL,
         greatest(c.ts_updated, (SELECT max(v.ts_updated) FROM venue v WHERE v.city_id = c.location_id))
    FROM seo_location c JOIN seo_location r ON r.location_id = c.parent_id
   WHERE c.entity_type = 'CITY' AND c.is_active AND r.is_active
  UNION ALL
  SELECT 3, v.venue_id, '/customer/venue/' || v.venue_hash || '/' || v.venue_slug, NULL, v.ts_updated
    FROM venue v WHERE v.is_active AND v.status <> 'BANNED'
  UNION ALL
  SELECT 4, s.space_id, '/space/' || v.venue_hash || '/' || s.space_slug || '/' || s.space_reference, NULL, greatest(s.ts_updated, v.ts_updated)
    FROM space s JOIN venue v ON v.venue_id = s.venue_id
   WHERE s.is_active AND v.is_active AND v.status <> 'BANNED'
  UNION ALL
  SELECT 5, c.collection_id, '/organisation/' || c.collection_hash || '/' || c.slug, NULL,
         (SELECT max(v.ts_updated) FROM venue v WHERE v.collection_id = c.collection_id)
    FROM collection c WHERE c.has_public_page
  UNION ALL
  SELECT 6, i.content_item_id,
         ${contentPath('nl')}, ${contentPath('en')}, i.ts_updated
    FROM content_item i
    JOIN content_item_text t_nl ON t_nl.content_item_id = i.content_item_id AND t_nl.locale = 'nl'
    LEFT JOIN content_item_text t_en ON t_en.content_item_id = i.content_item_id AND t_en.locale = 'en'
    LEFT JOIN content_item p ON p.content_item_id = i.parent_id
    LEFT JOIN content_item_text p_nl ON p_nl.content_item_id = i.parent_id AND p_nl.locale = 'nl'
    LEFT JOIN content_item_text p_en ON p_en.content_item_id = i.parent_id AND p_en.locale = 'en'
   WHERE i.status = 'PUBLISHED' AND (i.content_type <> 'HELPDESK_STORY' OR p.status = 'PUBLISHED')
  UNION ALL
  SELECT 7, c.location_id * 1000 + t.seo_tag_id,
         '/locations/' || r.slug || '/' || c.slug || '/' || t.slug_nl, '/locations/' || r.slug || '/' || c.slug || '/' || t.slug_en,
         greatest(c.ts_updated, (SELECT max(v.ts_updated) FROM venue v WHERE v.city_id = c.location_id))
    FROM seo_location c JOIN seo_location r ON r.location_id = c.parent_id CROSS JOIN seo_tag t
   WHERE c.entity_type = 'CITY' AND c.is_active AND r.is_active`;

export async function countPublicPages(knex: Knex): Promise<number> {
  const { rows } = await knex.raw<{ rows: Array<{ n: number }> }>(`SELECT count(*)::int AS n FROM (${PUBLIC_PAGES_SQL}) pages`);
  return rows[0]?.n ?? 0;
}

export async function publicPages(knex: Knex, offset: number, limit: number): Promise<SitemapRow[]> {
  const { rows } = await knex.raw<{ rows: SitemapRow[] }>(
    `SELECT path, path_en, lastmod FROM (${PUBLIC_PAGES_SQL}) pages ORDER BY kind, id LIMIT ? OFFSET ?`,
    [limit, offset],
  );
  return rows;
}
