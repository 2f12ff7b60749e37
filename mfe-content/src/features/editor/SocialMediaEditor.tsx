// /admin/content/social: the product's social links in the footer: add one, choose its network, edit
// its address (http or https), move it up or down, remove it; saving replaces the list at once. A save
// over someone else's newer one is shown as a conflict instead of overwriting it.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Spinner, TextField } from '@zaalplek/design-system';
import { e } from './messages';
import { useSaveSocialMediaMutation, useSocialMediaEditorQuery, type EditorSocialMedia } from './socialEditorApi';
import { sm } from './socialMessages';

/** The networks the footer shows, by their own names (brand names, the same in nl and en). */
export const NETWORKS = [
  ['facebook', 'Facebook'], ['instagram', 'Instagram'], ['linkedin', 'LinkedIn'], ['twitter', 'X (Twitter)'], ['youtube', 'YouTube'],
] as const;

interface Row { key: number; network: string; url: string }
type Notice = { kind: 'ok' | 'error' | 'conflict'; text: string } | null;

let nextKey = 0;
const rowsOf = (data: EditorSocialMedia): Row[] => data.links.map((l) => ({ key: ++nextKey, network: l.network, url: l.url }));
/** The same check as the server: an http or https address with a host. */
export const isWebAddress = (url: string): boolean => {
  const v = url.trim();
  if (!/^https?:\/\//i.test(v)) return false;
  try {
    return new URL(v).hostname.includes('.');
  } catch {
    return false;
  }
};

const List = styled.ol`
  padding: 0;
  display: grid;
  gap: 12px;
  max-width: 900px;
  li {
    list-style: none;
    display: grid;
    grid-template-columns: 180px 1fr auto;
    gap: 8px 12px;
    align-items: end;
    border: 1px solid #e3e5e8;
    border-radius: 6px;
    padding: 8px 12px;
    @media (max-width: 700px) {
      grid-template-columns: 1fr;
    }
  }
  label.select {
    display: grid;
    gap: 4px;
  }
  select {
    min-height: 44px;
  }
`;
const Buttons = styled.div`
  display: flex;
  gap: 6px;
  flex-wrap: wrap;
`;
const Note = styled.p<{ $kind: 'ok' | 'error' | 'conflict' }>`
  padding: 8px 12px;
  border-radius: 4px;
  background: ${({ $kind }) => ($kind === 'ok' ? '#e7f6ec' : '#fdecea')};
`;

type ErrorBody = { error_type?: string; meta?: { fields?: Record<string, string> } | null };

export function SocialMediaEditor() {
  const intl = useIntl();
  const loaded = useSocialMediaEditorQuery(undefined, { refetchOnMountOrArgChange: true });
  const [save, saving] = useSaveSocialMediaMutation();
  const [lock, setLock] = useState<number | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    if (loaded.data) {
      setLock(loaded.data.lock_version);
      setRows(rowsOf(loaded.data));
    }
  }, [loaded.data]);

  if (lock === null) {
    if (loaded.isError) return <p role="alert">{intl.formatMessage(e.loadError)}</p>;
    return <Spinner />;
  }
  const used = new Set(rows.map((r) => r.network));
  const free = NETWORKS.filter(([n]) => !used.has(n));
  const change = (key: number, patch: Partial<Row>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const move = (from: number, to: number) => setRows((rs) => {
    const next = [...rs];
    const [row] = next.splice(from, 1);
    next.splice(to, 0, row!);
    return next;
  });
  const errorText = (key: string | undefined) =>
    key === 'invalid_url' || key === 'required' ? intl.formatMessage(sm.errUrl) : key === 'duplicate' ? intl.formatMessage(sm.errDuplicate) : key ? intl.formatMessage(e.errInvalid) : undefined;

  async function onSave() {
    setNotice(null);
    // checked here first so nothing is sent that the server would refuse
    const local: Record<string, string> = {};
    rows.forEach((r, i) => {
      if (!isWebAddress(r.url)) local[`links.${i}.url`] = 'invalid_url';
      if (rows.findIndex((o) => o.network === r.network) !== i) local[`links.${i}.network`] = 'duplicate';
    });
    setErrors(local);
    if (Object.keys(local).length) {
      setNotice({ kind: 'error', text: intl.formatMessage(e.fixFields) });
      return;
    }
    try {
      const next = await save({ lock_version: lock!, links: rows.map((r) => ({ network: r.network, url: r.url.trim() })) }).unwrap();
      setLock(next.lock_version);
      setRows(rowsOf(next));
      setNotice({ kind: 'ok', text: intl.formatMessage(sm.saved) });
    } catch (err) {
      const body = ((err as { data?: unknown })?.data ?? err ?? {}) as ErrorBody;
      if (body.error_type === 'CONFLICT') setNotice({ kind: 'conflict', text: intl.formatMessage(e.conflict) });
      else if (body.error_type === 'FIELD_VALIDATION') {
        setErrors(body.meta?.fields ?? {});
        setNotice({ kind: 'error', text: intl.formatMessage(e.fixFields) });
      } else setNotice({ kind: 'error', text: intl.formatMessage(e.failed) });
    }
  }

  return (
    <form data-testid="social-editor" onSubmit={(ev) => { ev.preventDefault(); void onSave(); }} noValidate>
      <h2>{intl.formatMessage(sm.heading)}</h2>
      <p>{intl.formatMessage(sm.intro)}</p>
      {notice && (
        <Note $kind={notice.kind} role={notice.kind === 'ok' ? 'status' : 'alert'} data-testid={`editor-notice-${notice.kind}`}>
          {notice.text}{' '}
          {notice.kind === 'conflict' && (
            <Button type="button" size="sm" variant="secondary" onClick={() => { setNotice(null); setErrors({}); setLock(null); void loaded.refetch(); }}>
              {intl.formatMessage(e.reload)}
            </Button>
          )}
        </Note>
      )}
      {rows.length === 0 && <p>{intl.formatMessage(sm.none)}</p>}
      <List data-testid="social-links">
        {rows.map((row, i) => {
          const n = i + 1;
          const networkError = errorText(errors[`links.${i}.network`]);
          return (
            <li key={row.key} data-testid="social-link-row">
              <label className="select">
                {intl.formatMessage(sm.network, { n })}
                <select value={row.network} onChange={(ev) => change(row.key, { network: ev.target.value })} aria-invalid={networkError ? true : undefined} data-testid={`social-network-${i}`}>
                  {NETWORKS.filter(([v]) => v === row.network || !used.has(v)).map(([v, name]) => (
                    <option key={v} value={v}>{name}</option>
                  ))}
                </select>
                {networkError && <span role="alert">{networkError}</span>}
              </label>
              <TextField
                type="url"
                label={intl.formatMessage(sm.url, { n })}
                value={row.url}
                onChange={(ev) => change(row.key, { url: ev.target.value })}
                error={errorText(errors[`links.${i}.url`])}
                data-testid={`social-url-${i}`}
              />
              <Buttons>
                <Button type="button" size="sm" variant="ghost" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={intl.formatMessage(sm.up, { n })}>↑</Button>
                <Button type="button" size="sm" variant="ghost" disabled={i === rows.length - 1} onClick={() => move(i, i + 1)} aria-label={intl.formatMessage(sm.down, { n })}>↓</Button>
                <Button type="button" size="sm" variant="danger" onClick={() => setRows((rs) => rs.filter((r) => r.key !== row.key))}>
                  {intl.formatMessage(sm.remove, { n })}
                </Button>
              </Buttons>
            </li>
          );
        })}
      </List>
      <Buttons>
        <Button type="button" variant="secondary" disabled={free.length === 0} onClick={() => setRows((rs) => [...rs, { key: ++nextKey, network: free[0]![0], url: 'https://' }])} data-testid="social-add">
          {intl.formatMessage(sm.add)}
        </Button>
        <Button type="submit" loading={saving.isLoading} data-testid="social-save">{intl.formatMessage(sm.save)}</Button>
      </Buttons>
    </form>
  );
}
