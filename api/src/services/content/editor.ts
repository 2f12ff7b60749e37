/**
 * The content editor's work on blog and how-to articles and helpdesk categories and stories:
 * every save is a new version (the item's draft), publishing copies a version's texts into the
 * published table (content_item_text) and keeps each replaced slug as a 301 (content_slug_redirect),
 * unpublish takes an item offline, a scheduled item is published by the minute task, and an old
 * version can be restored as the new draft. Every change names the item's lock_version as the editor
 * loaded it: when someone else saved in between, the change is refused with CONFLICT stale_version
 * instead of overwriting theirs. Multi-row changes run in one transaction.
 */
import type { Knex } from 'knex';
import { Account, ContentItem, ContentItemText, ContentSlugRedirect, ContentVersion, Image } from '../../db/models';
import {
  EDITOR_LOCALES, normaliseTexts, parentRule, renamedSlugs, scheduleError, validateTexts, type EditorLocale, type EditorTexts,
} from '../../domain/content/editorRules';
import { sanitizeRichText } from '../../domain/content/richText';
import type { ContentType } from '../../domain/content/vocabulary';
import { ApiError, notFound } from '../../errors/ApiError';
import { registerMinuteTask } from '../../jobs/registry';
import { publishDuePages } from './pageEditor';
import { signPreviewToken } from './previewToken';

export interface EditorItemSummary {
  content_item_id: number;
  content_type: ContentType;
  content_key: string | null;
  parent_id: number | null;
  status: ContentItem['status'];
  title_nl: string;
  title_en: string;
  has_draft: boolean;
  publish_at: string | null;
  published_at: string | null;
  updated_at: string;
  lock_version: number;
}

export interface EditorVersion {
  content_version_id: number;
  version_no: number;
  created_at: string;
  author_name: string | null;
  is_published: boolean;
  is_draft: boolean;
  title_nl: string;
  title_en: string;
}

export interface EditorItem extends EditorItemSummary {
  image_id: number | null;
  image_url: string | null;
  /** the texts the editor works on: the draft, else the published version */
  nl: EditorTexts;
  en: EditorTexts;
  /** the published slugs (the page's current address) */
  published_slugs: { nl: string | null; en: string | null };
  versions: EditorVersion[];
}

export interface SaveInput {
  content_item_id?: number | null;
  content_type: ContentType;
  parent_id?: number | null;
  lock_version?: number | null;
  image_id?: number | null;
  nl: EditorTexts;
  en: EditorTexts;
}

const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);
const empty: EditorTexts = { slug: '', title: '', summary: null, body_html: '', meta_title: null, meta_description: null };
const fieldErrors = (fields: Record<string, string>) =>
  new ApiError('FIELD_VALIDATION', { entity: 'content_item', key: Object.values(fields)[0] ?? 'invalid_value', meta: { field: Object.keys(fields)[0], fields } });

async function currentVersion(knex: Knex, item: ContentItem): Promise<ContentVersion | undefined> {
  const id = item.draft_version_id ?? item.published_version_id;
  return id ? ContentVersion.query(knex).findById(id) : undefined;
}

function summaryOf(item: ContentItem, version: ContentVersion | undefined, published: ContentItemText[]): EditorItemSummary {
  const title = (locale: EditorLocale) => version?.texts[locale]?.title ?? published.find((t) => t.locale === locale)?.title ?? '';
  return {
    content_item_id: item.content_item_id,
    content_type: item.content_type,
    content_key: item.content_key ?? null,
    parent_id: item.parent_id ?? null,
    status: item.status,
    title_nl: title('nl'),
    title_en: title('en'),
    has_draft: item.draft_version_id != null,
    publish_at: iso(item.ts_publish_at),
    published_at: iso(item.ts_published),
    updated_at: iso(item.ts_updated)!,
    lock_version: item.lock_version,
  };
}

/** Every item of a type (drafts included), newest change first; helpdesk stories optionally of one category. */
export async function listEditorItems(knex: Knex, type: ContentType, parentId?: number | null): Promise<EditorItemSummary[]> {
  const q = ContentItem.query(knex).modify('ofType', type).orderBy([{ column: 'ts_updated', order: 'desc' }, { column: 'content_item_id', order: 'desc' }]);
  if (parentId) q.where('parent_id', parentId);
  const items = await q;
  const ids = items.map((i) => i.content_item_id);
  const versionIds = items.map((i) => i.draft_version_id ?? i.published_version_id).filter((v): v is number => v != null);
  const [versions, texts] = await Promise.all([
    versionIds.length ? ContentVersion.query(knex).whereIn('content_version_id', versionIds) : Promise.resolve([] as ContentVersion[]),
    ids.length ? ContentItemText.query(knex).whereIn('content_item_id', ids) : Promise.resolve([] as ContentItemText[]),
  ]);
  return items.map((item) => summaryOf(
    item,
    versions.find((v) => v.content_version_id === (item.draft_version_id ?? item.published_version_id)),
    texts.filter((t) => t.content_item_id === item.content_item_id),
  ));
}

/** One item as the editor opens it: the texts to work on, the published slugs and the version history. */
export async function loadEditorItem(knex: Knex, id: number): Promise<EditorItem> {
  const item = await ContentItem.query(knex).findById(id);
  if (!item) throw notFound('content_item');
  const [version, published, versions] = await Promise.all([
    currentVersion(knex, item),
    ContentItemText.query(knex).where('content_item_id', id),
    ContentVersion.query(knex).where('content_item_id', id).orderBy('version_no', 'desc').limit(50),
  ]);
  const authorIds = [...new Set(versions.map((v) => v.author_account_id).filter((a): a is number => a != null))];
  const authors = authorIds.length ? await Account.query(knex).whereIn('account_id', authorIds).select('account_id', 'first_name', 'last_name', 'email') : [];
  const textsOf = (locale: EditorLocale): EditorTexts => {
    const t = version?.texts[locale] ?? published.find((p) => p.locale === locale);
    return t ? { ...empty, ...normaliseTexts({ ...empty, ...t }) } : { ...empty };
  };
  const imageId = version ? (version.image_id ?? null) : (item.image_id ?? null);
  return {
    ...summaryOf(item, version, published),
    image_id: imageId,
    image_url: imageId ? `/api/image/${imageId}/` : null,
    nl: textsOf('nl'),
    en: textsOf('en'),
    published_slugs: {
      nl: item.status === 'PUBLISHED' ? (published.find((p) => p.locale === 'nl')?.slug ?? null) : null,
      en: item.status === 'PUBLISHED' ? (published.find((p) => p.locale === 'en')?.slug ?? null) : null,
    },
    versions: versions.map((v) => {
      const a = authors.find((x) => x.account_id === v.author_account_id);
      const name = a ? [a.first_name, a.last_name].filter(Boolean).join(' ') || a.email : null;
      return {
        content_version_id: v.content_version_id,
        version_no: v.version_no,
        created_at: iso(v.ts_created)!,
        author_name: name ?? null,
        is_published: v.content_version_id === item.published_version_id,
        is_draft: v.content_version_id === item.draft_version_id,
        title_nl: v.texts.nl?.title ?? '',
        title_en: v.texts.en?.title ?? '',
      };
    }),
  };
}

/**
 * Takes the item's row lock and moves its lock_version on, but only when the editor's copy is current;
 * otherwise CONFLICT stale_version (someone else saved since) or NOT_FOUND.
 */
async function lockCurrent(trx: Knex.Transaction, id: number, expected: number | null | undefined): Promise<ContentItem> {
  const item = await ContentItem.query(trx).findById(id).forUpdate();
  if (!item) throw notFound('content_item');
  if (expected == null || item.lock_version !== expected) {
    throw new ApiError('CONFLICT', { entity: 'content_item', key: 'stale_version', meta: { lock_version: item.lock_version, updated_at: iso(item.ts_updated) } });
  }
  await ContentItem.query(trx).findById(id).patch({ lock_version: item.lock_version + 1 } as Partial<ContentItem>);
  return item;
}

/** Slugs another item of the same type already uses (published, in its draft, or as an old slug). */
/** Leaves the item itself out of a slug lookup. */
function notThis<Q extends { whereNot(column: string, value: number): Q }>(q: Q, column: string, id: number | null): Q {
  return id ? q.whereNot(column, id) : q;
}

async function takenSlugs(trx: Knex.Transaction, type: ContentType, id: number | null, texts: Record<EditorLocale, EditorTexts>): Promise<Record<string, string>> {
  const taken: Record<string, string> = {};
  for (const locale of EDITOR_LOCALES) {
    const slug = texts[locale].slug;
    const published = await notThis(ContentItemText.query(trx).where({ content_type: type, locale, slug }), 'content_item_id', id).first();
    const drafted = await notThis(
      ContentVersion.query(trx).join('content_item', 'content_item.draft_version_id', 'content_version.content_version_id')
        .where('content_item.content_type', type).whereRaw('content_version.texts -> ? ->> ? = ?', [locale, 'slug', slug]),
      'content_item.content_item_id', id,
    ).first();
    const old = await notThis(ContentSlugRedirect.query(trx).where({ content_type: type, locale, old_slug: slug }), 'content_item_id', id).first();
    if (published || drafted || old) taken[`${locale}.slug`] = 'slug_taken';
  }
  return taken;
}

/** Saves the texts as a new version and makes it the item's draft (a new item starts as DRAFT). */
export async function saveContentItem(knex: Knex, authorId: number, input: SaveInput): Promise<EditorItem> {
  const texts = { nl: normaliseTexts(input.nl), en: normaliseTexts(input.en) };
  const errors = validateTexts(texts);
  if (Object.keys(errors).length) throw fieldErrors(errors);
  for (const locale of EDITOR_LOCALES) texts[locale].body_html = sanitizeRichText(texts[locale].body_html);

  const id = await knex.transaction(async (trx) => {
    let item: ContentItem;
    if (input.content_item_id) {
      item = await lockCurrent(trx, input.content_item_id, input.lock_version);
      if (item.content_type !== input.content_type) throw fieldErrors({ content_type: 'invalid_value' });
    } else {
      const parent = input.parent_id ? await ContentItem.query(trx).findById(input.parent_id) : null;
      if (input.parent_id && !parent) throw fieldErrors({ parent_id: 'not_found' });
      const rule = parentRule(input.content_type, parent?.content_type ?? null);
      if (rule) throw fieldErrors({ parent_id: rule });
      item = await ContentItem.query(trx).insertAndFetch({ content_type: input.content_type, parent_id: parent?.content_item_id ?? null, status: 'DRAFT', lock_version: 1 } as Partial<ContentItem>);
    }
    const taken = await takenSlugs(trx, input.content_type, item.content_item_id, texts);
    if (Object.keys(taken).length) throw fieldErrors(taken);
    if (input.image_id != null && !(await Image.query(trx).findById(input.image_id).where('owner_type', 'CMS'))) throw fieldErrors({ image_id: 'not_found' });

    const last = await ContentVersion.query(trx).where('content_item_id', item.content_item_id).max('version_no as n').first() as unknown as { n: number | null } | undefined;
    const version = await ContentVersion.query(trx).insertAndFetch({
      content_item_id: item.content_item_id,
      version_no: (last?.n ?? 0) + 1,
      texts,
      image_id: input.image_id ?? null,
      author_account_id: authorId,
    } as Partial<ContentVersion>);
    await ContentItem.query(trx).findById(item.content_item_id).patch({ draft_version_id: version.content_version_id } as Partial<ContentItem>);
    return item.content_item_id;
  });
  return loadEditorItem(knex, id);
}

/** Publishes a version of a locked item: published texts, 301s for replaced slugs, status and pointers. */
async function publishVersion(trx: Knex.Transaction, item: ContentItem, version: ContentVersion, now: Date): Promise<void> {
  const current = await ContentItemText.query(trx).where('content_item_id', item.content_item_id);
  const next = { nl: version.texts.nl ?? empty, en: version.texts.en ?? empty };
  const byLocale = Object.fromEntries(current.map((t) => [t.locale, t]));
  const renamed = item.published_version_id ? renamedSlugs(byLocale, next) : [];
  for (const locale of EDITOR_LOCALES) {
    // a slug that comes back (or moves here) stops being a redirect
    await ContentSlugRedirect.query(trx).where({ content_type: item.content_type, locale, old_slug: next[locale].slug }).delete();
  }
  await ContentItemText.query(trx).where('content_item_id', item.content_item_id).delete();
  for (const locale of EDITOR_LOCALES) {
    const t = next[locale];
    await ContentItemText.query(trx).insert({
      content_item_id: item.content_item_id, content_type: item.content_type, locale, slug: t.slug, title: t.title,
      summary: t.summary ?? null, body_html: t.body_html, meta_title: t.meta_title ?? null, meta_description: t.meta_description ?? null,
    });
  }
  for (const r of renamed) {
    await ContentSlugRedirect.query(trx).insert({ content_type: item.content_type, locale: r.locale, old_slug: r.old_slug, content_item_id: item.content_item_id })
      .onConflict(['content_type', 'locale', 'old_slug']).merge(['content_item_id']);
  }
  await ContentItem.query(trx).findById(item.content_item_id).patch({
    status: 'PUBLISHED',
    published_version_id: version.content_version_id,
    draft_version_id: null,
    image_id: version.image_id ?? null,
    ts_publish_at: null,
    ts_published: item.ts_published ?? now,
  } as Partial<ContentItem>);
}

/** Publishes the draft (or, for an item taken offline, its last published version again). */
export async function publishContentItem(knex: Knex, id: number, lockVersion: number, now: Date = new Date()): Promise<EditorItem> {
  await knex.transaction(async (trx) => {
    const item = await lockCurrent(trx, id, lockVersion);
    const versionId = item.draft_version_id ?? (item.status !== 'PUBLISHED' ? item.published_version_id : null);
    if (!versionId) throw new ApiError('VALIDATION', { entity: 'content_item', key: 'nothing_to_publish' });
    await publishVersion(trx, item, (await ContentVersion.query(trx).findById(versionId))!, now);
  });
  return loadEditorItem(knex, id);
}

/** Takes the item offline: its pages answer 404 and leave the sitemap; drafts and versions stay. */
export async function unpublishContentItem(knex: Knex, id: number, lockVersion: number): Promise<EditorItem> {
  await knex.transaction(async (trx) => {
    await lockCurrent(trx, id, lockVersion);
    await ContentItem.query(trx).findById(id).patch({ status: 'UNPUBLISHED', ts_publish_at: null } as Partial<ContentItem>);
  });
  return loadEditorItem(knex, id);
}

/** Publishes the draft at `publishAt` (the minute task does it); a published item stays online until then. */
export async function scheduleContentItem(knex: Knex, id: number, lockVersion: number, publishAt: Date, now: Date = new Date()): Promise<EditorItem> {
  const problem = scheduleError(publishAt, now);
  if (problem) throw new ApiError('FIELD_VALIDATION', { entity: 'content_item', key: problem, meta: { field: 'publish_at', fields: { publish_at: problem } } });
  await knex.transaction(async (trx) => {
    const item = await lockCurrent(trx, id, lockVersion);
    if (!item.draft_version_id && item.status === 'PUBLISHED') throw new ApiError('VALIDATION', { entity: 'content_item', key: 'nothing_to_publish' });
    await ContentItem.query(trx).findById(id).patch({ ts_publish_at: publishAt, status: item.status === 'PUBLISHED' ? 'PUBLISHED' : 'SCHEDULED' } as Partial<ContentItem>);
  });
  return loadEditorItem(knex, id);
}

/** An earlier version becomes the draft again (as a new version, so history only grows). */
export async function restoreContentVersion(knex: Knex, authorId: number, id: number, versionId: number, lockVersion: number): Promise<EditorItem> {
  await knex.transaction(async (trx) => {
    await lockCurrent(trx, id, lockVersion);
    const old = await ContentVersion.query(trx).findById(versionId).where('content_item_id', id);
    if (!old) throw notFound('content_version');
    const last = await ContentVersion.query(trx).where('content_item_id', id).max('version_no as n').first() as unknown as { n: number };
    const texts = { nl: old.texts.nl ?? empty, en: old.texts.en ?? empty };
    const taken = await takenSlugs(trx, (await ContentItem.query(trx).findById(id))!.content_type, id, texts);
    if (Object.keys(taken).length) throw fieldErrors(taken);
    const version = await ContentVersion.query(trx).insertAndFetch({
      content_item_id: id, version_no: last.n + 1, texts, image_id: old.image_id ?? null, author_account_id: authorId,
    } as Partial<ContentVersion>);
    await ContentItem.query(trx).findById(id).patch({ draft_version_id: version.content_version_id } as Partial<ContentItem>);
  });
  return loadEditorItem(knex, id);
}

/** The page an item is shown on, with the slugs of the version shown. */
async function pagePath(knex: Knex, item: ContentItem, version: ContentVersion, locale: EditorLocale): Promise<string> {
  const slug = version.texts[locale]?.slug ?? version.texts.nl?.slug ?? '';
  const prefix = locale === 'en' ? '/en' : '';
  switch (item.content_type) {
    case 'BLOG_ARTICLE': return `${prefix}/blog/${slug}`;
    case 'HOW_TO_ARTICLE': return `${prefix}/how-to/${slug}`;
    case 'HELPDESK_CATEGORY': return `${prefix}/helpdesk/${slug}`;
    case 'HELPDESK_STORY': {
      const category = item.parent_id ? await ContentItemText.query(knex).where({ content_item_id: item.parent_id, locale }).first() : undefined;
      return `${prefix}/helpdesk/${category?.slug ?? 'general'}/${slug}`;
    }
  }
}

/** A signed, short-lived link to the real page showing the draft (else the published version), per locale. */
export async function previewLinks(knex: Knex, id: number, secret: string): Promise<{ nl: string; en: string; expires_at: string }> {
  const item = await ContentItem.query(knex).findById(id);
  if (!item) throw notFound('content_item');
  const version = await currentVersion(knex, item);
  if (!version) throw new ApiError('VALIDATION', { entity: 'content_item', key: 'nothing_to_preview' });
  const { token, expires_at } = signPreviewToken({ content_item_id: id, content_version_id: version.content_version_id }, secret);
  const query = `?preview=${encodeURIComponent(token)}`;
  return { nl: (await pagePath(knex, item, version, 'nl')) + query, en: (await pagePath(knex, item, version, 'en')) + query, expires_at };
}

/** The minute task: publishes every item whose scheduled moment has come. Idempotent. */
export async function publishDueContent(knex: Knex, now: Date): Promise<number> {
  const due = await ContentItem.query(knex).whereNotNull('ts_publish_at').where('ts_publish_at', '<=', now).select('content_item_id');
  let published = 0;
  for (const { content_item_id } of due) {
    await knex.transaction(async (trx) => {
      const item = await ContentItem.query(trx).findById(content_item_id).forUpdate();
      if (!item?.ts_publish_at || new Date(item.ts_publish_at) > now) return;
      const versionId = item.draft_version_id ?? item.published_version_id;
      if (!versionId) {
        await ContentItem.query(trx).findById(content_item_id).patch({ ts_publish_at: null } as Partial<ContentItem>);
        return;
      }
      await publishVersion(trx, item, (await ContentVersion.query(trx).findById(versionId))!, now);
      await ContentItem.query(trx).findById(content_item_id).patch({ lock_version: item.lock_version + 1 } as Partial<ContentItem>);
      published += 1;
    });
  }
  return published;
}

/** Registers the scheduled publication as a minute task (call once before startJobs). */
export function registerContentJobs(): void {
  registerMinuteTask('content.scheduled_publish', (knex, now) => publishDueContent(knex, now));
  registerMinuteTask('content.scheduled_page_publish', (knex, now) => publishDuePages(knex, now));
}
