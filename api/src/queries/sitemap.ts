/**
 * Every public page for /sitemap.xml, in one ordered list that can be paged: a UNION over regions,
 * cities, venues, spaces and public organisation pages is set-based SQL (one round trip, stable order
 * by kind and id, LIMIT/OFFSET per sitemap file) rather than five model queries merged in memory.
 * A location's or organisation's lastmod is the last change of a venue in it (what its page lists).
 */
import type { Knex } from 'knex';

export interface SitemapRow {
  path: string;
  lastmod: Date | null;
}

const PUBLIC_PAGES_SQL = `
  SELECT 1 AS kind, r.location_id AS id, '/locations/' || r.slug AS path,
         (SELECT max(v.ts_updated) FROM venue v WHERE v.region_id = r.location_id) AS lastmod
    FROM seo_location r WHERE r.entity_type = 'REGION' AND r.is_active
  UNION ALL
  SELECT 2, c.location_id, '/locations/' || r.slug || '/' || c.slug,
         (SELECT max(v.ts_updated) FROM venue v WHERE v.city_id = c.location_id)
    FROM seo_location c JOIN seo_location r ON r.location_id = c.parent_id
   WHERE c.entity_type = 'CITY' AND c.is_active AND r.is_active
  UNION ALL
  SELECT 3, v.venue_id, '/customer/venue/' || v.venue_hash || '/' || v.venue_slug, v.ts_updated
    FROM venue v WHERE v.is_active AND v.status <> 'BANNED'
  UNION ALL
  SELECT 4, s.space_id, '/space/' || v.venue_hash || '/' || s.space_slug || '/' || s.space_reference, greatest(s.ts_updated, v.ts_updated)
    FROM space s JOIN venue v ON v.venue_id = s.venue_id
   WHERE s.is_active AND v.is_active AND v.status <> 'BANNED'
  UNION ALL
  SELECT 5, c.collection_id, '/organisation/' || c.collection_hash || '/' || c.slug,
         (SELECT max(v.ts_updated) FROM venue v WHERE v.collection_id = c.collection_id)
    FROM collection c WHERE c.has_public_page`;

export async function countPublicPages(knex: Knex): Promise<number> {
  const { rows } = await knex.raw<{ rows: Array<{ n: number }> }>(`SELECT count(*)::int AS n FROM (${PUBLIC_PAGES_SQL}) pages`);
  return rows[0]?.n ?? 0;
}

export async function publicPages(knex: Knex, offset: number, limit: number): Promise<SitemapRow[]> {
  const { rows } = await knex.raw<{ rows: SitemapRow[] }>(
    `SELECT path, lastmod FROM (${PUBLIC_PAGES_SQL}) pages ORDER BY kind, id LIMIT ? OFFSET ?`,
    [limit, offset],
  );
  return rows;
}
