/**
 * The content editor's work on the block pages (home, about-us, vendor landing, security policy, hall of
 * fame, footer): each save is a new version of both locales (title, search texts, blocks in order) and
 * the page's draft; publishing writes a version into cms_page / cms_block for nl and en; a scheduled
 * draft is published by the minute task; an older version can be restored as the draft; a signed,
 * short-lived link previews the draft on the real page. Changes name the lock_version the editor
 * loaded; someone else's change in between is CONFLICT stale_version. Multi-row changes in one transaction.
 */
import jwt from 'jsonwebtoken';
import type { Knex } from 'knex';
import { Account, CmsBlock, CmsPage, CmsPageEdit, CmsPageVersion, type PageLocaleContent } from '../../db/models';
import { PREVIEW_TTL_SECONDS, scheduleError } from '../../domain/content/editorRules';
import { canTakeOffline, isEditablePage, PAGE_PATH, validatePage, type EditablePage, type PageLocaleInput } from '../../domain/content/pageRules';
import { sanitizeRichText } from '../../domain/content/richText';
import { ApiError, notFound } from '../../errors/ApiError';
import type { PageView } from './pages';

type Locale = 'nl' | 'en';
const LOCALES: Locale[] = ['nl', 'en'];
const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

export interface EditorPageSummary {
  slug: EditablePage;
  title_nl: string;
  title_en: string;
  has_draft: boolean;
  publish_at: string | null;
  updated_at: string | null;
  lock_version: number;
  /** false once taken offline (the page answers 404) */
  is_published: boolean;
}

export interface EditorPage extends EditorPageSummary {
  nl: PageLocaleContent;
  en: PageLocaleContent;
  versions: { cms_page_version_id: number; version_no: number; created_at: string; author_name: string | null; is_published: boolean; is_draft: boolean }[];
}

function pageSlug(slug: string): EditablePage {
  if (!isEditablePage(slug)) throw notFound('cms_page');
  return slug;
}

/** The published page as content (the seed's pages have no version yet). */
async function publishedContent(knex: Knex, slug: string): Promise<Record<Locale, PageLocaleContent>> {
  const rows = await CmsPage.query(knex).where('slug', slug).withGraphFetched('blocks');
  const of = (locale: Locale): PageLocaleContent => {
    const row = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === 'nl');
    return {
      title: row?.title ?? '',
      meta_title: row?.meta_title ?? null,
      meta_description: row?.meta_description ?? null,
      blocks: (row?.blocks ?? []).map((b) => ({ block_type: b.block_type, data: b.data })),
    };
  };
  return { nl: of('nl'), en: of('en') };
}

async function currentContent(knex: Knex, slug: string, edit: CmsPageEdit | undefined): Promise<Record<Locale, PageLocaleContent>> {
  const id = edit?.draft_version_id ?? edit?.published_version_id;
  const version = id ? await CmsPageVersion.query(knex).findById(id) : undefined;
  return version ? version.content : publishedContent(knex, slug);
}

/** The slugs of the block pages online in some locale. */
async function onlineSlugs(knex: Knex): Promise<Set<string>> {
  return new Set((await CmsPage.query(knex).where('is_published', true).distinct('slug')).map((r) => r.slug));
}

const summaryOf = (slug: EditablePage, edit: CmsPageEdit | undefined, content: Record<Locale, PageLocaleContent>, online: Set<string>): EditorPageSummary => ({
  slug,
  is_published: !canTakeOffline(slug) || online.has(slug),
  title_nl: content.nl.title,
  title_en: content.en.title,
  has_draft: edit?.draft_version_id != null,
  publish_at: iso(edit?.ts_publish_at),
  updated_at: iso(edit?.ts_updated),
  lock_version: edit?.lock_version ?? 1,
});

export async function listEditorPages(knex: Knex): Promise<EditorPageSummary[]> {
  const edits = await CmsPageEdit.query(knex);
  const out: EditorPageSummary[] = [];
  const online = await onlineSlugs(knex);
  for (const slug of ['home', 'about-us', 'vendor', 'security-policy', 'hall-of-fame', 'footer'] as EditablePage[]) {
    const edit = edits.find((e) => e.slug === slug);
    out.push(summaryOf(slug, edit, await currentContent(knex, slug, edit), online));
  }
  return out;
}

export async function loadEditorPage(knex: Knex, slugArg: string): Promise<EditorPage> {
  const slug = pageSlug(slugArg);
  const edit = await CmsPageEdit.query(knex).findById(slug);
  const content = await currentContent(knex, slug, edit);
  const versions = await CmsPageVersion.query(knex).where('slug', slug).orderBy('version_no', 'desc').limit(50);
  const authorIds = [...new Set(versions.map((v) => v.author_account_id).filter((a): a is number => a != null))];
  const authors = authorIds.length ? await Account.query(knex).whereIn('account_id', authorIds).select('account_id', 'first_name', 'last_name', 'email') : [];
  return {
    ...summaryOf(slug, edit, content, await onlineSlugs(knex)),
    nl: content.nl,
    en: content.en,
    versions: versions.map((v) => {
      const a = authors.find((x) => x.account_id === v.author_account_id);
      return {
        cms_page_version_id: v.cms_page_version_id,
        version_no: v.version_no,
        created_at: iso(v.ts_created)!,
        author_name: a ? [a.first_name, a.last_name].filter(Boolean).join(' ') || a.email : null,
        is_published: v.cms_page_version_id === edit?.published_version_id,
        is_draft: v.cms_page_version_id === edit?.draft_version_id,
      };
    }),
  };
}

/** The page's edit row, locked; CONFLICT stale_version unless the editor's lock_version is current; moves it on. */
async function lockCurrent(trx: Knex.Transaction, slug: EditablePage, expected: number | null | undefined): Promise<CmsPageEdit> {
  await CmsPageEdit.query(trx).insert({ slug, lock_version: 1 } as Partial<CmsPageEdit>).onConflict('slug').ignore();
  const edit = (await CmsPageEdit.query(trx).findById(slug).forUpdate())!;
  if (expected == null || edit.lock_version !== expected) {
    throw new ApiError('CONFLICT', { entity: 'cms_page', key: 'stale_version', meta: { lock_version: edit.lock_version, updated_at: iso(edit.ts_updated) } });
  }
  await CmsPageEdit.query(trx).findById(slug).patch({ lock_version: edit.lock_version + 1 } as Partial<CmsPageEdit>);
  return edit;
}

/** Trimmed texts; TEXT blocks' HTML sanitised (DOMPurify on the server; the page sanitises again at render). */
function clean(page: PageLocaleInput): PageLocaleContent {
  return {
    title: page.title.trim(),
    meta_title: page.meta_title?.trim() || null,
    meta_description: page.meta_description?.trim() || null,
    blocks: page.blocks.map((b) => {
      const data = { ...(b.data as Record<string, unknown>) };
      if (b.block_type === 'TEXT' && typeof data.html === 'string') data.html = sanitizeRichText(data.html);
      return { block_type: b.block_type, data };
    }),
  };
}

async function newVersion(trx: Knex.Transaction, slug: EditablePage, content: Record<Locale, PageLocaleContent>, authorId: number): Promise<CmsPageVersion> {
  const last = (await CmsPageVersion.query(trx).where('slug', slug).max('version_no as n').first()) as unknown as { n: number | null } | undefined;
  return CmsPageVersion.query(trx).insertAndFetch({ slug, version_no: (last?.n ?? 0) + 1, content, author_account_id: authorId } as Partial<CmsPageVersion>);
}

export async function saveEditorPage(knex: Knex, authorId: number, slugArg: string, lockVersion: number, input: Record<Locale, PageLocaleInput>): Promise<EditorPage> {
  const slug = pageSlug(slugArg);
  const errors = validatePage(input);
  if (Object.keys(errors).length) {
    throw new ApiError('FIELD_VALIDATION', { entity: 'cms_page', key: Object.values(errors)[0], meta: { field: Object.keys(errors)[0], fields: errors } });
  }
  await knex.transaction(async (trx) => {
    await lockCurrent(trx, slug, lockVersion);
    const version = await newVersion(trx, slug, { nl: clean(input.nl), en: clean(input.en) }, authorId);
    await CmsPageEdit.query(trx).findById(slug).patch({ draft_version_id: version.cms_page_version_id } as Partial<CmsPageEdit>);
  });
  return loadEditorPage(knex, slug);
}

/** Writes a version into the public tables for nl and en. */
async function publishVersion(trx: Knex.Transaction, slug: EditablePage, version: CmsPageVersion): Promise<void> {
  for (const locale of LOCALES) {
    const c = version.content[locale];
    const existing = await CmsPage.query(trx).where({ slug, locale }).first();
    const fields = { title: c.title, meta_title: c.meta_title ?? null, meta_description: c.meta_description ?? null, is_published: true };
    const page = existing
      ? (await CmsPage.query(trx).patchAndFetchById(existing.cms_page_id, fields))
      : await CmsPage.query(trx).insertAndFetch({ slug, locale, ...fields } as Partial<CmsPage>);
    await CmsBlock.query(trx).where('cms_page_id', page.cms_page_id).delete();
    for (const [i, block] of c.blocks.entries()) {
      await CmsBlock.query(trx).insert({ cms_page_id: page.cms_page_id, block_type: block.block_type as CmsBlock['block_type'], position: i + 1, data: block.data });
    }
  }
  await CmsPageEdit.query(trx).findById(slug).patch({ published_version_id: version.cms_page_version_id, draft_version_id: null, ts_publish_at: null } as Partial<CmsPageEdit>);
}

/** Publishes the draft; without a draft, puts an offline page back online as it was. */
export async function publishEditorPage(knex: Knex, slugArg: string, lockVersion: number): Promise<EditorPage> {
  const slug = pageSlug(slugArg);
  await knex.transaction(async (trx) => {
    const edit = await lockCurrent(trx, slug, lockVersion);
    if (edit.draft_version_id) {
      await publishVersion(trx, slug, (await CmsPageVersion.query(trx).findById(edit.draft_version_id))!);
      return;
    }
    const rows = await CmsPage.query(trx).where('slug', slug);
    if (rows.length === 0 || rows.every((r) => r.is_published)) throw new ApiError('VALIDATION', { entity: 'cms_page', key: 'nothing_to_publish' });
    await CmsPage.query(trx).where('slug', slug).patch({ is_published: true } as Partial<CmsPage>);
  });
  return loadEditorPage(knex, slug);
}

/** Takes about-us, the vendor landing, the security policy or the hall of fame offline in nl and en: it answers 404 until published again. */
export async function unpublishEditorPage(knex: Knex, slugArg: string, lockVersion: number): Promise<EditorPage> {
  const slug = pageSlug(slugArg);
  if (!canTakeOffline(slug)) throw new ApiError('VALIDATION', { entity: 'cms_page', key: 'cannot_unpublish' });
  await knex.transaction(async (trx) => {
    await lockCurrent(trx, slug, lockVersion);
    const changed = await CmsPage.query(trx).where({ slug, is_published: true }).patch({ is_published: false } as Partial<CmsPage>);
    if (changed === 0) throw new ApiError('VALIDATION', { entity: 'cms_page', key: 'not_published' });
  });
  return loadEditorPage(knex, slug);
}

export async function scheduleEditorPage(knex: Knex, slugArg: string, lockVersion: number, publishAt: Date, now: Date = new Date()): Promise<EditorPage> {
  const slug = pageSlug(slugArg);
  const problem = scheduleError(publishAt, now);
  if (problem) throw new ApiError('FIELD_VALIDATION', { entity: 'cms_page', key: problem, meta: { field: 'publish_at', fields: { publish_at: problem } } });
  await knex.transaction(async (trx) => {
    const edit = await lockCurrent(trx, slug, lockVersion);
    if (!edit.draft_version_id) throw new ApiError('VALIDATION', { entity: 'cms_page', key: 'nothing_to_publish' });
    await CmsPageEdit.query(trx).findById(slug).patch({ ts_publish_at: publishAt } as Partial<CmsPageEdit>);
  });
  return loadEditorPage(knex, slug);
}

export async function restoreEditorPageVersion(knex: Knex, authorId: number, slugArg: string, versionId: number, lockVersion: number): Promise<EditorPage> {
  const slug = pageSlug(slugArg);
  await knex.transaction(async (trx) => {
    await lockCurrent(trx, slug, lockVersion);
    const old = await CmsPageVersion.query(trx).findById(versionId).where('slug', slug);
    if (!old) throw notFound('cms_page_version');
    const version = await newVersion(trx, slug, old.content, authorId);
    await CmsPageEdit.query(trx).findById(slug).patch({ draft_version_id: version.cms_page_version_id } as Partial<CmsPageEdit>);
  });
  return loadEditorPage(knex, slug);
}

/** The minute task: publishes every page whose scheduled moment has come. Idempotent. */
export async function publishDuePages(knex: Knex, now: Date): Promise<number> {
  const due = await CmsPageEdit.query(knex).whereNotNull('ts_publish_at').where('ts_publish_at', '<=', now).select('slug');
  let published = 0;
  for (const { slug } of due) {
    await knex.transaction(async (trx) => {
      const edit = await CmsPageEdit.query(trx).findById(slug).forUpdate();
      if (!edit?.ts_publish_at || new Date(edit.ts_publish_at) > now || !isEditablePage(slug)) return;
      if (!edit.draft_version_id) {
        await CmsPageEdit.query(trx).findById(slug).patch({ ts_publish_at: null } as Partial<CmsPageEdit>);
        return;
      }
      await publishVersion(trx, slug, (await CmsPageVersion.query(trx).findById(edit.draft_version_id))!);
      await CmsPageEdit.query(trx).findById(slug).patch({ lock_version: edit.lock_version + 1 } as Partial<CmsPageEdit>);
      published += 1;
    });
  }
  return published;
}

// ---- preview: a signed link naming the page and the version it shows

const PURPOSE = 'page_preview';
export interface PagePreviewClaims { slug: string; cms_page_version_id: number }

export async function pagePreviewLinks(knex: Knex, slugArg: string, secret: string): Promise<{ nl: string; en: string; expires_at: string }> {
  const slug = pageSlug(slugArg);
  const edit = await CmsPageEdit.query(knex).findById(slug);
  const versionId = edit?.draft_version_id ?? edit?.published_version_id;
  if (!versionId) throw new ApiError('VALIDATION', { entity: 'cms_page', key: 'nothing_to_preview' });
  const token = jwt.sign({ pur: PURPOSE, pag: slug, vid: versionId }, secret, { algorithm: 'HS256', expiresIn: PREVIEW_TTL_SECONDS });
  const path = PAGE_PATH[slug];
  const q = `?preview=${encodeURIComponent(token)}`;
  return { nl: `${path}${q}`, en: `${path === '/' ? '/en' : `/en${path}`}${q}`, expires_at: new Date(Date.now() + PREVIEW_TTL_SECONDS * 1000).toISOString() };
}

export function verifyPagePreviewToken(token: string | null | undefined, secret: string): PagePreviewClaims | null {
  if (!token || token.length > 2000) return null;
  try {
    const claims = jwt.verify(token, secret, { algorithms: ['HS256'] }) as Record<string, unknown>;
    if (claims.pur !== PURPOSE || typeof claims.pag !== 'string' || !Number.isSafeInteger(claims.vid)) return null;
    return { slug: claims.pag, cms_page_version_id: claims.vid as number };
  } catch {
    return null;
  }
}

/** The version a verified page preview token names, as the public page view in `locale`; null when it is not this page's. */
export async function previewPageView(knex: Knex, slug: string, locale: Locale, claims: PagePreviewClaims): Promise<PageView | null> {
  if (claims.slug !== slug) return null;
  const version = await CmsPageVersion.query(knex).findById(claims.cms_page_version_id).where('slug', slug);
  if (!version) return null;
  const c = version.content[locale] ?? version.content.nl;
  return {
    slug,
    locale,
    title: c.title,
    meta_title: c.meta_title ?? null,
    meta_description: c.meta_description ?? null,
    updated_at: iso(version.ts_created)!,
    blocks: c.blocks.map((b, i) => ({ block_id: -(i + 1), block_type: b.block_type, position: i + 1, data: b.data })),
  };
}
