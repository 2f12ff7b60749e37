import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Button, Checkbox, Spinner, ToastStack, useToastQueue } from '@zaalplek/design-system';
import { CalendarSyncModal } from '../calendar-sync/CalendarSyncModal';
import { CALENDAR_SYNC_PARAM, requestedSyncSpaceId } from '../calendar-sync/calendarSyncPath';
import { useGetHostVenuesQuery } from '../spaces/spacesApi';
import { Notice, Page, StatButton } from '../vendor-bookings/styles';
import { useVenueId } from '../vendor-bookings/useVenueId';
import { VenueNav } from '../vendor-bookings/VenueNav';
import { useGetSpacesCalendarDataQuery } from './availabilityApi';
import { monthTitle, pageQuery, shiftPage, today, weekDates, type CalendarPage } from './calendarRange';
import { MonthView, WeekView } from './CalendarViews';
import { DayEditor } from './DayEditor';
import { availabilityMessages as m } from './messages';
import { Controls, Legend, PageTitle, SpacePicker, Swatch } from './styles';
import type { CalendarDay } from './types';

/**
 * /bookings/vendor/{venueId}/availability: the venue's spaces per month or week (Monday first,
 * Europe/Amsterdam) with open / partially closed / closed days and the slot-occupying bookings;
 * a click on a day from today on opens or closes a window or the whole day (full-day mode).
 * ?calendarSync={spaceId} opens that space's calendar linking on arrival (from a refused activation).
 */
export function AvailabilityPage() {
  const intl = useIntl();
  const venueId = useVenueId() ?? 0;
  const [page, setPage] = useState<CalendarPage>({ view: 'WEEK', anchor: today() });
  const [fullDay, setFullDay] = useState(true);
  const [hidden, setHidden] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ day: CalendarDay; spaceId: number } | null>(null);
  const [search, setSearch] = useSearchParams();
  const [syncSpaceId, setSyncSpaceId] = useState<number | null>(() => requestedSyncSpaceId(search));
  const { toasts, push, dismiss } = useToastQueue();

  const { data: venues = [], isLoading: venuesLoading } = useGetHostVenuesQuery();
  const venueSpaces = venues.find((v) => v.venue_id === venueId)?.venue_spaces ?? [];
  const spaceIds = venueSpaces.map((s) => s.space_id).filter((id) => !hidden.includes(id));
  const noneSelected = venueSpaces.length > 0 && spaceIds.length === 0;
  // only a space of this venue (a stale or foreign id in the URL opens nothing)
  const syncSpace = venueSpaces.find((s) => s.space_id === syncSpaceId);
  const closeSync = () => {
    setSyncSpaceId(null);
    if (search.has(CALENDAR_SYNC_PARAM)) {
      setSearch((params) => {
        params.delete(CALENDAR_SYNC_PARAM);
        return params;
      }, { replace: true });
    }
  };
  const { data, isFetching, isError } = useGetSpacesCalendarDataQuery(
    { venue_id: venueId, ...pageQuery(page), edit_mode: true },
    { skip: !venueId },
  );
  const shown = (data?.spaces ?? []).filter((s) => spaceIds.includes(s.space_id));
  const q = pageQuery(page);
  const title = page.view === 'WEEK' ? intl.formatMessage(m.weekTitle, { week: q.week, year: q.year }) : monthTitle(page.anchor, intl.locale);

  return (
    <Page data-testid="availability-page">
      <h1>{intl.formatMessage(m.title)}</h1>
      <VenueNav venueId={venueId} allowAll={false} page="/availability" />
      <Controls role="group" aria-label={intl.formatMessage(m.viewLabel)}>
        {(['MONTH', 'WEEK'] as const).map((view) => (
          <StatButton key={view} type="button" $selected={page.view === view} aria-pressed={page.view === view} onClick={() => setPage({ ...page, view })}>
            {intl.formatMessage(view === 'WEEK' ? m.viewWeek : m.viewMonth)}
          </StatButton>
        ))}
        <Button size="sm" variant="secondary" onClick={() => setPage(shiftPage(page, -1))} aria-label={intl.formatMessage(m.previous)}>
          ‹
        </Button>
        <PageTitle data-testid="calendar-title">{title}</PageTitle>
        <Button size="sm" variant="secondary" onClick={() => setPage(shiftPage(page, 1))} aria-label={intl.formatMessage(m.next)}>
          ›
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setPage({ ...page, anchor: today() })}>
          {intl.formatMessage(m.today)}
        </Button>
        <Checkbox label={intl.formatMessage(m.fullDay)} checked={fullDay} onChange={(e) => setFullDay(e.target.checked)} />
      </Controls>
      {venueSpaces.length > 0 && (
        <SpacePicker>
          <legend>{intl.formatMessage(m.spaces)}</legend>
          {venueSpaces.map((s) => (
            <Checkbox
              key={s.space_id}
              label={s.space_name}
              checked={!hidden.includes(s.space_id)}
              onChange={(e) => setHidden((ids) => (e.target.checked ? ids.filter((id) => id !== s.space_id) : [...ids, s.space_id]))}
            />
          ))}
        </SpacePicker>
      )}
      <Legend aria-label={intl.formatMessage(m.legend)}>
        {(['OPEN', 'PARTIALLY_CLOSED', 'CLOSED'] as const).map((state) => (
          <li key={state}>
            <Swatch $state={state} />
            {intl.formatMessage(m[`state${state}`])}
          </li>
        ))}
      </Legend>
      {noneSelected ? (
        <Notice $tone="warning" role="alert">
          {intl.formatMessage(m.atLeastOneSpace)}
        </Notice>
      ) : isError ? (
        <Notice $tone="danger" role="alert">
          {intl.formatMessage(m.loadError)}
        </Notice>
      ) : !data || venuesLoading ? (
        <Spinner />
      ) : data.spaces.length === 0 ? (
        <p>{intl.formatMessage(m.noSpaces)}</p>
      ) : (
        <div aria-busy={isFetching}>
          {page.view === 'WEEK' ? (
            <WeekView spaces={shown} dates={weekDates(page.anchor)} onEdit={(day, spaceId) => setEditing({ day, spaceId })} onSync={setSyncSpaceId} />
          ) : (
            <MonthView spaces={shown} anchor={page.anchor} onEdit={(day, spaceId) => setEditing({ day, spaceId })} onSync={setSyncSpaceId} />
          )}
        </div>
      )}
      {editing && (
        <DayEditor
          venueId={venueId}
          view={page.view}
          day={editing.day}
          spaceId={editing.spaceId}
          spaces={data?.spaces ?? []}
          fullDay={fullDay}
          onClose={() => setEditing(null)}
          onDone={(message) => {
            setEditing(null);
            push({ message, kind: 'success' });
          }}
        />
      )}
      {syncSpace && <CalendarSyncModal venueId={venueId} spaceId={syncSpace.space_id} onClose={closeSync} notify={push} />}
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </Page>
  );
}
