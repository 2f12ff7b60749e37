import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { EmptyState, Spinner, Tabs } from '@zaalplek/design-system';
import { useGetBookingsQuery } from './bookingsApi';
import { BookingsDateFilter, type DateRangeValue } from './BookingsDateFilter';
import { BookingsList } from './BookingsList';
import { toApiDate, validateDateRange } from './dateFilter';
import { bookingTabMessages, bookingsMessages } from './messages';
import { Page } from './styles';
import { BOOKING_TABS, isBookingTab, type BookingFilters, type BookingTab } from './types';

function rangeFromParams(params: URLSearchParams): DateRangeValue {
  const range = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  return validateDateRange(range.from, range.to) ? { from: '', to: '' } : range;
}

/**
 * /bookings/all: the guest's bookings by tab (query `tab`) and From/To dates (query `from`, `to`,
 * DD-MM-YYYY). Only a valid range is applied and written to the URL.
 */
export function BookingsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: BookingTab = isBookingTab(tabParam) ? tabParam : 'UPCOMING';
  const [range, setRange] = useState<DateRangeValue>(() => rangeFromParams(params));
  const [applied, setApplied] = useState<DateRangeValue>(range);

  const filters: BookingFilters = { tab };
  const dateFrom = toApiDate(applied.from);
  const dateTo = toApiDate(applied.to);
  if (dateFrom) filters.date_from = dateFrom;
  if (dateTo) filters.date_to = dateTo;
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

  const changeRange = (next: DateRangeValue) => {
    setRange(next);
    if (validateDateRange(next.from, next.to)) return;
    setApplied(next);
    updateParams((p) => {
      for (const key of ['from', 'to'] as const) {
        if (next[key]) p.set(key, next[key]);
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
