import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Checkbox, DatePicker, NumberField, Select, TimeSelect, todayInAmsterdam } from '@zaalplek/design-system';
import { navigate } from '@zaalplek/platform';
import { LocationInput } from '../places/LocationInput';
import {
  DEFAULT_ATTENDEES,
  MAX_ATTENDEES,
  serializeSearchQuery,
  TIME_PRESETS,
  withChange,
  type SearchQuery,
  type TimePreset,
} from './searchQuery';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(200px, 2fr) minmax(150px, 1fr) minmax(150px, 1fr) minmax(110px, 0.7fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.belowDesktop} {
    grid-template-columns: 1fr 1fr;
  }
  ${({ theme }) => theme.media.mini} {
    grid-template-columns: 1fr;
  }
`;

const Custom = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  grid-column: 1 / -1;
  max-width: 360px;
  > * {
    flex: 1;
  }
`;

const Social = styled.div`
  grid-column: 1 / -1;
`;

interface BarState {
  text: string;
  address: string | null;
  lat: number | null;
  lng: number | null;
  date: string | null;
  time: TimePreset;
  from: string | null;
  to: string | null;
  attendees: number | null;
  isSocial: boolean;
}

function fromQuery(query: SearchQuery): BarState {
  return {
    text: query.address ?? query.search,
    address: query.address,
    lat: query.lat,
    lng: query.lng,
    date: query.date,
    time: query.time,
    from: query.from,
    to: query.to,
    attendees: query.attendees,
    isSocial: query.isSocial,
  };
}

/**
 * Location (places autocomplete), date + time of day, attendees and the social toggle.
 * Submitting pushes a new /search URL (shareable, back button works) at page 1, filters kept;
 * typed text (not a picked place) clears lat/lng and the map box.
 */
export function SearchBar({ query }: { query: SearchQuery }) {
  const intl = useIntl();
  const [state, setState] = useState<BarState>(() => fromQuery(query));
  const set = (change: Partial<BarState>) => setState((s) => ({ ...s, ...change }));

  // Follow the URL when it changes underneath (back/forward, header search).
  const urlKey = serializeSearchQuery({ ...query, page: 1 });
  useEffect(() => setState(fromQuery(query)), [urlKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = state.text.trim();
    const picked = state.address != null && text === state.address && state.lat != null && state.lng != null;
    const unchanged = text === (query.address ?? query.search);
    const custom = state.time === 'custom' && state.from && state.to && state.from < state.to;
    const next = withChange(query, {
      search: picked ? '' : text,
      address: picked ? state.address : null,
      lat: picked || unchanged ? state.lat : null,
      lng: picked || unchanged ? state.lng : null,
      bounds: picked || unchanged ? query.bounds : null,
      date: state.date,
      time: state.time === 'custom' && !custom ? query.time : state.time,
      from: custom ? state.from : null,
      to: custom ? state.to : null,
      attendees: state.attendees != null && state.attendees > 0 ? Math.min(state.attendees, MAX_ATTENDEES) : DEFAULT_ATTENDEES,
      isSocial: state.isSocial,
    });
    navigate(`/search${serializeSearchQuery(next)}`);
  };

  const presetOptions = TIME_PRESETS.map((p) => ({ value: p, label: intl.formatMessage({ id: `SearchBar.time.${p}` }) }));

  return (
    <Form role="search" onSubmit={onSubmit} data-testid="search-bar">
      <LocationInput
        value={state.text}
        onChange={(text) => set({ text })}
        onPick={(place) => set({ text: place.address, address: place.address, lat: place.lat, lng: place.lng })}
      />
      <DatePicker
        name="date"
        label={intl.formatMessage({ id: 'SearchBar.dateLabel' })}
        value={state.date}
        min={todayInAmsterdam()}
        onChange={(date) => set({ date })}
      />
      <Select
        name="time"
        label={intl.formatMessage({ id: 'SearchBar.timeLabel' })}
        options={presetOptions}
        value={state.time}
        placeholder={false}
        onChange={(time) => set({ time: (time as TimePreset) ?? 'afternoon' })}
      />
      <NumberField
        name="attendees"
        label={intl.formatMessage({ id: 'SearchBar.attendeesLabel' })}
        value={state.attendees}
        onChange={(attendees) => set({ attendees })}
        min={1}
        max={MAX_ATTENDEES}
      />
      <Button type="submit">{intl.formatMessage({ id: 'SearchBar.submit' })}</Button>
      {state.time === 'custom' && (
        <Custom>
          <TimeSelect
            name="from"
            label={intl.formatMessage({ id: 'SearchBar.fromLabel' })}
            value={state.from}
            onChange={(from) => set({ from })}
            step={30}
          />
          <TimeSelect
            name="to"
            label={intl.formatMessage({ id: 'SearchBar.toLabel' })}
            value={state.to}
            onChange={(to) => set({ to })}
            step={30}
            min={state.from ?? undefined}
          />
        </Custom>
      )}
      <Social>
        <Checkbox
          name="isSocial"
          label={intl.formatMessage({ id: 'SearchBar.socialLabel' })}
          description={intl.formatMessage({ id: 'SearchBar.socialHint' })}
          checked={state.isSocial}
          onChange={(e) => set({ isSocial: e.target.checked })}
        />
      </Social>
    </Form>
  );
}
