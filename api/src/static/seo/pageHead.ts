/** The <head> tags of a page for crawlers and link previews, from its PageSeo. */
import { absoluteUrl, type PageSeo, type SeoLocale } from '../../domain/seo/pageSeo';

/** Text and attribute values: the five HTML-special characters escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** JSON inside <script type="application/ld+json">: nothing in it can close the element or start a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const OG_LOCALE: Record<SeoLocale, string> = { nl: 'nl_NL', en: 'en_GB' };

export function pageHead(page: PageSeo, origin: string, locale: SeoLocale): string {
  const canonical = absoluteUrl(origin, page.path, locale);
  const image = page.image ? (page.image.startsWith('http') ? page.image : `${origin}${page.image}`) : null;
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
  ];
  if (page.indexable) {
    tags.push(
      `<link rel="canonical" href="${escapeHtml(canonical)}">`,
      `<link rel="alternate" hreflang="nl" href="${escapeHtml(absoluteUrl(origin, page.alternates?.nl ?? page.path, 'nl'))}">`,
      `<link rel="alternate" hreflang="en" href="${escapeHtml(absoluteUrl(origin, page.alternates?.en ?? page.path, 'en'))}">`,
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absoluteUrl(origin, page.alternates?.nl ?? page.path, 'nl'))}">`,
    );
  } else {
    tags.push('<meta name="robots" content="noindex">');
  }
  tags.push(
    `<meta property="og:site_name" content="Zaalplek">`,
    `<meta property="og:type" content="${page.ogType === 'article' ? 'article' : 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[locale]}">`,
    `<meta property="og:locale:alternate" content="${OG_LOCALE[locale === 'nl' ? 'en' : 'nl']}">`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
  );
  if (image) tags.push(`<meta property="og:image" content="${escapeHtml(image)}">`);
  // a space's or venue's page opens with this photo (its gallery's first): fetched with the scripts, not after them
  if (page.ogType === 'place' && page.image) {
    const own = page.image.startsWith(origin) ? page.image.slice(origin.length) : page.image;
    if (own.startsWith('/')) tags.push(`<link rel="preload" as="image" href="${escapeHtml(own)}" fetchpriority="high">`);
  }
  for (const data of page.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return tags.join('');
}
