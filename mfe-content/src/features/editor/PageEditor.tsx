// /admin/content/pages/{slug}: a block page (home, about-us, vendor landing, security policy, hall of
// fame, footer) with nl and en side by side: title, search texts and the blocks, added, removed and
// reordered by drag and drop (@dnd-kit; keyboard too) or the move buttons; save as draft, preview
// through a signed link, publish, schedule, restore an older version, take about-us, the vendor landing,
// the security policy or the hall of fame offline and publish it again; a conflict with someone else's
// change is shown instead of overwriting it.
import { useEffect, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Spinner, TextField } from '@zaalplek/design-system';
import { useLocale } from '@zaalplek/platform';
import { amsterdamLocalToIso, formatAmsterdam } from './amsterdamTime';
import { BLOCK_FIELDS, BLOCK_TYPES, cleanData, emptyData, type BlockType, type FieldSpec } from './blockFields';
import { uploadContentImage } from './editorApi';
import { e } from './messages';
import { blockTypeMessages, fieldMessages, pageMessages, pm } from './pageMessages';
import {
  useEditorPageQuery, usePagePreviewLinkMutation, usePublishPageMutation, useRestorePageVersionMutation, useSavePageMutation, useSchedulePageMutation,
  useUnpublishPageMutation,
  type EditorPage,
} from './pageEditorApi';
import { RichTextEditor } from './RichTextEditor';

type Locale = 'nl' | 'en';
interface EditBlock { key: string; block_type: BlockType; data: Record<string, unknown> }
interface LocaleDraft { title: string; meta_title: string; meta_description: string; blocks: EditBlock[] }
type Draft = Record<Locale, LocaleDraft>;
type Notice = { kind: 'ok' | 'error' | 'conflict'; text: string } | null;

let nextKey = 0;
const keyOf = () => `b${++nextKey}`;
const LOCALES: Locale[] = ['nl', 'en'];
/** The pages that can be taken offline (home and the footer always show). */
const OFFLINE_PAGES = ['about-us', 'vendor', 'security-policy', 'hall-of-fame'];

function draftOf(page: EditorPage): Draft {
  const of = (loc: Locale): LocaleDraft => ({
    title: page[loc].title,
    meta_title: page[loc].meta_title ?? '',
    meta_description: page[loc].meta_description ?? '',
    blocks: page[loc].blocks
      .filter((b) => (BLOCK_TYPES as readonly string[]).includes(b.block_type))
      .map((b) => ({ key: keyOf(), block_type: b.block_type as BlockType, data: { ...(b.data as Record<string, unknown>) } })),
  });
  return { nl: of('nl'), en: of('en') };
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 24px;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
  > fieldset {
    border: 1px solid #e3e5e8;
    border-radius: 4px;
    padding: 12px 16px;
    display: grid;
    gap: 12px;
    min-width: 0;
  }
`;
const Card = styled.li`
  list-style: none;
  border: 1px solid #c9ccd1;
  border-radius: 6px;
  background: #fff;
  padding: 8px 12px 12px;
  margin-bottom: 12px;
  display: grid;
  gap: 8px;
  label.area {
    display: grid;
    gap: 4px;
  }
`;
const CardHead = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  strong {
    flex: 1;
  }
`;
const Handle = styled.button`
  cursor: grab;
  border: 1px dashed #9aa0a6;
  background: #f6f7f8;
  border-radius: 4px;
  padding: 2px 8px;
  touch-action: none;
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
const ItemRow = styled.div`
  display: grid;
  gap: 6px;
  border-left: 3px solid #e3e5e8;
  padding-left: 8px;
`;

/** One field of a block (text, longer text, rich text, image or a list of items). */
function Field({ spec, value, onChange, label, testId }: { spec: FieldSpec; value: unknown; onChange(v: unknown): void; label: string; testId: string }) {
  const intl = useIntl();
  const str = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  switch (spec.kind) {
    case 'text':
      return <TextField label={label} value={str} onChange={(ev) => onChange(ev.target.value)} data-testid={testId} />;
    case 'textarea':
      return (
        <label className="area">
          {label}
          <textarea rows={3} value={str} onChange={(ev) => onChange(ev.target.value)} data-testid={testId} />
        </label>
      );
    case 'rich':
      return (
        <div>
          <span>{label}</span>
          <RichTextEditor label={label} value={str} onChange={onChange} onUploadError={() => undefined} testId={testId} />
        </div>
      );
    case 'image':
      return (
        <div>
          <span>{label}</span>
          {str && <img src={str} alt="" style={{ maxWidth: 200, display: 'block' }} />}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label={label}
            onChange={async (ev: ChangeEvent<HTMLInputElement>) => {
              const file = ev.target.files?.[0];
              if (file) onChange((await uploadContentImage(file)).image_url);
            }}
          />
        </div>
      );
    case 'list': {
      const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
      return (
        <fieldset>
          <legend>{label}</legend>
          {items.map((item, i) => (
            <ItemRow key={i}>
              {spec.item!.map((f) => (
                <Field
                  key={f.key}
                  spec={f}
                  label={`${intl.formatMessage(fieldMessages[f.key] ?? pm.field)} ${i + 1}`}
                  value={item[f.key]}
                  testId={`${testId}-${i}-${f.key}`}
                  onChange={(v) => onChange(items.map((it, j) => (j === i ? { ...it, [f.key]: v } : it)))}
                />
              ))}
              <Button type="button" size="sm" variant="ghost" onClick={() => onChange(items.filter((_, j) => j !== i))}>
                {intl.formatMessage(pm.removeItem, { n: i + 1 })}
              </Button>
            </ItemRow>
          ))}
          <Button type="button" size="sm" variant="secondary" onClick={() => onChange([...items, Object.fromEntries(spec.item!.map((f) => [f.key, '']))])} data-testid={`${testId}-add`}>
            {intl.formatMessage(pm.addItem)}
          </Button>
        </fieldset>
      );
    }
  }
}

function SortableBlock({ block, index, count, locale, onChange, onRemove, onMove }: {
  block: EditBlock; index: number; count: number; locale: Locale;
  onChange(data: Record<string, unknown>): void; onRemove(): void; onMove(to: number): void;
}) {
  const intl = useIntl();
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: block.key });
  const typeName = intl.formatMessage(blockTypeMessages[block.block_type]);
  return (
    <Card ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} data-testid={`block-${locale}`} data-block-type={block.block_type}>
      <CardHead>
        <Handle type="button" {...attributes} {...listeners} aria-label={intl.formatMessage(pm.drag, { block: typeName, n: index + 1 })} data-testid="block-handle">
          ⠿
        </Handle>
        <strong>{`${index + 1}. ${typeName}`}</strong>
        <Button type="button" size="sm" variant="ghost" disabled={index === 0} onClick={() => onMove(index - 1)}>{intl.formatMessage(pm.moveUp)}</Button>
        <Button type="button" size="sm" variant="ghost" disabled={index === count - 1} onClick={() => onMove(index + 1)}>{intl.formatMessage(pm.moveDown)}</Button>
        <Button type="button" size="sm" variant="danger" onClick={onRemove}>{intl.formatMessage(pm.removeBlock)}</Button>
      </CardHead>
      {BLOCK_FIELDS[block.block_type].map((spec) => (
        <Field
          key={spec.key}
          spec={spec}
          label={`${intl.formatMessage(fieldMessages[spec.key] ?? pm.field)} (${typeName}, ${locale})`}
          value={block.data[spec.key]}
          testId={`block-${locale}-${index}-${spec.key}`}
          onChange={(v) => onChange({ ...block.data, [spec.key]: v })}
        />
      ))}
    </Card>
  );
}

function BlockList({ locale, blocks, setBlocks }: { locale: Locale; blocks: EditBlock[]; setBlocks(next: EditBlock[]): void }) {
  const intl = useIntl();
  const [adding, setAdding] = useState<BlockType>('TEXT');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = blocks.findIndex((b) => b.key === active.id);
    const to = blocks.findIndex((b) => b.key === over.id);
    if (from >= 0 && to >= 0) setBlocks(arrayMove(blocks, from, to));
  };
  return (
    <section>
      <h4>{intl.formatMessage(pm.blocks)}</h4>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={blocks.map((b) => b.key)} strategy={verticalListSortingStrategy}>
          <ol style={{ padding: 0 }} data-testid={`blocks-${locale}`}>
            {blocks.map((block, i) => (
              <SortableBlock
                key={block.key}
                block={block}
                index={i}
                count={blocks.length}
                locale={locale}
                onChange={(data) => setBlocks(blocks.map((b) => (b.key === block.key ? { ...b, data } : b)))}
                onRemove={() => setBlocks(blocks.filter((b) => b.key !== block.key))}
                onMove={(to) => setBlocks(arrayMove(blocks, i, to))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <label>
        {intl.formatMessage(pm.blockType)}{' '}
        <select value={adding} onChange={(ev) => setAdding(ev.target.value as BlockType)} data-testid={`add-block-type-${locale}`}>
          {BLOCK_TYPES.map((t) => (
            <option key={t} value={t}>{intl.formatMessage(blockTypeMessages[t])}</option>
          ))}
        </select>
      </label>{' '}
      <Button type="button" variant="secondary" size="sm" onClick={() => setBlocks([...blocks, { key: keyOf(), block_type: adding, data: emptyData(adding) }])} data-testid={`add-block-${locale}`}>
        {intl.formatMessage(pm.addBlock)}
      </Button>
    </section>
  );
}

function errorOf(err: unknown): { error_type?: string; key?: string; meta?: { fields?: Record<string, string> } | null } {
  return ((err as { data?: unknown })?.data ?? err ?? {}) as { error_type?: string; key?: string; meta?: { fields?: Record<string, string> } | null };
}

export function PageEditor({ slug }: { slug: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const loaded = useEditorPageQuery(slug, { refetchOnMountOrArgChange: true });
  const [page, setPage] = useState<EditorPage | undefined>();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [links, setLinks] = useState<{ nl: string; en: string; expires_at: string } | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const [save, saving] = useSavePageMutation();
  const [publish, publishing] = usePublishPageMutation();
  const [schedule] = useSchedulePageMutation();
  const [restore] = useRestorePageVersionMutation();
  const [makePreview] = usePagePreviewLinkMutation();
  const [unpublish, unpublishing] = useUnpublishPageMutation();

  useEffect(() => {
    if (loaded.data) {
      setPage(loaded.data);
      setDraft(draftOf(loaded.data));
    }
  }, [loaded.data]);

  if (!page || !draft) {
    if (loaded.isError) return <p role="alert">{intl.formatMessage(e.loadError)}</p>;
    return <Spinner />;
  }
  const lock = { slug, lock_version: page.lock_version };

  function fail(err: unknown) {
    const body = errorOf(err);
    if (body.error_type === 'CONFLICT') setNotice({ kind: 'conflict', text: intl.formatMessage(e.conflict) });
    else if (body.error_type === 'FIELD_VALIDATION') setNotice({ kind: 'error', text: `${intl.formatMessage(e.fixFields)} (${Object.keys(body.meta?.fields ?? {}).join(', ')})` });
    else setNotice({ kind: 'error', text: intl.formatMessage(e.failed) });
  }
  async function run(action: () => Promise<EditorPage>, text: string) {
    setNotice(null);
    try {
      const next = await action();
      setPage(next);
      setDraft(draftOf(next));
      setNotice({ kind: 'ok', text });
    } catch (err) {
      fail(err);
    }
  }
  const input = (loc: Locale) => ({
    title: draft[loc].title,
    meta_title: draft[loc].meta_title || null,
    meta_description: draft[loc].meta_description || null,
    blocks: draft[loc].blocks.map((b) => ({ block_type: b.block_type, data: cleanData(b.block_type, b.data) })),
  });
  const setLocale = (loc: Locale, next: Partial<LocaleDraft>) => setDraft((d) => (d ? { ...d, [loc]: { ...d[loc], ...next } } : d));

  return (
    <form
      data-testid="page-editor"
      onSubmit={(ev) => {
        ev.preventDefault();
        void run(() => save({ ...lock, nl: input('nl'), en: input('en') }).unwrap(), intl.formatMessage(e.saved));
      }}
    >
      <h2>{intl.formatMessage(pageMessages[slug as keyof typeof pageMessages] ?? pm.page)}</h2>
      <p data-testid="page-status">
        {!page.is_published && `${intl.formatMessage(pm.offline)} `}
        {intl.formatMessage(page.has_draft ? pm.hasDraft : pm.upToDate)}
        {page.publish_at && ` · ${intl.formatMessage(e.scheduledFor, { date: formatAmsterdam(page.publish_at, locale) })}`}
      </p>
      {notice && (
        <Note $kind={notice.kind} role={notice.kind === 'ok' ? 'status' : 'alert'} data-testid={`editor-notice-${notice.kind}`}>
          {notice.text}{' '}
          {notice.kind === 'conflict' && (
            <Button type="button" size="sm" variant="secondary" onClick={() => { setNotice(null); void loaded.refetch(); }}>{intl.formatMessage(e.reload)}</Button>
          )}
        </Note>
      )}
      <Columns>
        {LOCALES.map((loc) => {
          const lang = intl.formatMessage(loc === 'nl' ? e.dutch : e.english);
          return (
            <fieldset key={loc} lang={loc} data-testid={`page-${loc}`}>
              <legend>{lang}</legend>
              <TextField label={`${intl.formatMessage(e.fieldTitle)} (${lang})`} value={draft[loc].title} onChange={(ev) => setLocale(loc, { title: ev.target.value })} required name={`${loc}.title`} />
              <TextField label={`${intl.formatMessage(e.fieldMetaTitle)} (${lang})`} value={draft[loc].meta_title} onChange={(ev) => setLocale(loc, { meta_title: ev.target.value })} name={`${loc}.meta_title`} />
              <TextField label={`${intl.formatMessage(e.fieldMetaDescription)} (${lang})`} maxLength={500} value={draft[loc].meta_description} onChange={(ev) => setLocale(loc, { meta_description: ev.target.value })} name={`${loc}.meta_description`} />
              <BlockList locale={loc} blocks={draft[loc].blocks} setBlocks={(blocks) => setLocale(loc, { blocks })} />
            </fieldset>
          );
        })}
      </Columns>
      <Actions>
        <Button type="submit" loading={saving.isLoading} data-testid="editor-save">{intl.formatMessage(e.save)}</Button>
        {/* the footer's draft shows in the footer of the home page the link opens */}
        <Button type="button" variant="secondary" disabled={!page.has_draft && page.versions.length === 0} onClick={async () => {
          try {
            setLinks(await makePreview(slug).unwrap());
          } catch (err) {
            fail(err);
          }
        }} data-testid="editor-preview">
          {intl.formatMessage(e.preview)}
        </Button>
        {page.has_draft || page.is_published ? (
          <Button type="button" disabled={!page.has_draft} loading={publishing.isLoading} onClick={() => void run(() => publish(lock).unwrap(), intl.formatMessage(e.published))} data-testid="editor-publish">
            {intl.formatMessage(e.publish)}
          </Button>
        ) : (
          <Button type="button" loading={publishing.isLoading} onClick={() => void run(() => publish(lock).unwrap(), intl.formatMessage(pm.onlineAgain))} data-testid="editor-publish">
            {intl.formatMessage(pm.backOnline)}
          </Button>
        )}
        {OFFLINE_PAGES.includes(slug) && page.is_published && (
          <Button type="button" variant="danger" loading={unpublishing.isLoading} onClick={() => void run(() => unpublish(lock).unwrap(), intl.formatMessage(pm.takenOffline))} data-testid="editor-unpublish">
            {intl.formatMessage(pm.takeOffline)}
          </Button>
        )}
        <label>
          {intl.formatMessage(e.scheduleAt)}{' '}
          <input type="datetime-local" value={publishAt} onChange={(ev) => setPublishAt(ev.target.value)} data-testid="editor-publish-at" />
        </label>
        <Button type="button" variant="secondary" disabled={!page.has_draft || !amsterdamLocalToIso(publishAt)} onClick={() => void run(() => schedule({ ...lock, publish_at: amsterdamLocalToIso(publishAt)! }).unwrap(), intl.formatMessage(e.scheduled))}>
          {intl.formatMessage(e.schedule)}
        </Button>
      </Actions>
      {links && (
        <p data-testid="preview-links">
          <a href={links.nl} target="_blank" rel="noopener">{intl.formatMessage(e.previewNl)}</a>{' · '}
          <a href={links.en} target="_blank" rel="noopener">{intl.formatMessage(e.previewEn)}</a>{' · '}
          {intl.formatMessage(e.previewValid, { date: formatAmsterdam(links.expires_at, locale) })}
        </p>
      )}
      {page.versions.length > 0 && (
        <section data-testid="editor-versions">
          <h3>{intl.formatMessage(e.versions)}</h3>
          <ol>
            {page.versions.map((v) => (
              <li key={v.cms_page_version_id}>
                <strong>{intl.formatMessage(e.version, { no: v.version_no })}</strong>{' '}
                {intl.formatMessage(e.versionBy, { date: formatAmsterdam(v.created_at, locale), author: v.author_name ?? '—' })}
                {v.is_published && ` (${intl.formatMessage(e.versionPublished)})`}
                {v.is_draft && ` (${intl.formatMessage(e.versionDraft)})`}{' '}
                {!v.is_draft && (
                  <Button type="button" size="sm" variant="ghost" onClick={() => void run(() => restore({ ...lock, cms_page_version_id: v.cms_page_version_id }).unwrap(), intl.formatMessage(e.restored, { no: v.version_no }))}>
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
