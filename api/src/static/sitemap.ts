/**
 * /robots.txt and /sitemap.xml. The sitemap lists every public page in nl and en (each with its
 * hreflang alternates and lastmod); above 25,000 pages (50,000 URLs) /sitemap.xml becomes an index
 * of /sitemap-1.xml, /sitemap-2.xml, ...
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import type { ServerConfig } from '../config';
import { absoluteUrl, type SeoLocale } from '../domain/seo/pageSeo';
import { countPublicPages, publicPages, type SitemapRow } from '../queries/sitemap';
import { offlinePagePaths } from '../services/content/pages';
import { FIXED_PATHS } from '../services/seo/fixedPages';
import { escapeHtml } from './seo/pageHead';
import { shellDist } from './paths';

export const PAGES_PER_FILE = 25_000;

/** Private areas (and their /en and /nl forms) crawlers are asked to leave alone. */
const PRIVATE_PREFIXES = [
  '/admin', '/booking/', '/bookings', '/booking-payment/', '/chat', '/notifications', '/profile', '/finance', '/favorites',
  '/vendor/', '/services', '/login/', '/verify-phone/', '/oauth/', '/team-invitation/', '/calendar/', '/not-found', '/server-error',
];

export function robotsTxt(origin: string): string {
  const lines = ['User-agent: *', 'Allow: /'];
  for (const prefix of ['', '/en', '/nl']) for (const p of PRIVATE_PREFIXES) lines.push(`Disallow: ${prefix}${p}`);
  lines.push('Disallow: /api/', 'Disallow: /dev/', '', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}

/** The fixed pages, without the block pages taken offline in the content editor. */
async function fixedRows(config: ServerConfig, knex: Knex): Promise<SitemapRow[]> {
  const offline = new Set(await offlinePagePaths(knex));
  let built: Date | null = null;
  try {
    built = fs.statSync(path.join(shellDist(config), 'index.html')).mtime; // the last release of the fixed pages
  } catch {
    built = null;
  }
  return FIXED_PATHS.filter((p) => !offline.has(p)).map((p) => ({ path: p, lastmod: built }));
}

function urlEntries(origin: string, row: SitemapRow): string {
  const url = (l: SeoLocale) => escapeHtml(absoluteUrl(origin, l === 'en' ? row.path_en ?? row.path : row.path, l));
  const alternates = (['nl', 'en'] as SeoLocale[])
    .map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${url(l)}"/>`)
    .concat(`<xhtml:link rel="alternate" hreflang="x-default" href="${url('nl')}"/>`)
    .join('');
  const lastmod = row.lastmod ? `<lastmod>${new Date(row.lastmod).toISOString()}</lastmod>` : '';
  return (['nl', 'en'] as SeoLocale[]).map((l) => `<url><loc>${url(l)}</loc>${lastmod}${alternates}</url>`).join('\n');
}

const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/** Pages [offset, offset + limit) of the fixed pages followed by the database's public pages. */
async function pageRows(fixed: SitemapRow[], knex: Knex, offset: number, limit: number): Promise<SitemapRow[]> {
  const fromFixed = fixed.slice(offset, offset + limit);
  const dbOffset = Math.max(0, offset - fixed.length);
  const dbLimit = limit - fromFixed.length;
  return dbLimit > 0 ? [...fromFixed, ...(await publicPages(knex, dbOffset, dbLimit))] : fromFixed;
}

function urlset(origin: string, rows: SitemapRow[]): string {
  return `${URLSET_OPEN}${rows.map((r) => urlEntries(origin, r)).join('\n')}\n</urlset>\n`;
}

/** The XML of /sitemap.xml (file 0) or /sitemap-N.xml; null when there is no such file. */
export async function sitemapXml(config: ServerConfig, knex: Knex, origin: string, file: number, pagesPerFile = PAGES_PER_FILE): Promise<string | null> {
  const fixed = await fixedRows(config, knex);
  const total = fixed.length + (await countPublicPages(knex));
  const files = Math.ceil(total / pagesPerFile);
  if (file === 0) {
    if (files <= 1) return urlset(origin, await pageRows(fixed, knex, 0, pagesPerFile));
    const now = new Date().toISOString();
    const parts = Array.from({ length: files }, (_, i) => `<sitemap><loc>${escapeHtml(`${origin}/sitemap-${i + 1}.xml`)}</loc><lastmod>${now}</lastmod></sitemap>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join('\n')}\n</sitemapindex>\n`;
  }
  if (files <= 1 || file > files) return null;
  return urlset(origin, await pageRows(fixed, knex, (file - 1) * pagesPerFile, pagesPerFile));
}
