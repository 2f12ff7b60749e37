import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Button, DatePicker, NumberField, Select, TextField, TimeSelect, todayInAmsterdam } from '@zaalplek/design-system/core';
import { localePath, navigate } from '@zaalplek/platform';

/** Attendee search maximum from the spec (section 9). */
const MAX_ATTENDEES = 500;

/** Time-of-day presets of the spec (morning 09-12, afternoon 12-16, evening 16-19, all day, custom); default afternoon. */
export const HERO_TIME_PRESETS = ['morning', 'afternoon', 'evening', 'all_day', 'custom'] as const;
export type HeroTimePreset = (typeof HERO_TIME_PRESETS)[number];
export const DEFAULT_HERO_TIME: HeroTimePreset = 'afternoon';
const HERO_TIME_LABELS = {
  morning: { id: 'HeroSearchForm.time.morning', defaultMessage: 'Ochtend (09:00–12:00)' },
  afternoon: { id: 'HeroSearchForm.time.afternoon', defaultMessage: 'Middag (12:00–16:00)' },
  evening: { id: 'HeroSearchForm.time.evening', defaultMessage: 'Avond (16:00–19:00)' },
  all_day: { id: 'HeroSearchForm.time.all_day', defaultMessage: 'Hele dag' },
  custom: { id: 'HeroSearchForm.time.custom', defaultMessage: 'Zelf kiezen' },
} satisfies Record<HeroTimePreset, MessageDescriptor>;

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1.2fr) minmax(0, 1.2fr) minmax(0, 0.8fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${({ theme }) => theme.media.belowDesktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const Custom = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 360px;
  > * {
    flex: 1;
  }
`;

export interface HeroSearch {
  search: string;
  date: string | null;
  time: HeroTimePreset;
  from: string | null;
  to: string | null;
  attendees: number | null;
}

/** /search query for the hero form (the search page's URL names); empty values and the default time are left out. */
export function heroSearchUrl({ search, date, time, from, to, attendees }: HeroSearch): string {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (date) params.set('date', date);
  const custom = time === 'custom' && from && to && from < to;
  if (time !== DEFAULT_HERO_TIME && (time !== 'custom' || custom)) params.set('time', time);
  if (custom) {
    params.set('from', from);
    params.set('to', to);
  }
  if (attendees != null && attendees > 0) params.set('attendees', String(Math.min(attendees, MAX_ATTENDEES)));
  const query = params.toString();
  return `/search${query ? `?${query}` : ''}`;
}

export function HeroSearchForm({ placeholder }: { placeholder?: string }) {
  const intl = useIntl();
  const [state, setState] = useState<HeroSearch>({ search: '', date: null, time: DEFAULT_HERO_TIME, from: null, to: null, attendees: null });
  const set = (change: Partial<HeroSearch>) => setState((s) => ({ ...s, ...change }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(localePath(heroSearchUrl(state), intl.locale === 'en' ? 'en' : 'nl'));
  };

  return (
    <Form role="search" onSubmit={onSubmit} data-testid="hero-search">
      <TextField
        label={intl.formatMessage({ id: 'HeroSearchForm.searchLabel', defaultMessage: 'Waar zoek je een ruimte?' })}
        placeholder={placeholder || intl.formatMessage({ id: 'HeroSearchForm.searchPlaceholder', defaultMessage: 'Plaats, locatie of zaal' })}
        value={state.search}
        onChange={(e) => set({ search: e.target.value })}
        name="search"
      />
      <DatePicker
        name="date"
        label={intl.formatMessage({ id: 'HeroSearchForm.dateLabel', defaultMessage: 'Datum' })}
        value={state.date}
        min={todayInAmsterdam()}
        onChange={(date) => set({ date })}
      />
      <Select
        name="time"
        label={intl.formatMessage({ id: 'HeroSearchForm.timeLabel', defaultMessage: 'Tijd' })}
        placeholder={false}
        value={state.time}
        options={HERO_TIME_PRESETS.map((p) => ({ value: p, label: intl.formatMessage(HERO_TIME_LABELS[p]) }))}
        onChange={(time) => set({ time: (time as HeroTimePreset | null) ?? DEFAULT_HERO_TIME })}
      />
      <NumberField
        label={intl.formatMessage({ id: 'HeroSearchForm.attendeesLabel', defaultMessage: 'Aantal personen' })}
        value={state.attendees}
        onChange={(attendees) => set({ attendees })}
        min={1}
        max={MAX_ATTENDEES}
        name="attendees"
      />
      <Button type="submit" size="lg">
        {intl.formatMessage({ id: 'HeroSearchForm.submit', defaultMessage: 'Zoeken' })}
      </Button>
      {state.time === 'custom' && (
        <Custom>
          <TimeSelect name="from" label={intl.formatMessage({ id: 'HeroSearchForm.fromLabel', defaultMessage: 'Van' })} value={state.from} onChange={(from) => set({ from })} step={30} />
          <TimeSelect
            name="to"
            label={intl.formatMessage({ id: 'HeroSearchForm.toLabel', defaultMessage: 'Tot' })}
            value={state.to}
            onChange={(to) => set({ to })}
            step={30}
            min={state.from ?? undefined}
          />
        </Custom>
      )}
    </Form>
  );
}
