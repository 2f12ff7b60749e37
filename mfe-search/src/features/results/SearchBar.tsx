import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Checkbox, DatePicker, NumberField, Select, TimeSelect, todayInAmsterdam } from '@zaalplek/design-system';
import { LocationInput } from '../places/LocationInput';
import type { BarDraft } from './searchBarDraft';
import { MAX_ATTENDEES, TIME_PRESETS, type TimePreset } from './searchQuery';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(200px, 2fr) minmax(150px, 1fr) minmax(150px, 1fr) minmax(110px, 0.7fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.belowDesktop} {
    grid-template-columns: 1fr 1fr;
  }
  /* phone: place on its own row, then date | time and people | search, so the results start high */
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(2)};
    > :first-child {
      grid-column: 1 / -1;
    }
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

/**
 * Location (places autocomplete), date + time of day, attendees and the social toggle.
 * The draft lives in the search page (filters carry it along); submitting applies it.
 */
export function SearchBar({
  draft: state,
  onDraftChange,
  onSubmit: submit,
}: {
  draft: BarDraft;
  /** merges a change into the current draft (a functional update: late calls never revert other fields) */
  onDraftChange: (change: Partial<BarDraft>) => void;
  onSubmit: () => void;
}) {
  const intl = useIntl();
  const set = onDraftChange;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
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
        label={intl.formatMessage({ id: 'SearchBar.dateLabel', defaultMessage: 'Datum' })}
        value={state.date}
        min={todayInAmsterdam()}
        onChange={(date) => set({ date })}
      />
      <Select
        name="time"
        label={intl.formatMessage({ id: 'SearchBar.timeLabel', defaultMessage: 'Tijd' })}
        options={presetOptions}
        value={state.time}
        placeholder={false}
        onChange={(time) => set({ time: (time as TimePreset) ?? 'afternoon' })}
      />
      <NumberField
        name="attendees"
        label={intl.formatMessage({ id: 'SearchBar.attendeesLabel', defaultMessage: 'Aantal personen' })}
        value={state.attendees}
        onChange={(attendees) => set({ attendees })}
        min={1}
        max={MAX_ATTENDEES}
      />
      <Button type="submit">{intl.formatMessage({ id: 'SearchBar.submit', defaultMessage: 'Zoeken' })}</Button>
      {state.time === 'custom' && (
        <Custom>
          <TimeSelect
            name="from"
            label={intl.formatMessage({ id: 'SearchBar.fromLabel', defaultMessage: 'Van' })}
            value={state.from}
            onChange={(from) => set({ from })}
            step={30}
          />
          <TimeSelect
            name="to"
            label={intl.formatMessage({ id: 'SearchBar.toLabel', defaultMessage: 'Tot' })}
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
          label={intl.formatMessage({ id: 'SearchBar.socialLabel', defaultMessage: 'Maatschappelijk (MVO) tarief' })}
          description={intl.formatMessage({ id: 'SearchBar.socialHint', defaultMessage: 'Alleen ruimtes met korting voor maatschappelijke organisaties' })}
          checked={state.isSocial}
          onChange={(e) => set({ isSocial: e.target.checked })}
        />
      </Social>
    </Form>
  );
}
