/**
 * What the content editor may save: the texts of an item in nl and en (title and slug required in both,
 * slugs lower-case words joined by dashes), a publication moment in the future, and which slugs change
 * when a version is published (the old ones keep answering with a 301). Pure: no database.
 */
import type { ContentType } from './vocabulary';

export const EDITOR_LOCALES = ['nl', 'en'] as const;
export type EditorLocale = (typeof EDITOR_LOCALES)[number];

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const LIMITS = { slug: 120, title: 255, summary: 1000, body: 200_000, meta_title: 255, meta_description: 500 } as const;

export interface EditorTexts {
  slug: string;
  title: string;
  summary?: string | null;
  body_html: string;
  meta_title?: string | null;
  meta_description?: string | null;
}

/** field path (e.g. "nl.slug") -> error key (required, invalid_slug, too_long) */
export type FieldErrors = Record<string, string>;

const trimOrNull = (v: string | null | undefined): string | null => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

/** Trims the texts of one locale; slug lower-cased. */
export function normaliseTexts(t: EditorTexts): EditorTexts {
  return {
    slug: t.slug.trim().toLowerCase(),
    title: t.title.trim(),
    summary: trimOrNull(t.summary),
    body_html: t.body_html ?? '',
    meta_title: trimOrNull(t.meta_title),
    meta_description: trimOrNull(t.meta_description),
  };
}

/** Field errors of the texts of both locales (empty when they may be saved). */
export function validateTexts(texts: Record<EditorLocale, EditorTexts>): FieldErrors {
  const errors: FieldErrors = {};
  for (const locale of EDITOR_LOCALES) {
    const t = texts[locale];
    if (!t.title) errors[`${locale}.title`] = 'required';
    else if (t.title.length > LIMITS.title) errors[`${locale}.title`] = 'too_long';
    if (!t.slug) errors[`${locale}.slug`] = 'required';
    else if (t.slug.length > LIMITS.slug) errors[`${locale}.slug`] = 'too_long';
    else if (!SLUG_PATTERN.test(t.slug)) errors[`${locale}.slug`] = 'invalid_slug';
    if ((t.summary ?? '').length > LIMITS.summary) errors[`${locale}.summary`] = 'too_long';
    if (t.body_html.length > LIMITS.body) errors[`${locale}.body_html`] = 'too_long';
    if ((t.meta_title ?? '').length > LIMITS.meta_title) errors[`${locale}.meta_title`] = 'too_long';
    if ((t.meta_description ?? '').length > LIMITS.meta_description) errors[`${locale}.meta_description`] = 'too_long';
  }
  return errors;
}

/** A title -> a slug proposal: "Vergaderen in 's-Hertogenbosch!" -> "vergaderen-in-s-hertogenbosch". */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LIMITS.slug)
    .replace(/-+$/, '');
}

/** The slugs that stop being current when `next` is published over `current` (they become 301s). */
export function renamedSlugs(current: Partial<Record<EditorLocale, { slug: string }>>, next: Record<EditorLocale, { slug: string }>): { locale: EditorLocale; old_slug: string }[] {
  return EDITOR_LOCALES.flatMap((locale) => {
    const old = current[locale]?.slug;
    return old && old !== next[locale].slug ? [{ locale, old_slug: old }] : [];
  });
}

/** A scheduled publication must lie in the future (a minute of leeway for the clock of the browser). */
export function scheduleError(publishAt: Date, now: Date): string | null {
  if (Number.isNaN(publishAt.getTime())) return 'invalid_date';
  if (publishAt.getTime() < now.getTime() - 60_000) return 'in_the_past';
  return null;
}

/** Helpdesk stories belong to a category; nothing else has a parent. */
export function parentRule(type: ContentType, parentType: ContentType | null): string | null {
  if (type === 'HELPDESK_STORY') return parentType === 'HELPDESK_CATEGORY' ? null : 'category_required';
  return parentType === null ? null : 'no_parent';
}

/** Preview links live this long. */
export const PREVIEW_TTL_SECONDS = 30 * 60;
