import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Checkbox, DatePicker, NumberField, Select, TimeSelect, formatEuroCents, todayInAmsterdam } from '@zaalplek/design-system';
import { useLocale } from '@zaalplek/platform';
import { amsterdamToIso } from '../shared/amsterdamTime';
import { earliestDate, emptyDayReason, gridSlots, PREFERRED_WINDOW, unavailableReason, type Reason } from './bookableTimes';
import { useFirstBookableSlot } from './useFirstBookableSlot';
import { label } from '../space/labels';
import type { Space } from '../space/types';
import { usePricePreviewQuery, useSpaceAvailabilityQuery, useSpaceServicesQuery } from './bookingApi';
import { BookButton } from '../space/booking/BookButton';
import { PricePreview } from './PricePreview';
import type { PreviewInput, SpaceService } from './types';
import { useDebounced } from './useDebounced';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  h2,
  h3 {
    margin: 0;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
`;

// Attendees above the layout, each the panel's full width: a layout name with its maximum
// ("U-vorm (max. 30)") is never cut off in the narrow column or on a phone.
const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
`;

const Status = styled.p<{ $ok: boolean; $info?: boolean }>`
  margin: 0;
  color: ${({ theme, $ok, $info }) => ($info ? theme.colors.text : $ok ? theme.colors.success : theme.colors.danger)};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

/** Default booking attendees (spec section 9: 2). */
export const DEFAULT_BOOKING_ATTENDEES = 2;

const PER_GUEST = ['PER_PERSON', 'ARRANGEMENT'];

/** Quantity of a chosen service: per person (and arrangements) for every attendee, else one. */
function quantityOf(service: SpaceService, attendees: number): number {
  return PER_GUEST.includes(service.order_type.toUpperCase()) ? attendees : 1;
}

/**
 * Start values from the space URL (?date=&from=&to=&attendees=, as carried over from /search).
 * Without a date the panel looks up the first bookable slot (useFirstBookableSlot).
 */
function initial(search: string, space: Space) {
  const p = new URLSearchParams(search);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(p.get('date') ?? '') ? (p.get('date') as string) : null;
  const time = (v: string | null, d: string | null) => (v && /^\d{2}:\d{2}$/.test(v) ? v : d);
  const attendees = Number(p.get('attendees'));
  const max = space.max_guests ?? 500;
  return {
    date,
    from: time(p.get('from'), date ? '12:00' : null),
    to: time(p.get('to'), date ? '16:00' : null),
    attendees: Number.isInteger(attendees) && attendees >= 1 ? Math.min(attendees, max) : Math.max(DEFAULT_BOOKING_ATTENDEES, space.min_guests ?? 1),
  };
}

/**
 * The space page's date/time picker with real availability, attendees, configuration, catering
 * and facilities, the social discount request and the live (debounced) price preview.
 */
export function BookingPanel({ space, search }: { space: Space; search: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const [start] = useState(() => initial(search, space));
  const [date, setDate] = useState<string | null>(start.date);
  const [from, setFrom] = useState<string | null>(start.from);
  const [to, setTo] = useState<string | null>(start.to);
  const [attendees, setAttendees] = useState<number | null>(start.attendees);
  const defaultConfig = space.space_configurations.find((c) => c.is_default) ?? space.space_configurations[0];
  const [configurationId, setConfigurationId] = useState<number | null>(defaultConfig?.configuration_id ?? null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [social, setSocial] = useState(false);

  // No date from the search: default to the first bookable slot (none found: ask for a date).
  const [touched, setTouched] = useState(false);
  const first = useFirstBookableSlot(space.space_id, space, start.date == null && !touched);
  useEffect(() => {
    if (first.state !== 'found') return;
    setDate(first.date);
    setFrom(first.window.from);
    setTo(first.window.to);
  }, [first]);

  const window = date && from && to && from < to ? { slot_start: amsterdamToIso(date, from), slot_end: amsterdamToIso(date, to) } : null;
  const availability = useSpaceAvailabilityQuery(date ? { space_id: space.space_id, date, ...(window ?? {}) } : skipToken);
  const services = useSpaceServicesQuery({
    space_id: space.space_id,
    locale,
    ...(window ? { booking_start: window.slot_start, booking_end: window.slot_end } : {}),
  });

  const config = space.space_configurations.find((c) => c.configuration_id === configurationId) ?? null;
  const maxGuests = config?.max_guests ?? space.max_guests ?? 500;
  const guests = attendees != null && attendees >= 1 ? attendees : null;
  const serviceList = services.data ?? [];
  const input: PreviewInput | null =
    window && guests != null
      ? {
          space_id: space.space_id,
          ...window,
          attendees: guests,
          configuration_id: configurationId,
          services: serviceList
            .filter((s) => chosen.includes(s.service_id) && !s.is_mandatory)
            .map((s) => ({ service_id: s.service_id, quantity: quantityOf(s, guests) })),
          is_social: social || undefined,
        }
      : null;
  const debounced = useDebounced(input);
  const preview = usePricePreviewQuery(debounced ? { input: debounced, locale } : skipToken);
  const day = date ? availability.currentData : undefined;
  const eur = (cents: number) => formatEuroCents(intl, cents);
  const now = Date.now();
  const searchingFirst = start.date == null && !touched && first.state === 'searching';
  const reason = searchingFirst
    ? null
    : unavailableReason({ date, window: from && to ? { from, to } : null, startIso: window?.slot_start ?? null, day, rules: space, now });
  const reasonText = (r: Reason) =>
    intl.formatMessage({ id: `BookingPanel.reason.${r.id}` }, 'hours' in r ? { hours: r.hours } : undefined);
  const freeTimes = day ? gridSlots(day.free_slots) : [];
  // no free time on the grid: too soon (lead time) or booked up
  const emptyReason = day && freeTimes.length === 0 ? emptyDayReason({ ...day, free_slots: [] }, space, now) : null;
  const choose = <T,>(set: (v: T) => void) => (v: T) => {
    setTouched(true);
    set(v);
  };

  return (
    <Panel aria-labelledby="booking-panel-title" data-testid="booking-panel">
      <h2 id="booking-panel-title">{intl.formatMessage({ id: 'BookingPanel.title', defaultMessage: 'Beschikbaarheid en prijs' })}</h2>
      <DatePicker
        name="date"
        label={intl.formatMessage({ id: 'SearchBar.dateLabel', defaultMessage: 'Datum' })}
        value={date}
        min={earliestDate(space, now) < todayInAmsterdam() ? todayInAmsterdam() : earliestDate(space, now)}
        onChange={choose((d: string | null) => {
          if (!d) return;
          setDate(d);
          // a first date without times gets the default afternoon
          if (!from && !to) {
            setFrom(PREFERRED_WINDOW.from);
            setTo(PREFERRED_WINDOW.to);
          }
        })}
      />
      <Row>
        <TimeSelect name="from" label={intl.formatMessage({ id: 'SearchBar.fromLabel', defaultMessage: 'Van' })} value={from} onChange={choose(setFrom)} step={30} />
        <TimeSelect name="to" label={intl.formatMessage({ id: 'SearchBar.toLabel', defaultMessage: 'Tot' })} value={to} onChange={choose(setTo)} step={30} max="24:00" />
      </Row>
      <div data-testid="availability" aria-live="polite">
        {searchingFirst && <Muted>{intl.formatMessage({ id: 'BookingPanel.searchingFirst', defaultMessage: 'Eerste vrije moment zoeken…' })}</Muted>}
        {reason && (
          <Status $ok={false} $info={reason.id === 'chooseDate' || reason.id === 'chooseTimes'}>
            {reason.id === 'taken'
              ? intl.formatMessage({ id: 'BookingPanel.unavailable', defaultMessage: 'Dit tijdslot is niet beschikbaar' })
              : reasonText(reason)}
          </Status>
        )}
        {!reason && day?.is_bookable === true && <Status $ok>{intl.formatMessage({ id: 'BookingPanel.available', defaultMessage: 'Dit tijdslot is beschikbaar' })}</Status>}
        {day && day.is_open && (
          <Muted>
            {freeTimes.length > 0
              ? intl.formatMessage({ id: 'BookingPanel.freeSlots', defaultMessage: 'Vrij op deze dag: {slots}' }, { slots: freeTimes.map((s) => `${s.from}–${s.to}`).join(', ') })
              : emptyReason?.id === 'leadTime'
                ? intl.formatMessage({ id: 'BookingPanel.tooSoonDay', defaultMessage: 'Deze dag is te kort van tevoren: minimaal {hours} uur vooraf boeken' }, { hours: emptyReason.hours })
                : intl.formatMessage({ id: 'BookingPanel.fullyBooked', defaultMessage: 'Deze dag is volgeboekt' })}
          </Muted>
        )}
      </div>
      <Stack data-testid="booking-guests-row">
        <NumberField
          name="attendees"
          label={intl.formatMessage({ id: 'SearchBar.attendeesLabel', defaultMessage: 'Aantal personen' })}
          value={attendees}
          onChange={setAttendees}
          min={1}
          max={500}
          error={guests != null && guests > maxGuests ? intl.formatMessage({ id: 'BookingPanel.tooMany', defaultMessage: 'Maximaal {max} personen in deze opstelling' }, { max: maxGuests }) : undefined}
        />
        {space.space_configurations.length > 0 && (
          <Select
            name="configuration"
            label={intl.formatMessage({ id: 'SpaceConfigurations.layout', defaultMessage: 'Opstelling' })}
            placeholder={false}
            value={configurationId == null ? null : String(configurationId)}
            onChange={(v) => setConfigurationId(v ? Number(v) : null)}
            options={space.space_configurations.map((c) => ({
              value: String(c.configuration_id),
              label: `${label(intl, 'SpaceConfigurations', c.configuration_type)} (max. ${c.max_guests})`,
            }))}
          />
        )}
      </Stack>
      {serviceList.length > 0 && (
        <fieldset data-testid="space-services" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>
            <strong>{intl.formatMessage({ id: 'BookingPanel.services', defaultMessage: 'Catering en faciliteiten' })}</strong>
          </legend>
          {serviceList.map((s) => {
            const included = !s.is_on_demand && s.price === 0;
            const price = included
              ? intl.formatMessage({ id: 'BookingPanel.included', defaultMessage: 'inbegrepen' })
              : s.order_type.toUpperCase() === 'STATIC'
                ? eur(s.price)
                : `${eur(s.price)} ${intl.formatMessage({ id: `BookingPanel.orderType.${s.order_type.toUpperCase()}` })}`;
            return (
              <Checkbox
                key={s.service_id}
                name={`service-${s.service_id}`}
                label={`${s.service_name} — ${price}`}
                description={s.is_mandatory ? intl.formatMessage({ id: 'BookingPanel.mandatory', defaultMessage: 'Verplicht bij deze ruimte' }) : (s.description ?? undefined)}
                checked={s.is_mandatory || included || chosen.includes(s.service_id)}
                disabled={s.is_mandatory || included || s.remaining_inventory === 0}
                onChange={(e) =>
                  setChosen((list) => (e.target.checked ? [...list, s.service_id] : list.filter((id) => id !== s.service_id)))
                }
              />
            );
          })}
        </fieldset>
      )}
      {space.has_discount && (
        <div data-testid="discount-request">
          <Checkbox
            name="social"
            label={intl.formatMessage({ id: 'BookingPanel.social', defaultMessage: 'Maatschappelijke korting aanvragen ({percentage}%)' }, { percentage: space.discount_percentage ?? 0 })}
            checked={social}
            onChange={(e) => setSocial(e.target.checked)}
          />
          <Muted>{intl.formatMessage({ id: 'BookingPanel.socialNote', defaultMessage: 'Korting kan alleen via een aanvraag: de verhuurder beoordeelt je boeking voordat hij definitief is.' })}</Muted>
        </div>
      )}
      <PricePreview preview={input ? preview.data : undefined} loading={preview.isFetching || JSON.stringify(input) !== JSON.stringify(debounced)} />
      {preview.isError && input && <Status $ok={false}>{intl.formatMessage({ id: 'BookingPanel.previewError', defaultMessage: 'De prijs kon niet worden berekend voor deze keuze' })}</Status>}
      <BookButton bookingType={space.space_booking_type} selection={input && input.attendees <= maxGuests ? input : null} disabled={day?.is_bookable === false} />
    </Panel>
  );
}
