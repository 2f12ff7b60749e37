import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, SortableList, Spinner, TextField } from '@zaalplek/design-system';
import { useApiErrorText } from '../admin/apiErrors';
import { useListParams } from '../admin/listParams';
import { Muted } from '../admin/styles';
import { highlightedMessages as m } from './messages';
import { useEditTopSpacesMutation, useHighlightedSpacesQuery, type HighlightedSpace } from './highlightedApi';

/** The home page shows this many highlighted locations (guest spec section 9). */
export const SHOWN_ON_HOME = 4;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  @media (max-width: 960px) { grid-template-columns: 1fr; }
`;
const Item = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;
const Candidates = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * Admin Highlighted locations tab: the highlighted spaces in their order (drag and drop or keyboard
 * with the design system's SortableList), removed or added from the active spaces; every change is
 * saved at once with edit_top_spaces, so the home page shows the first 4 in that order.
 */
export function HighlightedTab() {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const list = useListParams();
  const { data, isError, refetch } = useHighlightedSpacesQuery({ search: list.search });
  const [save, { isLoading: saving }] = useEditTopSpacesMutation();
  const [order, setOrder] = useState<HighlightedSpace[] | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);

  useEffect(() => {
    if (data) setOrder(data.highlighted.result);
  }, [data]);

  const commit = async (next: HighlightedSpace[]) => {
    const before = order;
    setOrder(next);
    setStatus(null);
    try {
      setOrder(await save({ space_ids: next.map((s) => s.space_id) }).unwrap());
      setStatus({ text: intl.formatMessage(m.saved), error: false });
      void refetch();
    } catch (e) {
      setOrder(before);
      setStatus({ text: errorText(e), error: true });
    }
  };

  if (isError) return <p role="alert">{intl.formatMessage(m.loadError)}</p>;
  if (!data || !order) return <Spinner />;
  const chosen = new Set(order.map((s) => s.space_id));
  const candidates = data.candidates.result.filter((s) => !chosen.has(s.space_id));

  return (
    <div data-testid="highlighted-tab" aria-busy={saving}>
      <p>{intl.formatMessage(m.intro)}</p>
      <p role={status?.error ? 'alert' : 'status'}>{saving ? intl.formatMessage(m.saving) : (status?.text ?? '')}</p>
      <Columns>
        <section>
          {order.length === 0 ? (
            <p>{intl.formatMessage(m.empty)}</p>
          ) : (
            <SortableList
              label={intl.formatMessage(m.listLabel)}
              items={order}
              getId={(s) => s.space_id}
              getLabel={(s) => s.space_name}
              disabled={saving}
              onReorder={(next) => void commit(next)}
              renderItem={(s, index) => (
                <Item>
                  <div>
                    <strong>{s.space_name}</strong>
                    <Muted>
                      {[s.venue_name, s.city_name].filter(Boolean).join(' · ')}
                      {index < SHOWN_ON_HOME && ` · ${intl.formatMessage(m.onHome)}`}
                      {!s.is_active && ` · ${intl.formatMessage(m.inactive)}`}
                    </Muted>
                  </div>
                  <Button size="sm" variant="ghost" aria-label={intl.formatMessage(m.remove, { name: s.space_name })} disabled={saving}
                    onClick={() => void commit(order.filter((x) => x.space_id !== s.space_id))}>
                    {intl.formatMessage(m.removeShort)}
                  </Button>
                </Item>
              )}
            />
          )}
        </section>
        <section>
          <h2>{intl.formatMessage(m.addTitle)}</h2>
          <TextField type="search" label={intl.formatMessage(m.search)} value={list.typed} onChange={(e) => list.setTyped(e.target.value)} />
          {candidates.length === 0 ? (
            <p>{intl.formatMessage(m.noCandidates)}</p>
          ) : (
            <Candidates>
              {candidates.map((s) => (
                <li key={s.space_id}>
                  <Item>
                    <div>
                      <strong>{s.space_name}</strong>
                      <Muted>{[s.venue_name, s.city_name].filter(Boolean).join(' · ')}</Muted>
                    </div>
                    <Button size="sm" variant="secondary" aria-label={intl.formatMessage(m.add, { name: s.space_name })} disabled={saving}
                      onClick={() => void commit([...order, s])}>
                      {intl.formatMessage(m.addShort)}
                    </Button>
                  </Item>
                </li>
              ))}
            </Candidates>
          )}
        </section>
      </Columns>
    </div>
  );
}
