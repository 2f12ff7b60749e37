/**
 * What a page is to a crawler: its own title, description, canonical path, structured data and main
 * text. The server renders it into the first HTML (static/seo/pageHead.ts, pageBody.ts); the MFE
 * takes over in the browser. Paths are bare (no locale prefix); texts are in the page's locale.
 */
export type SeoLocale = 'nl' | 'en';

export interface Crumb { name: string; path: string }
export interface PageLink { text: string; path: string }
export interface Faq { question: string; answer: string }

export interface PageSection {
  heading?: string;
  paragraphs?: string[];
  links?: PageLink[];
  faq?: Faq[];
}

export interface PageSeo {
  /** 301: the page lives at `path` (an old or other-locale slug was asked for) */
  status: 200 | 301 | 404;
  /** the whole <title> */
  title: string;
  description: string;
  /** bare canonical path; hreflang alternates are derived from it unless `alternates` says otherwise */
  path: string;
  /** the page's bare path per locale when its slugs differ per locale (articles) */
  alternates?: Record<SeoLocale, string>;
  /** false: noindex (private areas, status pages) */
  indexable: boolean;
  ogType: 'website' | 'article' | 'place';
  /** root-relative or absolute image for Open Graph */
  image?: string;
  heading: string;
  intro?: string[];
  sections?: PageSection[];
  breadcrumbs?: Crumb[];
  /** schema.org objects, each rendered as its own application/ld+json block */
  jsonLd: Array<Record<string, unknown>>;
}

/** '/locations/utrecht' in en -> '/en/locations/utrecht'; nl has no prefix. */
export function localisedPath(path: string, locale: SeoLocale): string {
  if (locale === 'nl') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

export function absoluteUrl(origin: string, path: string, locale: SeoLocale): string {
  return `${origin}${localisedPath(path, locale)}`;
}

/** A description of at most `max` characters, cut at a word boundary. */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** Plain text of stored rich text (HTML): tags dropped, entities of the five escaped characters undone. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|li|h[1-6]|div)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
