// /admin/content/locations and /admin/content/locations/{id}: the SEO texts of provinces and cities
// (h1, h2, description, search texts, SEO text as rich text) in nl and en side by side, the video and the
// FAQ (question and answer in both languages). A save over someone else's newer one is shown as a conflict.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Spinner, TextField } from '@zaalplek/design-system';
import { Link, localePath, useLocale } from '@zaalplek/platform';
import { formatAmsterdam } from './amsterdamTime';
import { editorFieldOf, useEditorLocationQuery, useEditorLocationsQuery, useSaveLocationMutation, type EditorLocation } from './locationEditorApi';
import { lm } from './locationMessages';
import { e } from './messages';
import { RichTextEditor } from './RichTextEditor';

type Locale = 'nl' | 'en';
const FIELDS = ['h1', 'h2', 'description', 'meta_title', 'meta_description'] as const;
type Texts = Record<(typeof FIELDS)[number] | 'seo_text', string>;
interface Faq { question_nl: string; answer_nl: string; question_en: string; answer_en: string }
interface Draft { nl: Texts; en: Texts; video_url: string; faqs: Faq[] }

const textsOf = (t: EditorLocation['nl']): Texts => ({
  h1: t.h1 ?? '', h2: t.h2 ?? '', description: t.description ?? '', meta_title: t.meta_title ?? '', meta_description: t.meta_description ?? '', seo_text: t.seo_text ?? '',
});
const draftOf = (l: EditorLocation): Draft => ({ nl: textsOf(l.nl), en: textsOf(l.en), video_url: l.video_url ?? '', faqs: l.faqs.map((f) => ({ question_nl: f.question_nl, answer_nl: f.answer_nl, question_en: f.question_en, answer_en: f.answer_en })) });

/** update_city_seo's error codes as the editor's kinds (required, too_long, anything else: invalid). */
const ERROR_KIND: Record<string, string> = { faq_incomplete: 'required', faq_too_long: 'too_long' };

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
`;
const FaqRow = styled.li`
  list-style: none;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  border: 1px solid #e3e5e8;
  border-radius: 4px;
  padding: 8px;
  margin-bottom: 8px;
  label {
    display: grid;
    gap: 4px;
  }
`;
const Note = styled.p<{ $kind: 'ok' | 'error' | 'conflict' }>`
  padding: 8px 12px;
  border-radius: 4px;
  background: ${({ $kind }) => ($kind === 'ok' ? '#e7f6ec' : '#fdecea')};
`;

/** Every province and city, with a filter by name. */
export function LocationList() {
  const intl = useIntl();
  const locale = useLocale();
  const { data, isLoading, isError, refetch } = useEditorLocationsQuery();
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => (data ?? []).filter((l) => l.name.toLowerCase().includes(filter.trim().toLowerCase())), [data, filter]);
  if (isLoading) return <Spinner />;
  if (isError || !data) {
    return (
      <div role="alert">
        <p>{intl.formatMessage(e.loadError)}</p>
        <Button variant="secondary" onClick={() => refetch()}>{intl.formatMessage(e.retry)}</Button>
      </div>
    );
  }
  return (
    <>
      <TextField type="search" label={intl.formatMessage(lm.filter)} value={filter} onChange={(ev) => setFilter(ev.target.value)} name="location-filter" />
      <table style={{ width: '100%', borderCollapse: 'collapse', marginTop: 12 }}>
        <thead>
          <tr>
            <th style={{ textAlign: 'left' }}>{intl.formatMessage(lm.name)}</th>
            <th style={{ textAlign: 'left' }}>{intl.formatMessage(lm.kind)}</th>
            <th style={{ textAlign: 'left' }}>{intl.formatMessage(e.colUpdated)}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((l) => (
            <tr key={l.seo_entity_id} data-testid="editor-location-row">
              <td>
                <Link to={`/admin/content/locations/${l.seo_entity_id}`}>{l.name}</Link>
              </td>
              <td>{l.type === 'REGION' ? intl.formatMessage(lm.region) : intl.formatMessage(lm.cityIn, { region: l.region_name ?? '' })}</td>
              <td>{formatAmsterdam(l.updated_at, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function LocationEditor({ id }: { id: number }) {
  const intl = useIntl();
  const loaded = useEditorLocationQuery(id, { refetchOnMountOrArgChange: true });
  const [location, setLocation] = useState<EditorLocation | undefined>();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error' | 'conflict'; text: string } | null>(null);
  const [save, saving] = useSaveLocationMutation();

  useEffect(() => {
    if (loaded.data) {
      setLocation(loaded.data);
      setDraft(draftOf(loaded.data));
    }
  }, [loaded.data]);

  if (!location || !draft) return loaded.isError ? <p role="alert">{intl.formatMessage(e.loadError)}</p> : <Spinner />;

  const err = (key: string): ReactNode => {
    const k = errors[key];
    if (!k) return undefined;
    return intl.formatMessage(k === 'required' ? e.errRequired : k === 'too_long' ? e.errTooLong : e.errInvalid);
  };
  const setText = (loc: Locale, field: keyof Texts, value: string) => setDraft((d) => (d ? { ...d, [loc]: { ...d[loc], [field]: value } } : d));
  const setFaq = (i: number, key: keyof Faq, value: string) => setDraft((d) => (d ? { ...d, faqs: d.faqs.map((f, j) => (j === i ? { ...f, [key]: value } : f)) } : d));

  async function onSave() {
    if (!location || !draft) return;
    setNotice(null);
    try {
      const saved = await save({
        seo_entity_id: location.seo_entity_id,
        updated_at: location.updated_at,
        video_url: draft.video_url || null,
        nl: { ...draft.nl },
        en: { ...draft.en },
        faqs: draft.faqs,
      }).unwrap();
      const next = { ...location, ...saved };
      setLocation(next);
      setDraft(draftOf(next));
      setErrors({});
      setNotice({ kind: 'ok', text: intl.formatMessage(lm.saved) });
    } catch (error) {
      const body = ((error as { data?: unknown })?.data ?? error ?? {}) as { error_type?: string; meta?: { fields?: Record<string, string> } | null };
      if (body.error_type === 'CONFLICT') setNotice({ kind: 'conflict', text: intl.formatMessage(e.conflict) });
      else if (body.error_type === 'FIELD_VALIDATION') {
        setErrors(Object.fromEntries(Object.entries(body.meta?.fields ?? {}).map(([field, code]) => [editorFieldOf(field), ERROR_KIND[code] ?? code])));
        setNotice({ kind: 'error', text: intl.formatMessage(e.fixFields) });
      } else setNotice({ kind: 'error', text: intl.formatMessage(e.failed) });
    }
  }

  return (
    <form
      data-testid="location-editor"
      onSubmit={(ev) => {
        ev.preventDefault();
        void onSave();
      }}
    >
      <h2>{location.name}</h2>
      <p>
        <a href={localePath(`/locations/${location.path}`, 'nl')} target="_blank" rel="noopener">{intl.formatMessage(e.livePage)}</a>
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
        {(['nl', 'en'] as const).map((loc) => {
          const lang = intl.formatMessage(loc === 'nl' ? e.dutch : e.english);
          return (
            <fieldset key={loc} lang={loc} data-testid={`location-${loc}`}>
              <legend>{lang}</legend>
              {FIELDS.map((f) => (
                <TextField
                  key={f}
                  name={`${loc}.${f}`}
                  label={`${intl.formatMessage(lm[f])} (${lang})`}
                  value={draft[loc][f]}
                  maxLength={f === 'description' ? 2000 : f === 'meta_description' ? 500 : 255}
                  onChange={(ev) => setText(loc, f, ev.target.value)}
                  error={err(`${loc}.${f}`)}
                />
              ))}
              <div>
                <span>{`${intl.formatMessage(lm.seo_text)} (${lang})`}</span>
                <RichTextEditor
                  label={`${intl.formatMessage(lm.seo_text)} (${lang})`}
                  value={draft[loc].seo_text}
                  onChange={(html) => setText(loc, 'seo_text', html)}
                  onUploadError={() => setNotice({ kind: 'error', text: intl.formatMessage(e.failed) })}
                  testId={`seo-text-${loc}`}
                />
              </div>
            </fieldset>
          );
        })}
      </Columns>
      <TextField label={intl.formatMessage(lm.video)} type="url" value={draft.video_url} onChange={(ev) => setDraft({ ...draft, video_url: ev.target.value })} error={err('video_url')} name="video_url" />
      <section>
        <h3>{intl.formatMessage(lm.faq)}</h3>
        <ol style={{ padding: 0 }}>
          {draft.faqs.map((faq, i) => (
            <FaqRow key={i} data-testid="location-faq">
              {(['question_nl', 'question_en', 'answer_nl', 'answer_en'] as const).map((key) => (
                <label key={key}>
                  {intl.formatMessage(lm[key], { n: i + 1 })}
                  <textarea rows={key.startsWith('answer') ? 3 : 1} value={faq[key]} onChange={(ev) => setFaq(i, key, ev.target.value)} name={`faqs.${i}.${key}`} />
                  {err(`faqs.${i}.${key}`) && <span style={{ color: '#b3261e' }}>{err(`faqs.${i}.${key}`)}</span>}
                </label>
              ))}
              <div>
                <Button type="button" size="sm" variant="ghost" disabled={i === 0} onClick={() => setDraft({ ...draft, faqs: swap(draft.faqs, i, i - 1) })}>{intl.formatMessage(lm.up)}</Button>
                <Button type="button" size="sm" variant="ghost" onClick={() => setDraft({ ...draft, faqs: draft.faqs.filter((_, j) => j !== i) })}>{intl.formatMessage(lm.removeFaq, { n: i + 1 })}</Button>
              </div>
            </FaqRow>
          ))}
        </ol>
        <Button type="button" variant="secondary" size="sm" onClick={() => setDraft({ ...draft, faqs: [...draft.faqs, { question_nl: '', answer_nl: '', question_en: '', answer_en: '' }] })} data-testid="add-faq">
          {intl.formatMessage(lm.addFaq)}
        </Button>
      </section>
      <p style={{ marginTop: 24 }}>
        <Button type="submit" loading={saving.isLoading} data-testid="location-save">{intl.formatMessage(lm.save)}</Button>
      </p>
    </form>
  );
}

function swap<T>(list: T[], a: number, b: number): T[] {
  const next = [...list];
  [next[a], next[b]] = [next[b]!, next[a]!];
  return next;
}
