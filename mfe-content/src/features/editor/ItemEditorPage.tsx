// /admin/content/{section}/{id|new}: one article, helpdesk category or story with its nl and en texts
// side by side (title, slug, summary, search texts, rich text), its image, save as draft, a signed
// preview link, publish, unpublish, scheduled publication and the version history with restore.
// Every change sends the lock_version it was loaded with: someone else's change in between is shown as
// a conflict instead of being overwritten.
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { Button, Spinner, TextField } from '@zaalplek/design-system';
import { localePath, replaceRoute, useLocale } from '@zaalplek/platform';
import type { store } from '../../store';
import { amsterdamLocalToIso, formatAmsterdam } from './amsterdamTime';
import {
  editorApi, uploadContentImage, useEditorItemQuery, usePreviewLinkMutation, usePublishItemMutation, useRestoreVersionMutation, useSaveItemMutation,
  useScheduleItemMutation, useUnpublishItemMutation, type ContentType, type EditorItem,
} from './editorApi';
import { Away, EditorFrame, isSection, type Section } from './EditorFrame';
import { statusText } from './EditorListPage';
import { LocationEditor } from './LocationEditor';
import { e } from './messages';
import { PageEditor } from './PageEditor';
import { RichTextEditor } from './RichTextEditor';
import { slugify } from './slugify';

type Locale = 'nl' | 'en';
interface Texts { slug: string; title: string; summary: string; body_html: string; meta_title: string; meta_description: string }
interface Draft { nl: Texts; en: Texts; image_id: number | null; image_url: string | null }
type FieldErrors = Record<string, string>;
type Notice = { kind: 'ok' | 'error' | 'conflict'; text: string } | null;

const EMPTY: Texts = { slug: '', title: '', summary: '', body_html: '', meta_title: '', meta_description: '' };
const LOCALES: Locale[] = ['nl', 'en'];

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 24px;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
  fieldset {
    border: 1px solid #e3e5e8;
    border-radius: 4px;
    padding: 12px 16px;
    display: grid;
    gap: 12px;
    min-width: 0;
  }
  label.area {
    display: grid;
    gap: 4px;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: end;
  margin: 24px 0;
`;
const Note = styled.p<{ $kind: 'ok' | 'error' | 'conflict' }>`
  padding: 8px 12px;
  border-radius: 4px;
  background: ${({ $kind }) => ($kind === 'ok' ? '#e7f6ec' : '#fdecea')};
`;
const FieldError = styled.span`
  color: #b3261e;
  font-size: 0.875rem;
`;
const Thumb = styled.img`
  max-width: 240px;
  display: block;
  margin: 8px 0;
`;

function textsOf(item: EditorItem | undefined, locale: Locale): Texts {
  const t = item?.[locale];
  return t ? { slug: t.slug, title: t.title, summary: t.summary ?? '', body_html: t.body_html, meta_title: t.meta_title ?? '', meta_description: t.meta_description ?? '' } : { ...EMPTY };
}
const draftOf = (item?: EditorItem): Draft => ({ nl: textsOf(item, 'nl'), en: textsOf(item, 'en'), image_id: item?.image_id ?? null, image_url: item?.image_url ?? null });

/** The error shape of an RTK Query failure (the API's { error_type, key, meta }). */
function errorOf(err: unknown): { error_type?: string; key?: string; meta?: { fields?: FieldErrors } | null } {
  const body = (err as { data?: unknown; error_type?: string })?.data ?? err;
  return (body ?? {}) as { error_type?: string; key?: string; meta?: { fields?: FieldErrors } | null };
}

const ERROR_TEXT = { required: e.errRequired, slug_taken: e.errSlugTaken, invalid_slug: e.errInvalidSlug, too_long: e.errTooLong, in_the_past: e.errInThePast } as const;

function typeFor(section: Section, item: EditorItem | undefined, categoryParam: string | null): ContentType {
  if (item) return item.content_type;
  if (section === 'blog') return 'BLOG_ARTICLE';
  if (section === 'how-to') return 'HOW_TO_ARTICLE';
  return categoryParam ? 'HELPDESK_STORY' : 'HELPDESK_CATEGORY';
}

export function ItemEditorPage() {
  const { section, id } = useParams();
  const isNew = id === 'new';
  const numericId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  // an item just created here keeps its editor (and what it shows) when the address becomes its id
  const created = useRef<number | null>(null);
  if (section === 'pages' && id) {
    return (
      <EditorFrame section="pages">
        <PageEditor key={id} slug={id} />
      </EditorFrame>
    );
  }
  if (section === 'locations' && numericId !== null) {
    return (
      <EditorFrame section="locations">
        <LocationEditor key={numericId} id={numericId} />
      </EditorFrame>
    );
  }
  if (!isSection(section) || section === 'pages' || section === 'locations' || (!isNew && numericId === null)) return <Away to="/not-found" />;
  const key = isNew || (numericId !== null && numericId === created.current) ? 'new' : String(numericId);
  return (
    <EditorFrame section={section}>
      <ItemEditor key={key} section={section} id={numericId} onCreated={(newId) => (created.current = newId)} />
    </EditorFrame>
  );
}

function ItemEditor({ section, id, onCreated }: { section: Section; id: number | null; onCreated(id: number): void }) {
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const loaded = useEditorItemQuery(id ?? 0, { skip: id === null, refetchOnMountOrArgChange: true });
  const [item, setItem] = useState<EditorItem | undefined>(undefined);
  const [draft, setDraft] = useState<Draft>(draftOf());
  const [slugTouched, setSlugTouched] = useState<Record<Locale, boolean>>({ nl: id !== null, en: id !== null });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [links, setLinks] = useState<{ nl: string; en: string; expires_at: string } | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const [uploading, setUploading] = useState(false);
  const [save, saving] = useSaveItemMutation();
  const [publish, publishing] = usePublishItemMutation();
  const [unpublish, unpublishing] = useUnpublishItemMutation();
  const [schedule, scheduling] = useScheduleItemMutation();
  const [restore] = useRestoreVersionMutation();
  const [makePreview, previewing] = usePreviewLinkMutation();
  const dispatch = useDispatch<typeof store.dispatch>();

  // a freshly loaded item replaces what is on screen
  useEffect(() => {
    if (loaded.data) {
      setItem(loaded.data);
      setDraft(draftOf(loaded.data));
    }
  }, [loaded.data]);

  if (id !== null && loaded.isLoading) return <Spinner />;
  if (id !== null && (loaded.isError || !loaded.data) && !item) {
    return (
      <div role="alert">
        <p>{intl.formatMessage(e.loadError)}</p>
        <Button variant="secondary" onClick={() => loaded.refetch()}>{intl.formatMessage(e.retry)}</Button>
      </div>
    );
  }

  const type = typeFor(section, item, params.get('category'));
  const categoryId = item?.parent_id ?? (params.get('category') ? Number(params.get('category')) : null);

  function fail(err: unknown) {
    const body = errorOf(err);
    if (body.error_type === 'CONFLICT' && body.key === 'stale_version') {
      setNotice({ kind: 'conflict', text: intl.formatMessage(e.conflict) });
    } else if (body.error_type === 'FIELD_VALIDATION' && body.meta?.fields) {
      setErrors(body.meta.fields);
      setNotice({ kind: 'error', text: intl.formatMessage(e.fixFields) });
    } else {
      setNotice({ kind: 'error', text: intl.formatMessage(e.failed) });
    }
  }

  function done(next: EditorItem, text: string) {
    setItem(next);
    setDraft(draftOf(next));
    setErrors({});
    setNotice({ kind: 'ok', text });
  }

  const setField = (loc: Locale, field: keyof Texts) => (ev: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = ev.target.value;
    setDraft((d) => {
      const next = { ...d[loc], [field]: value };
      if (field === 'title' && !slugTouched[loc]) next.slug = slugify(value);
      return { ...d, [loc]: next };
    });
    if (field === 'slug') setSlugTouched((t) => ({ ...t, [loc]: true }));
  };

  async function onSave() {
    setNotice(null);
    try {
      const saved = await save({
        content_item_id: item?.content_item_id ?? null,
        content_type: type,
        parent_id: item ? null : categoryId,
        lock_version: item?.lock_version ?? null,
        image_id: draft.image_id,
        nl: draft.nl,
        en: draft.en,
      }).unwrap();
      done(saved, intl.formatMessage(e.saved));
      setLinks(null);
      if (!item) {
        // the new item's address: same editor, what was just saved in the cache (no second load)
        setSlugTouched({ nl: true, en: true });
        await dispatch(editorApi.util.upsertQueryData('editorItem', saved.content_item_id, saved));
        onCreated(saved.content_item_id);
        replaceRoute(localePath(`/admin/content/${section}/${saved.content_item_id}`, locale));
      }
    } catch (err) {
      fail(err);
    }
  }

  async function run(action: () => Promise<EditorItem>, text: string) {
    setNotice(null);
    try {
      done(await action(), text);
    } catch (err) {
      fail(err);
    }
  }

  async function onPreview() {
    if (!item) return;
    try {
      setLinks(await makePreview(item.content_item_id).unwrap());
    } catch (err) {
      fail(err);
    }
  }

  async function onImage(ev: ChangeEvent<HTMLInputElement>) {
    const file = ev.target.files?.[0];
    if (!file) return;
    setUploading(true);
    try {
      const image = await uploadContentImage(file);
      setDraft((d) => ({ ...d, image_id: image.image_id, image_url: image.image_url }));
    } catch (err) {
      fail(err);
    } finally {
      setUploading(false);
    }
  }

  const err = (field: string): ReactNode => {
    const key = errors[field];
    return key ? intl.formatMessage(ERROR_TEXT[key as keyof typeof ERROR_TEXT] ?? e.errInvalid) : undefined;
  };
  const lock = item ? { content_item_id: item.content_item_id, lock_version: item.lock_version } : null;
  const canPublish = Boolean(item && (item.has_draft || item.status !== 'PUBLISHED'));
  const livePath = (loc: Locale) => {
    const slug = item?.published_slugs[loc];
    if (!slug || item?.status !== 'PUBLISHED') return null;
    const base = type === 'BLOG_ARTICLE' ? '/blog' : type === 'HOW_TO_ARTICLE' ? '/how-to' : null;
    return base ? localePath(`${base}/${slug}`, loc) : null;
  };

  return (
    <form
      data-testid="item-editor"
      onSubmit={(ev) => {
        ev.preventDefault();
        void onSave();
      }}
    >
      <h2>{draft.nl.title || intl.formatMessage(type === 'HELPDESK_CATEGORY' ? e.newCategory : e.newItem, { category: '' })}</h2>
      {item && <p data-testid="item-status">{statusText(intl, item, locale)}</p>}
      {notice && (
        <Note $kind={notice.kind} role={notice.kind === 'ok' ? 'status' : 'alert'} data-testid={`editor-notice-${notice.kind}`}>
          {notice.text}{' '}
          {notice.kind === 'conflict' && (
            <Button type="button" variant="secondary" size="sm" onClick={() => { setNotice(null); void loaded.refetch(); }}>
              {intl.formatMessage(e.reload)}
            </Button>
          )}
        </Note>
      )}

      <Columns>
        {LOCALES.map((loc) => {
          const lang = intl.formatMessage(loc === 'nl' ? e.dutch : e.english);
          const t = draft[loc];
          return (
            <fieldset key={loc} data-testid={`texts-${loc}`} lang={loc}>
              <legend>{lang}</legend>
              <TextField label={`${intl.formatMessage(e.fieldTitle)} (${lang})`} value={t.title} onChange={setField(loc, 'title')} error={err(`${loc}.title`)} required name={`${loc}.title`} />
              <TextField label={`${intl.formatMessage(e.fieldSlug)} (${lang})`} hint={intl.formatMessage(e.fieldSlugHint)} value={t.slug} onChange={setField(loc, 'slug')} error={err(`${loc}.slug`)} required maxLength={120} name={`${loc}.slug`} />
              <label className="area">
                {`${intl.formatMessage(e.fieldSummary)} (${lang})`}
                <textarea name={`${loc}.summary`} rows={3} maxLength={1000} value={t.summary} onChange={setField(loc, 'summary')} />
                {err(`${loc}.summary`) && <FieldError>{err(`${loc}.summary`)}</FieldError>}
              </label>
              <TextField label={`${intl.formatMessage(e.fieldMetaTitle)} (${lang})`} value={t.meta_title} onChange={setField(loc, 'meta_title')} error={err(`${loc}.meta_title`)} name={`${loc}.meta_title`} />
              <label className="area">
                {`${intl.formatMessage(e.fieldMetaDescription)} (${lang})`}
                <textarea name={`${loc}.meta_description`} rows={2} maxLength={500} value={t.meta_description} onChange={setField(loc, 'meta_description')} />
              </label>
              <div>
                <span>{`${intl.formatMessage(e.fieldBody)} (${lang})`}</span>
                <RichTextEditor
                  label={`${intl.formatMessage(e.fieldBody)} (${lang})`}
                  value={t.body_html}
                  testId={`body-${loc}`}
                  onChange={(html) => setDraft((d) => ({ ...d, [loc]: { ...d[loc], body_html: html } }))}
                  onUploadError={() => setNotice({ kind: 'error', text: intl.formatMessage(e.failed) })}
                />
              </div>
            </fieldset>
          );
        })}
      </Columns>

      <section>
        <h3>{intl.formatMessage(e.image)}</h3>
        {draft.image_url && <Thumb src={draft.image_url} alt="" data-testid="item-image" />}
        <label>
          {intl.formatMessage(e.uploadImage)}{' '}
          <input type="file" accept="image/jpeg,image/png,image/webp" onChange={(ev) => void onImage(ev)} data-testid="item-image-input" />
        </label>
        {uploading && <span role="status">{intl.formatMessage(e.uploading)}</span>}
        {draft.image_id && (
          <Button type="button" variant="ghost" onClick={() => setDraft((d) => ({ ...d, image_id: null, image_url: null }))}>
            {intl.formatMessage(e.removeImage)}
          </Button>
        )}
      </section>

      <Actions>
        <Button type="submit" loading={saving.isLoading} data-testid="editor-save">{intl.formatMessage(e.save)}</Button>
        <Button type="button" variant="secondary" disabled={!item} loading={previewing.isLoading} onClick={() => void onPreview()} data-testid="editor-preview">
          {intl.formatMessage(e.preview)}
        </Button>
        <Button type="button" disabled={!lock || !canPublish} loading={publishing.isLoading} onClick={() => lock && void run(() => publish(lock).unwrap(), intl.formatMessage(e.published))} data-testid="editor-publish">
          {intl.formatMessage(e.publish)}
        </Button>
        {item?.status === 'PUBLISHED' && lock && (
          <Button type="button" variant="danger" loading={unpublishing.isLoading} onClick={() => void run(() => unpublish(lock).unwrap(), intl.formatMessage(e.unpublished))}>
            {intl.formatMessage(e.unpublish)}
          </Button>
        )}
        <label>
          {intl.formatMessage(e.scheduleAt)}{' '}
          <input type="datetime-local" value={publishAt} onChange={(ev) => setPublishAt(ev.target.value)} disabled={!item} data-testid="editor-publish-at" />
          {err('publish_at') && <FieldError>{err('publish_at')}</FieldError>}
        </label>
        <Button
          type="button"
          variant="secondary"
          disabled={!lock || !canPublish || !amsterdamLocalToIso(publishAt)}
          loading={scheduling.isLoading}
          onClick={() => lock && void run(() => schedule({ ...lock, publish_at: amsterdamLocalToIso(publishAt)! }).unwrap(), intl.formatMessage(e.scheduled))}
        >
          {intl.formatMessage(e.schedule)}
        </Button>
      </Actions>
      {!item && <p>{intl.formatMessage(e.saveFirst)}</p>}

      {links && (
        <p data-testid="preview-links">
          <a href={links.nl} target="_blank" rel="noopener">{intl.formatMessage(e.previewNl)}</a>
          {' · '}
          <a href={links.en} target="_blank" rel="noopener">{intl.formatMessage(e.previewEn)}</a>
          {' · '}
          {intl.formatMessage(e.previewValid, { date: formatAmsterdam(links.expires_at, locale) })}
        </p>
      )}
      {LOCALES.map((loc) => livePath(loc)).some(Boolean) && (
        <p>
          {LOCALES.map((loc) => {
            const path = livePath(loc);
            return path ? <a key={loc} href={path} target="_blank" rel="noopener" style={{ marginRight: 16 }}>{`${intl.formatMessage(e.livePage)} (${loc})`}</a> : null;
          })}
        </p>
      )}

      {item && item.versions.length > 0 && (
        <section data-testid="editor-versions">
          <h3>{intl.formatMessage(e.versions)}</h3>
          <ol>
            {item.versions.map((v) => (
              <li key={v.content_version_id}>
                <strong>{intl.formatMessage(e.version, { no: v.version_no })}</strong>{' '}
                {intl.formatMessage(e.versionBy, { date: formatAmsterdam(v.created_at, locale), author: v.author_name ?? '—' })} — {v.title_nl}
                {v.is_published && ` (${intl.formatMessage(e.versionPublished)})`}
                {v.is_draft && ` (${intl.formatMessage(e.versionDraft)})`}{' '}
                {!v.is_draft && lock && (
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    onClick={() => void run(() => restore({ ...lock, content_version_id: v.content_version_id }).unwrap(), intl.formatMessage(e.restored, { no: v.version_no }))}
                  >
                    {intl.formatMessage(e.restore)}
                  </Button>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </form>
  );
}
