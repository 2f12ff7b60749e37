import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { EmptyState, Spinner, Tabs } from '@zaalplek/design-system';
import { useGetBookingsQuery } from './bookingsApi';
import { BookingsDateFilter } from './BookingsDateFilter';
import { BookingsList } from './BookingsList';
import { rangeFromQuery, toFilterDate, validateDateRange, type DateRange } from './dateFilter';
import { bookingTabMessages, bookingsMessages } from './messages';
import { Page } from './styles';
import { BOOKING_TABS, isBookingTab, type BookingFilters, type BookingTab } from './types';

/**
 * /bookings/all: the guest's bookings by tab (query `tab`) and From/To dates (query `from`, `to`,
 * DD-MM-YYYY). Only a valid range is applied and written to the URL.
 */
export function BookingsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: BookingTab = isBookingTab(tabParam) ? tabParam : 'UPCOMING';
  const [range, setRange] = useState<DateRange>(() => rangeFromQuery(params));
  const [applied, setApplied] = useState<DateRange>(range);

  const filters: BookingFilters = { tab };
  if (applied.from) filters.date_from = applied.from;
  if (applied.to) filters.date_to = applied.to;
  const { data, isFetching, isError } = useGetBookingsQuery(filters);

  const updateParams = (change: (next: URLSearchParams) => void, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace },
    );

  const changeRange = (next: DateRange) => {
    setRange(next);
    if (validateDateRange(next)) return;
    setApplied(next);
    updateParams((p) => {
      for (const key of ['from', 'to'] as const) {
        const day = next[key];
        if (day) p.set(key, toFilterDate(day));
        else p.delete(key);
      }
    }, true);
  };

  const selectTab = (next: string) => updateParams((p) => p.set('tab', next), false);

  const body = (
    <>
      <BookingsDateFilter value={range} onChange={changeRange} />
      {isFetching && !data ? (
        <Spinner />
      ) : isError ? (
        <p role="alert">{intl.formatMessage(bookingsMessages.loadError)}</p>
      ) : data && data.length > 0 ? (
        <BookingsList bookings={data} caption={intl.formatMessage(bookingTabMessages[tab])} />
      ) : (
        <EmptyState
          title={intl.formatMessage(bookingsMessages.emptyTitle)}
          description={intl.formatMessage(bookingsMessages.emptyText)}
        />
      )}
    </>
  );

  return (
    <Page data-testid="bookings-page">
      <h1>{intl.formatMessage(bookingsMessages.title)}</h1>
      <Tabs
        label={intl.formatMessage(bookingsMessages.tabsLabel)}
        tabs={BOOKING_TABS.map((id) => ({
          id,
          label: intl.formatMessage(bookingTabMessages[id]),
          content: id === tab ? body : null,
        }))}
        value={tab}
        onChange={selectTab}
      />
    </Page>
  );
}
